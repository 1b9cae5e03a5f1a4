import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

function Where() {
  return <output aria-label="adresse">{useLocation().pathname}</output>;
}

/** Renders inside a router at `path`, showing the current path in an « adresse » output. */
export function AtPath({ path, children }: { path: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Where />
    </MemoryRouter>
  );
}
