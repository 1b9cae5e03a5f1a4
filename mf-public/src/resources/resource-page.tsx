import {
  formatMessage,
  hasAdminStatus,
  isArchiveView,
  labels,
  leagueDataStore,
  Page,
  paths,
  SafeHtml,
  seasonViewStore,
  sessionStore,
  Spinner,
  useObservable,
} from '@league/shared';
import { TEMPLATE_DOCUMENT_KEY, TEMPLATE_DOCUMENT_TITLE } from '@league/shared/validation';
import { Link, useParams } from '@league/shared/router';
import { NotFound } from '../components/not-found';
import type { ReactNode } from 'react';
import { useResource, type ResourceState } from './use-resource';
import styles from './resource-page.module.css';

export const resourceLabels = {
  home: "Retour à l'accueil",
  template: 'Les pages d’information se créent et se modifient dans l’administration, onglet Documents.',
  create: 'Créer une page',
} as const;

/** The title people know a page by: from the menu's list when it is there, else its name made readable. */
function knownTitle(name: string, resources: readonly { name: string; title: string }[]): string {
  return resources.find((resource) => resource.name === name)?.title ?? name.replace(/_/g, ' ');
}

/** /resources/:resourceName: an information page written by the league (sanitised HTML). */
export function ResourcePage() {
  const { resourceName = '' } = useParams();
  const { resources } = useObservable(leagueDataStore);
  const title = knownTitle(resourceName, resources);
  const read = useResource(resourceName, formatMessage('resourceFailed', { title }));
  const session = useObservable(sessionStore);
  const archive = isArchiveView(useObservable(seasonViewStore));
  const admin = session.loggedIn && hasAdminStatus(session.perm.role, archive);

  // the menu's « Nouveau Document » entry: administrators are sent to the editor
  if (resourceName === TEMPLATE_DOCUMENT_KEY && admin)
    return (
      <Page title={TEMPLATE_DOCUMENT_TITLE}>
        <p>{resourceLabels.template}</p>
        <p>
          <Link to={`${paths.adminTab('documents')}?nouveau`}>{resourceLabels.create}</Link>
        </p>
      </Page>
    );

  return (
    <ResourceView
      read={read}
      title={title}
      missing={
        <NotFound
          title={labels.notFound}
          message={formatMessage('resourceFailed', { title })}
          backTo="/"
          backLabel={resourceLabels.home}
        />
      }
    />
  );
}

/**
 * An information page as it is read: its sanitised content under its own title, `missing` when the league has no
 * page of that name, or why it could not be read, under `title`.
 */
export function ResourceView({ read, title, missing }: { read: ResourceState; title: string; missing: ReactNode }) {
  if (read.status === 'done')
    return (
      <Page title={read.resource.title}>
        <SafeHtml html={read.resource.content} className={styles.content} />
      </Page>
    );
  if (read.status === 'error' && read.notFound) return <>{missing}</>;
  if (read.status === 'error')
    return (
      <Page title={title}>
        <p role="alert" className={styles.failure}>
          {formatMessage('resourceFailed', { title })}
        </p>
      </Page>
    );
  return (
    <Page title={title}>
      <Spinner />
    </Page>
  );
}
