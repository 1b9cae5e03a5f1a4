import { TeamChip } from '@league/shared';
import type { SeriesMatch } from '@league/shared/schemas';
import { MatchScore } from '../components/match-row';
import { TeamLink } from '../components/team-link';
import type { SeriesSide } from './series-sides';
import styles from './series.module.css';

interface SideNameProps {
  side: SeriesSide;
  colors: ReadonlyMap<string, string>;
  /** the chip opens the team page, unless the side sits inside another link (a match card) */
  linked?: boolean;
}

/** A side as people see it: the team on its colour, or its seed while it is not known. */
export function SideName({ side, colors, linked = false }: SideNameProps) {
  if (side.team && linked) return <TeamLink name={side.team} color={colors.get(side.team)} />;
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
