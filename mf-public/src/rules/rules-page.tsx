import {
  formatMessage,
  hasAdminStatus,
  isArchiveView,
  NNBSP,
  Page,
  PAGES,
  paths,
  RULES_DOCUMENT_KEY,
  RULES_DOCUMENT_TITLE,
  seasonViewStore,
  sessionStore,
  useObservable,
} from '@league/shared';
import { Link } from '@league/shared/router';
import { ResourceView, useResource } from '../resources';

export const rulesLabels = {
  unpublished: 'La ligue n’a pas encore publié ses règlements.',
  howTo: `Ils s’écrivent dans l’administration, onglet Documents, sous le titre «${NNBSP}${RULES_DOCUMENT_TITLE}${NNBSP}».`,
  write: 'Rédiger les règlements',
} as const;

/** Before the league writes its rules: say so, and show an administrator where to write them. */
function Unpublished() {
  const session = useObservable(sessionStore);
  const archive = isArchiveView(useObservable(seasonViewStore));
  const admin = session.loggedIn && hasAdminStatus(session.perm.role, archive);
  return (
    <Page title={PAGES.rules.title}>
      <p>{rulesLabels.unpublished}</p>
      {admin && (
        <>
          <p>{rulesLabels.howTo}</p>
          <p>
            <Link to={`${paths.adminTab('documents')}?nouveau`}>{rulesLabels.write}</Link>
          </p>
        </>
      )}
    </Page>
  );
}

/**
 * /reglements: the league's rules, the information page « Règlements de la ligue » that administrators edit with the
 * other pages (Documents tab), so its text is theirs; read as it renders, so the server renders it too.
 */
export function RulesPage() {
  const read = useResource(RULES_DOCUMENT_KEY, formatMessage('resourceFailed', { title: PAGES.rules.title }));
  return <ResourceView read={read} title={PAGES.rules.title} missing={<Unpublished />} />;
}
