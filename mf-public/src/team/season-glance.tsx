import { HydrateInTurn, type TeamStats } from '@league/shared';
import { LastFive } from './last-five';
import { PositionChart } from './position-chart';
import { useTeamStats } from './team-reads';
import styles from './season-glance.module.css';

export const glanceLabels = { title: 'La saison en un coup d’œil' } as const;

const hasSeason = (stats: TeamStats) => stats.positions.length > 0 || stats.lastFive.length > 0;

/**
 * « La saison en un coup d’œil »: the team's rank week by week and its last five results, from the statistics read
 * the page already makes (one request). Nothing while it loads or fails (the statistics section says so), nor
 * before the team has an approved result.
 */
export function SeasonGlance({ team }: { team: string }) {
  const read = useTeamStats(team);
  if (read.status !== 'done' || !hasSeason(read.data)) return null;
  return (
    <HydrateInTurn as="section" aria-labelledby="team-glance" className={styles.glance}>
      <h2 id="team-glance">{glanceLabels.title}</h2>
      <div className={styles.parts}>
        <PositionChart positions={read.data.positions} />
        <LastFive letters={read.data.lastFive} />
      </div>
    </HydrateInTurn>
  );
}
