import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';

function Where() {
  const location = useLocation();
  return <output aria-label="adresse">{`${location.pathname}${location.search}`}</output>;
}

/** Renders inside a router at `path`, showing the current path and query in an « adresse » output. */
export function AtPath({ path, children }: { path: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Where />
    </MemoryRouter>
  );
}

/** The address the « adresse » output shows, parsed. */
export function shownAddress(text: string | null): URL {
  return new URL(text ?? '/', 'http://ligue.test');
}
