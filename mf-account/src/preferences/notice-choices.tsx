import { NOTICE_KIND_LABELS } from '@league/shared';
import type { NoticeChoice } from '@league/shared/schemas';
import { CheckboxField } from '../components';
import type { NoticeChoiceRow } from './notice-choices-calls';
import styles from './notice-choices.module.css';
import type { useNoticeChoices } from './use-notice-choices';

export const noticeChoicesLabels = {
  title: 'Avis par courriel',
  intro: 'Ce que vous recevez par courriel pour chaque équipe que vous suivez.',
  loading: 'Chargement de vos avis…',
  failed: 'Vos avis par courriel n’ont pas pu être chargés.',
  none: 'Ajoutez une équipe à vos favoris pour choisir ses avis par courriel.',
  wholeLeague: 'Toute la ligue',
} as const;

/** The choices of one team (or of the whole league), in the order the server gave them. */
function byTeam(rows: readonly NoticeChoiceRow[]) {
  const groups = new Map<string, { team: string; rows: NoticeChoiceRow[] }>();
  for (const row of rows) {
    const group = groups.get(row.teamId) ?? { team: row.team || noticeChoicesLabels.wholeLeague, rows: [] };
    group.rows.push(row);
    groups.set(row.teamId, group);
  }
  return [...groups.entries()];
}

/** « Avis par courriel » in « Gestion du Compte »: a group of boxes per followed team (docs/product.md#notices). */
export function NoticeChoices({
  choices,
  onTick,
}: {
  choices: ReturnType<typeof useNoticeChoices>;
  onTick(choice: Pick<NoticeChoice, 'kind' | 'teamId'>, wanted: boolean): void;
}) {
  if (choices.status === 'off') return null;
  return (
    <fieldset className={styles.notices} aria-busy={choices.status === 'loading'}>
      <legend className={styles.title}>{noticeChoicesLabels.title}</legend>
      {choices.status === 'loading' && <p className={styles.note}>{noticeChoicesLabels.loading}</p>}
      {choices.status === 'failed' && <p className={styles.note}>{noticeChoicesLabels.failed}</p>}
      {choices.status === 'ready' && choices.rows.length === 0 && (
        <p className={styles.note}>{noticeChoicesLabels.none}</p>
      )}
      {choices.status === 'ready' && choices.rows.length > 0 && (
        <>
          <p className={styles.note}>{noticeChoicesLabels.intro}</p>
          {byTeam(choices.rows).map(([teamId, group]) => (
            <fieldset key={teamId} className={styles.team}>
              <legend className={styles.teamName}>{group.team}</legend>
              {group.rows.map((row) => (
                <CheckboxField
                  key={row.kind}
                  label={NOTICE_KIND_LABELS[row.kind]}
                  checked={row.wanted}
                  onChange={(event) => onTick(row, event.target.checked)}
                />
              ))}
            </fieldset>
          ))}
        </>
      )}
    </fieldset>
  );
}
