import { formatFrenchDate } from '../french-dates';
import { NNBSP } from '../french-text';

/** What the schedule generator says to people (docs/product.md#generator), for the server and the admin area. */

/** ISO weekdays as people name them: 1 = lundi … 7 = dimanche. */
export const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday - 1] ?? String(weekday);

/** « 1 créneau », « 6 créneaux », « aucun créneau ». */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

/** « du 4 mai au 27 août 2027 », or with both years when they differ: a period as people read it. */
export function periodLabel(from: string, to: string): string {
  const day = (date: string) => formatFrenchDate(`${date}T12:00:00Z`, 'dayMonth', 'UTC');
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `du ${day(from)}${sameYear ? '' : ` ${from.slice(0, 4)}`} au ${day(to)} ${to.slice(0, 4)}`;
}

/** How much one request may ask: a season's worth, and a bound on the work. */
export const GENERATOR_LIMITS = {
  days: 366,
  meetings: 10,
  slots: 100,
  skipDays: 366,
  pools: 50,
  teams: 100,
  wishes: 200,
  /** matches planned by one request: a big league's double round robin is a few hundred */
  matches: 2000,
} as const;

/** Why a request is refused, beside the field it is about. */
export const GENERATOR_MESSAGES = {
  weekday: 'Jour de la semaine de 1 (lundi) à 7 (dimanche)',
  time: 'Heure invalide (HH:MM)',
  meetings: `Nombre de rencontres par paire de 1 à ${GENERATOR_LIMITS.meetings}`,
  noSlot: 'Ajoutez au moins un créneau par semaine',
  tooManySlots: `${GENERATOR_LIMITS.slots} créneaux par semaine au plus`,
  toBeforeFrom: 'La fin de la période précède son début',
  tooLong: `La période dépasse ${GENERATOR_LIMITS.days} jours`,
  sameSlot: (weekday: number, time: string) =>
    `Ce créneau est déjà dans la liste (${weekdayName(weekday)}, ${time}, même terrain)`,
  teamTwice: (team: string) => `L’équipe ${team} est dans deux poules`,
  unknownField: (field: string) => `Terrain inconnu${NNBSP}: ${field}`,
  unknownTeam: (team: string) => `Équipe inconnue${NNBSP}: ${team}`,
  nothingToPublish: `Rien à publier${NNBSP}: aucun match n’a trouvé de créneau`,
  existing: (count: number, from: string, to: string) =>
    `La période ${periodLabel(from, to)} compte déjà ${counted(count, 'match', 'matchs')}${NNBSP}: dites s’il faut les remplacer ("replace") ou les garder et ajouter les nouveaux ("add")`,
  tooManyMatches: (count: number) =>
    `${count} matchs à générer${NNBSP}: ${GENERATOR_LIMITS.matches} au plus par demande (moins de rencontres ou des poules plus petites)`,
  existingChoice: 'Choisissez "replace" (remplacer les matchs déjà là) ou "add" (les garder et ajouter)',
  changedMeanwhile: `Le calendrier de la période a changé pendant la génération${NNBSP}: refaites l’aperçu`,
} as const;
