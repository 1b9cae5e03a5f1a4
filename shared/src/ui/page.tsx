import { useEffect, type ReactNode } from 'react';
import { DEFAULT_LEAGUE_NAME, showPageTitle } from '../bus/league-name';

export const SITE_NAME = DEFAULT_LEAGUE_NAME;

/** The frame of every page: its French title as the heading and as the document title. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    showPageTitle(title);
  }, [title]);
  return (
    <section aria-labelledby="page-title" style={{ padding: 'var(--space-4)' }}>
      <h1 id="page-title" style={{ marginTop: 0 }}>
        {title}
      </h1>
      {children}
    </section>
  );
}
