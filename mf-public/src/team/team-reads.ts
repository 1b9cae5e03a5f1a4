import { call, seasonQuery, useLeagueRead } from '@league/shared';
import { players, teamStats } from '@league/shared/contract';

export const teamReadLabels = {
  playersFailed: 'Impossible de charger la liste des joueurs.',
  statsFailed: 'Impossible de charger les statistiques de l’équipe.',
} as const;

/** Every player of the season view (one read shared by all team pages), as the server lists them. */
export function usePlayers() {
  return useLeagueRead(
    'players',
    (season) => call(players, { query: seasonQuery(season) }),
    teamReadLabels.playersFailed,
  );
}

/** One team's record in the season view. */
export function useTeamStats(team: string) {
  return useLeagueRead(
    `stats/${team}`,
    (season) => call(teamStats, { params: { team }, query: seasonQuery(season) }),
    teamReadLabels.statsFailed,
  );
}
