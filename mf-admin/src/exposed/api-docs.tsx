import { hasDevStatus, isArchiveView, Page, seasonViewStore, sessionStore, useObservable } from '@league/shared';
import { ApiReference } from '../api-docs/api-reference';

/** /api: the API reference, for developers only. */
export default function ApiDocs() {
  const session = useObservable(sessionStore);
  const archive = isArchiveView(useObservable(seasonViewStore));
  return (
    <Page title="Documentation de l'API">
      {session.loggedIn && hasDevStatus(session.perm.role, archive) ? (
        <ApiReference />
      ) : (
        <p>Réservé aux développeurs.</p>
      )}
    </Page>
  );
}
