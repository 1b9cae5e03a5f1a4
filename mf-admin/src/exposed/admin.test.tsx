import { ANONYMOUS_SESSION, setSession } from '@league/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import Admin from './admin';

function Where() {
  return <output aria-label="adresse">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin" element={<Admin />} />
        <Route path="/admin/:tabView" element={<Admin />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('the admin area', () => {
  beforeEach(() => setSession(ANONYMOUS_SESSION));

  it.each(['/admin', '/admin/inconnu', '/admin/users'])('opens %s on the default tab, titled in French', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administration · Utilisateurs');
    expect(document.title.startsWith('Administration · Utilisateurs')).toBe(true);
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/admin/users');
  });

  it('opens the pending results on /admin/approbations', () => {
    renderAt('/admin/approbations');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Administration · À approuver');
  });
});
