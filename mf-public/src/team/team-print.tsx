import {
  calendarDayOf,
  formatFrenchDate,
  isArchiveView,
  Page,
  pageNow,
  paths,
  seasonViewStore,
  Spinner,
  uiConfigStore,
  useObservable,
  useScheduleRead,
} from '@league/shared';
import { groupLabel } from '@league/shared/rankings';
import type { Match, Team } from '@league/shared/schemas';
import { Link } from '@league/shared/router';
import { useId } from 'react';
import { MATCH_LABELS } from '../components/match-row';
import styles from './team-print.module.css';

export const teamPrintLabels = {
  open: 'Imprimer le calendrier de l’équipe',
  print: 'Imprimer',
  back: 'Retour à la page de l’équipe',
  title: (season: string) => `Calendrier de la saison ${season}`,
  date: 'Date',
  time: 'Heure',
  opponent: 'Adversaire',
  field: 'Terrain',
  side: 'R/V',
  sideLong: 'Receveur ou visiteur',
  result: 'Résultat',
  home: MATCH_LABELS.home,
  away: MATCH_LABELS.away,
  win: 'Victoire',
  loss: 'Défaite',
  tie: 'Nul',
  cancelled: MATCH_LABELS.cancelled,
  none: 'Aucun match au calendrier de l’équipe.',
} as const;

/** The team page's address parameter that shows its printable schedule: `/teams/<name>?vue=impression`. */
export const PRINT_VIEW = { key: 'vue', value: 'impression' } as const;

export function isPrintView(params: URLSearchParams): boolean {
  return params.get(PRINT_VIEW.key) === PRINT_VIEW.value;
}

/** « Imprimer le calendrier de l’équipe », on the team page: opens the printable schedule. */
export function PrintScheduleLink({ team }: { team: string }) {
  return (
    <Link to={{ pathname: paths.team(team), search: `?${PRINT_VIEW.key}=${PRINT_VIEW.value}` }} className={styles.open}>
      {teamPrintLabels.open}
    </Link>
  );
}

/** The season's name on paper: an archive's, or the year of the team's first match (of today before it has one). */
function seasonLabel(season: string, matches: readonly Match[], timeZone: string): string {
  if (isArchiveView(season)) return season;
  return calendarDayOf(matches[0]?.date ?? pageNow(), timeZone).slice(0, 4);
}

/** The result from the team's side: « Victoire 7 – 5 », « Défaite 3 – 8 », « Nul 4 – 4 », « Annulé »; nothing to play yet. */
export function resultFor(team: string, match: Match): string {
  if (match.status === 'cancelled') return teamPrintLabels.cancelled;
  if (!match.result) return '';
  const { home, away } = match.result;
  const [own, other] = match.homeTeam === team ? [home, away] : [away, home];
  const word = own > other ? teamPrintLabels.win : own < other ? teamPrintLabels.loss : teamPrintLabels.tie;
  return `${word} ${own} – ${other}`;
}

const byDate = (a: Match, b: Match) => Date.parse(a.date) - Date.parse(b.date);

/**
 * `/teams/<name>?vue=impression`: the team's season on one printed page (docs/product.md#exports), each match with
 * its date, time, opponent, field, whether the team receives, and its result. On paper, only the sheet: the site's
 * bars and this view's buttons are not printed.
 */
export function TeamPrintSchedule({ team }: { team: Team }) {
  const read = useScheduleRead({ team: team.name });
  const { timeZone, leagueName } = useObservable(uiConfigStore);
  const season = useObservable(seasonViewStore);
  const titleId = useId();
  const matches = read.status === 'done' ? [...read.data.schedule].sort(byDate) : [];
  return (
    <Page title={team.name}>
      <div className={styles.sheet}>
        <p className={styles.league}>{`${leagueName} · ${groupLabel(team.division, team.pool)}`}</p>
        <h2 id={titleId} className={styles.title}>
          {teamPrintLabels.title(seasonLabel(season, matches, timeZone))}
        </h2>
        <div className={styles.actions}>
          <button type="button" className={styles.print} onClick={() => window.print()}>
            {teamPrintLabels.print}
          </button>
          <Link to={paths.team(team.name)} className={styles.back}>
            {teamPrintLabels.back}
          </Link>
        </div>
        {read.status === 'error' ? (
          <p role="alert">{read.message}</p>
        ) : read.status !== 'done' ? (
          <Spinner />
        ) : matches.length === 0 ? (
          <p>{teamPrintLabels.none}</p>
        ) : (
          <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby={titleId}>
            <table className={styles.table} aria-labelledby={titleId}>
              <thead>
                <tr>
                  <th scope="col">{teamPrintLabels.date}</th>
                  <th scope="col">{teamPrintLabels.time}</th>
                  <th scope="col">{teamPrintLabels.opponent}</th>
                  <th scope="col">{teamPrintLabels.field}</th>
                  <th scope="col">
                    <abbr title={teamPrintLabels.sideLong}>{teamPrintLabels.side}</abbr>
                  </th>
                  <th scope="col">{teamPrintLabels.result}</th>
                </tr>
              </thead>
              <tbody>
                {matches.map((match) => {
                  const home = match.homeTeam === team.name;
                  return (
                    <tr key={match._id} className={match.status === 'cancelled' ? styles.cancelled : undefined}>
                      <td>{formatFrenchDate(match.date, 'shortDay', timeZone)}</td>
                      <td>{formatFrenchDate(match.date, 'time', timeZone)}</td>
                      <th scope="row">{home ? match.awayTeam : match.homeTeam}</th>
                      <td>{match.field}</td>
                      <td>{home ? teamPrintLabels.home : teamPrintLabels.away}</td>
                      <td>{resultFor(team.name, match)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Page>
  );
}
