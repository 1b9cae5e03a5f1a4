import { isArchiveView, Page, seasonViewStore, sessionStore, useObservable } from '@league/shared';
import type { ReactNode } from 'react';
import { mayOpen, RESERVED_TEXT, type PageAccess } from './page-access';

/** A page that only some roles may see: the others read why, under the page's own title, with no dead end. */
export function GuardedPage({ access, title, children }: { access?: PageAccess; title: string; children: ReactNode }) {
  const session = useObservable(sessionStore);
  const archiveView = isArchiveView(useObservable(seasonViewStore));
  if (!access || mayOpen(access, session, archiveView)) return <>{children}</>;
  return (
    <Page title={title}>
      <p>{RESERVED_TEXT[access]}</p>
    </Page>
  );
}
