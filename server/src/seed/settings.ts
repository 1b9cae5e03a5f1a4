/** The application configuration rows of the demo league (settings table, JSON values). */
import { DEFAULT_TIME_ZONE, type Settings } from '@league/shared';

/** Only what differs from, or shows off, the registry's defaults (@league/shared settings). */
export const DEMO_SETTINGS: Partial<Settings> = {
  leagueName: 'Ligue de balle',
  pointRules: { win: 2, tie: 1, loss: 0 },
  playoffPlaces: 2,
  maxReservationRequests: 1,
  showJoinTeam: true,
  showSignUp: true,
  showJoinYear: true,
  timeZone: DEFAULT_TIME_ZONE,
  socialLinks: [
    { name: 'Facebook', url: 'https://www.facebook.com/liguedeballe.exemple' },
    { name: 'Instagram', url: 'https://www.instagram.com/liguedeballe.exemple' },
  ],
  externalFieldLink: {
    url: 'https://montreal.ca/lieux?q=terrain%20de%20balle',
    name: 'Terrains de la Ville de Montréal',
  },
};

export function settingsRows(): { key: string; value: string }[] {
  return Object.entries(DEMO_SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) }));
}
