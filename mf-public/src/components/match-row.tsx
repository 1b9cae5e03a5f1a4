import { formatFrenchDate, HydrateInTurn } from '@league/shared';
import type { Match, Team } from '@league/shared/schemas';
import styles from './match-row.module.css';
import { MatchResultActions } from './result-actions';
import { TeamLink } from './team-link';
import { WhenAndWhere } from './when-and-where';

export const MATCH_LABELS = {
  cancelled: 'Annulé',
  awaitingApproval: 'En attente d’approbation',
  versus: 'contre',
  home: 'Receveur',
  away: 'Visiteur',
} as const;

export interface MatchRowProps {
  match: Match;
  /** team name → colour, for the chips */
  colors: ReadonlyMap<string, string>;
  timeZone: string;
  /** show the day as well as the time (off inside a list already grouped by day) */
  withDay?: boolean;
}

/**
 * Matches as a list of rows (Home's sections, a team's page). Each row is a place where hydration may pause: a season's
 * results hydrate in slices, not in one long task.
 */
export function MatchList({
  matches,
  className,
  ...row
}: { matches: readonly Match[]; className?: string } & Omit<MatchRowProps, 'match'>) {
  return (
    <ul className={className}>
      {matches.map((match) => (
        <HydrateInTurn as="li" key={match._id}>
          <MatchRow match={match} {...row} />
        </HydrateInTurn>
      ))}
    </ul>
  );
}

/** One match as every public list shows it: when, where, who, and the score or its state. */
export function MatchRow({ match, colors, timeZone, withDay = false }: MatchRowProps) {
  const time = formatFrenchDate(match.date, 'time', timeZone);
  return (
    <article className={styles.match} aria-label={`${match.awayTeam} ${MATCH_LABELS.versus} ${match.homeTeam}`}>
      <p className={styles.when}>
        <WhenAndWhere
          date={match.date}
          when={withDay ? `${formatFrenchDate(match.date, 'shortDay', timeZone)}, ${time}` : time}
          field={match.field}
        />
      </p>
      <p className={styles.teams}>
        <TeamLink name={match.awayTeam} color={colors.get(match.awayTeam)} />
        <MatchScore match={match} />
        <TeamLink name={match.homeTeam} color={colors.get(match.homeTeam)} />
      </p>
      <MatchResultActions match={match} />
    </article>
  );
}

/** The approved score (away – home), the cancelled marker, or the score or cancellation awaiting approval. */
export function MatchScore({
  match,
}: {
  match: Pick<Match, 'status' | 'result' | 'pendingApproval' | 'pendingCancellation'>;
}) {
  if (match.status === 'cancelled') return <span className={styles.cancelled}>{MATCH_LABELS.cancelled}</span>;
  if (match.pendingCancellation)
    return (
      <span className={styles.pending}>
        {MATCH_LABELS.cancelled}
        <small>{MATCH_LABELS.awaitingApproval}</small>
      </span>
    );
  if (match.result) return <span className={styles.score}>{`${match.result.away} – ${match.result.home}`}</span>;
  if (match.pendingApproval)
    return (
      <span className={styles.pending}>
        {`${match.pendingApproval.away} – ${match.pendingApproval.home}`}
        <small>{MATCH_LABELS.awaitingApproval}</small>
      </span>
    );
  return <span className={styles.versus}>{MATCH_LABELS.versus}</span>;
}

/** team name → colour, from the league's team list */
export function teamColors(teams: readonly Pick<Team, 'name' | 'color'>[]): Map<string, string> {
  return new Map(teams.map((team) => [team.name, team.color]));
}
