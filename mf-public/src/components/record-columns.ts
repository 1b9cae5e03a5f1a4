import type { RecordLine } from '@league/shared';

/**
 * A record's columns (a ranking's row, a team's record), short in the header and spelled out for assistive technology.
 * On a phone only the primary ones show beside rank and team; the secondary ones come on demand.
 */
export const RANKING_COLUMNS = [
  { key: 'games', short: 'PJ', long: 'Parties jouées', primary: false },
  { key: 'win', short: 'V', long: 'Victoires', primary: true },
  { key: 'lost', short: 'D', long: 'Défaites', primary: true },
  { key: 'nul', short: 'N', long: 'Nuls', primary: false },
  { key: 'points', short: 'PTS', long: 'Points au classement', primary: true },
  { key: 'pf', short: 'PP', long: 'Points pour', primary: false },
  { key: 'pa', short: 'PC', long: 'Points contre', primary: false },
  { key: 'diff', short: 'DIFF', long: 'Différentiel', primary: false },
] as const satisfies readonly { key: keyof RecordLine; short: string; long: string; primary: boolean }[];
