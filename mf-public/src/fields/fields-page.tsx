import {
  ApiError,
  call,
  messages,
  Page,
  seasonQuery,
  Spinner,
  uiConfigStore,
  useLeagueRead,
  useObservable,
  type ReadState,
} from '@league/shared';
import { isWebUrl } from '@league/shared/sponsors';
import type { Field } from '@league/shared/schemas';
import { fields as fieldsCall, mapsKey } from '@league/shared/contract';
import { FIELD_TYPE_LABELS, mapsSearchUrl } from './field-links';
import styles from './fields.module.css';

export const fieldLabels = {
  title: 'Terrains',
  loadFailed: 'Impossible de charger la liste des terrains.',
  empty: 'Aucun terrain pour cette saison.',
  type: 'Type',
  address: 'Adresse',
  map: (name: string) => `Voir ${name} sur Google Maps`,
  newWindow: '(nouvelle fenêtre)',
} as const;

/** /fields: the season's fields (archived seasons keep their own), with a way to find each one. */
export function FieldsPage() {
  const fields = useLeagueRead(
    'fields',
    (season) => call(fieldsCall, { query: seasonQuery(season) }),
    fieldLabels.loadFailed,
  );
  const mapsKey = useLeagueRead('mapsKey', loadMapsKey, messages.mapsKeyFailed);
  const { externalFieldLink } = useObservable(uiConfigStore);

  return (
    <Page title={fieldLabels.title}>
      {externalFieldLink && isWebUrl(externalFieldLink.url) && (
        <p>
          <ExternalLink href={externalFieldLink.url}>{externalFieldLink.name}</ExternalLink>
        </p>
      )}
      {(mapsKey.status === 'error' || (mapsKey.status === 'done' && !mapsKey.data)) && (
        <p className={styles.note}>{messages.mapsKeyFailed}</p>
      )}
      <FieldList fields={fields} withMaps={mapsKey.status === 'done' && Boolean(mapsKey.data)} />
    </Page>
  );
}

/**
 * The maps key, '' when the server has none (404): an answer, not a failure, so that the server renders the page
 * (the server renders the page). An empty key is as useless as none: both say the maps service cannot be used.
 */
async function loadMapsKey(): Promise<string> {
  try {
    return (await call(mapsKey)).key;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return '';
    throw error;
  }
}

function FieldList({ fields, withMaps }: { fields: ReadState<{ fields: Field[] }>; withMaps: boolean }) {
  if (fields.status === 'loading') return <Spinner />;
  if (fields.status === 'error') return <p role="alert">{fields.message}</p>;
  if (fields.data.fields.length === 0) return <p>{fieldLabels.empty}</p>;
  return (
    <ul className={styles.list}>
      {fields.data.fields.map((field) => (
        <li key={field._id} className="league-card">
          <h2 className={styles.name}>{field.name}</h2>
          <dl className={styles.facts}>
            <dt>{fieldLabels.type}</dt>
            <dd>{FIELD_TYPE_LABELS[field.type] ?? field.type}</dd>
            {field.address && (
              <>
                <dt>{fieldLabels.address}</dt>
                <dd>{field.address}</dd>
              </>
            )}
          </dl>
          {withMaps && field.address && (
            <ExternalLink href={mapsSearchUrl(field.address)}>{fieldLabels.map(field.name)}</ExternalLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className={styles.hint}>{fieldLabels.newWindow}</span>
    </a>
  );
}
