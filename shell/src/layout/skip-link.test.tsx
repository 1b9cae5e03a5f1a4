import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Navbar } from './navbar';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function renderPage() {
  render(
    <MemoryRouter>
      <Navbar />
      <main>
        <h1>Classement</h1>
        <a href="/teams">Équipes</a>
      </main>
    </MemoryRouter>,
  );
}

describe('the skip link', () => {
  it("is the page's first focusable element and leads to its main", () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(document.querySelector(FOCUSABLE)).toBe(link);
    expect(link.getAttribute('href')).toBe('#contenu');
  });

  it('gives the focus to main itself, so that the next Tab goes on from the content', () => {
    renderPage();
    const main = screen.getByRole('main');
    main.scrollIntoView = jest.fn();
    const link = screen.getByRole('link', { name: 'Aller au contenu' });
    link.focus();
    fireEvent.click(link);
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.scrollIntoView).toHaveBeenCalled();
  });
});
