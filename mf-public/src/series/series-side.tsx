import { TeamChip } from '@league/shared';
import type { SeriesMatch } from '@league/shared/schemas';
import { MatchScore } from '../components/match-row';
import type { SeriesSide } from './series-sides';
import styles from './series.module.css';

/** A side as people see it: the team on its colour, or its seed ('1er A|Est') while it is not known. */
export function SideName({ side, colors }: { side: SeriesSide; colors: ReadonlyMap<string, string> }) {
  return side.team ? (
    <TeamChip name={side.team} color={colors.get(side.team)} />
  ) : (
    <span className={styles.seed}>{side.seed}</span>
  );
}

/** The score (away – home) as for a season match: approved, awaiting approval, or still to play. */
export function SeriesScore({ match }: { match: SeriesMatch }) {
  return <MatchScore match={{ status: 'scheduled', result: match.result, pendingApproval: match.pendingApproval }} />;
}
