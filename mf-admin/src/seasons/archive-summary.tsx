import type { ArchivePreview } from '@league/shared/schemas';
import { frenchDay, type ArchiveRequest } from './archive-form';
import styles from './seasons.module.css';

/** '1 match', '0 match', '3 matchs': French puts 0 and 1 in the singular. */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

function datedRows(rows: ArchivePreview['moving']): string[] {
  return [
    countOf(rows.matches, 'match', 'matchs'),
    countOf(rows.seriesMatches, 'match de série', 'matchs de série'),
    countOf(rows.timeslots, 'plage horaire', 'plages horaires'),
  ];
}

/** What archiving would leave half done, said before it is too late (the administrator may still go on). */
export function archiveWarnings({ awaitingApproval, openReservations }: ArchivePreview): string[] {
  return [
    ...(awaitingApproval === 1
      ? [
          "1 résultat attend encore une approbation\u202f: archivé ainsi, il restera «\u202fEn attente d'approbation\u202f» pour de bon. Approuvez-le ou refusez-le d'abord dans «\u202fÀ approuver\u202f».",
        ]
      : awaitingApproval > 1
        ? [
            `${awaitingApproval} résultats attendent encore une approbation\u202f: archivés ainsi, ils resteront «\u202fEn attente d'approbation\u202f» pour de bon. Approuvez-les ou refusez-les d'abord dans «\u202fÀ approuver\u202f».`,
          ]
        : []),
    ...(openReservations === 1
      ? [
          '1 réservation de plage horaire est encore ouverte (en attente ou confirmée)\u202f: archivée ainsi, elle ne pourra plus aboutir.',
        ]
      : openReservations > 1
        ? [
            `${openReservations} réservations de plages horaires sont encore ouvertes (en attente ou confirmées)\u202f: archivées ainsi, elles ne pourront plus aboutir.`,
          ]
        : []),
  ];
}

/** The confirmation's body: the days and the archive's name, what moves and what stays, then the warnings. */
export function ArchiveSummary({ form, preview }: { form: ArchiveRequest; preview: ArchivePreview | null }) {
  const intro = (
    <p>
      Du {frenchDay(form.startDate)} au {frenchDay(form.stopDate)}, vers l&apos;archive «{'\u202f'}
      {form.name.trim()}
      {'\u202f'}». Une archive ne se modifie plus.
    </p>
  );
  if (!preview) {
    return (
      <>
        {intro}
        <p className={styles.warning}>
          Le bilan de ce qui passera dans l&apos;archive n&apos;a pas pu être calculé. Vous pouvez archiver quand même.
        </p>
      </>
    );
  }
  const { copied, staying } = preview;
  const nothingStays = staying.matches + staying.seriesMatches + staying.timeslots === 0;
  const warnings = archiveWarnings(preview);
  return (
    <>
      {intro}
      <div className={styles.summary}>
        <section aria-labelledby="archive-moving">
          <h3 id="archive-moving">Passent dans l&apos;archive</h3>
          <ul>
            {datedRows(preview.moving).map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>
              une copie de {countOf(copied.teams, 'équipe', 'équipes')}, {countOf(copied.players, 'joueur', 'joueurs')}{' '}
              et {countOf(copied.fields, 'terrain', 'terrains')}
            </li>
          </ul>
        </section>
        <section aria-labelledby="archive-staying">
          <h3 id="archive-staying">Restent dans la saison courante</h3>
          <ul>
            {nothingStays ? (
              <li>aucun match, aucune série ni plage horaire</li>
            ) : (
              datedRows(staying).map((line) => <li key={line}>{line}</li>)
            )}
            <li>
              {form.keepTeams
                ? 'les équipes, leurs joueurs et les terrains'
                : 'les terrains seulement\u202f: la nouvelle saison commence sans équipes ni joueurs'}
            </li>
          </ul>
        </section>
      </div>
      {warnings.map((warning) => (
        <p key={warning} className={styles.warning}>
          <strong>Attention{'\u202f'}:</strong> {warning}
        </p>
      ))}
    </>
  );
}
