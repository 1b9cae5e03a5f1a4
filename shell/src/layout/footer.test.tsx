import { DEFAULT_UI_CONFIG, setUiConfig } from '@league/shared';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Footer } from './footer';

describe('footer', () => {
  afterEach(() =>
    act(() => {
      setUiConfig(DEFAULT_UI_CONFIG);
    }),
  );

  it("links the league's social pages, the field directory and the contact page", () => {
    act(() => {
      setUiConfig({
        ...DEFAULT_UI_CONFIG,
        socialLinks: [{ name: 'Facebook', url: 'https://www.facebook.com/ligue' }],
        externalFieldLink: { name: 'Terrains de la Ville', url: 'https://ville.example/terrains' },
      });
    });
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Liens de la ligue' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nous joindre', '/contact-us'],
      ['Facebook', 'https://www.facebook.com/ligue'],
      ['Terrains de la Ville', 'https://ville.example/terrains'],
    ]);
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the versions off the links line, on a small line of their own', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const versions = screen.getByLabelText('Versions');
    expect(versions.textContent).toMatch(/^Versions\u202f: shell /);
    expect(screen.getByRole('navigation', { name: 'Liens de la ligue' }).textContent).not.toContain('shell');
  });
});
