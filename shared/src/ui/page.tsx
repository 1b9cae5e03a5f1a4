import { useEffect, type ReactNode } from 'react';
import { DEFAULT_LEAGUE_NAME, showPageTitle } from '../bus/league-name';
import { HydrateInTurn } from './hydrate-in-turn';

export const SITE_NAME = DEFAULT_LEAGUE_NAME;

/**
 * The frame of every page: its French title as the heading and as the document title. Hydrating a page the server
 * rendered, it may wait for a task of its own, the site's frame (the navbar) answering first (hydrate-in-turn.tsx).
 */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    showPageTitle(title);
  }, [title]);
  return (
    <HydrateInTurn as="section" aria-labelledby="page-title" style={{ padding: 'var(--space-4)' }}>
      <h1 id="page-title" style={{ marginTop: 0 }}>
        {title}
      </h1>
      {children}
    </HydrateInTurn>
  );
}
