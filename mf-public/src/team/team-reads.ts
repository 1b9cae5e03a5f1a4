import { api, seasonQuery, useLeagueRead, type TeamStats } from '@league/shared';
import type { Player } from '@league/shared/schemas';

export const teamReadLabels = {
  playersFailed: 'Impossible de charger la liste des joueurs.',
  statsFailed: 'Impossible de charger les statistiques de l’équipe.',
} as const;

/** Every player of the season view (one read shared by all team pages), as GET /api/players sends them. */
export function usePlayers() {
  return useLeagueRead(
    'players',
    (season) => api.get<{ players: Player[] }>('/api/players', { query: seasonQuery(season) }),
    teamReadLabels.playersFailed,
  );
}

/** GET /api/stats/{team}, sent with the season query. */
export function useTeamStats(team: string) {
  return useLeagueRead(
    `stats/${team}`,
    (season) => api.get<TeamStats>(`/api/stats/${encodeURIComponent(team)}`, { query: seasonQuery(season) }),
    teamReadLabels.statsFailed,
  );
}
