/**
 * The words of the schemas that the browser shows as they are (a field's type, what is said of an archive's name
 * and dates). No zod here: a remote imports them from `@league/shared` and carries no schema (docs/architecture.md).
 */
import { NNBSP } from '../french-text';

export const FIELD_TYPES = ['outdoor', 'indoor'] as const;
/** French names of the field types (indoor or outdoor). */
export const FIELD_TYPE_LABELS = { outdoor: 'Extérieur', indoor: 'Intérieur' } as const satisfies Record<
  (typeof FIELD_TYPES)[number],
  string
>;

/** What is said of an archive's name and dates, by the server and beside the admin's fields alike. */
export const archiveMessages = {
  emptyName: "Le nom de l'archive ne peut être vide",
  reservedName: 'Ce nom est réservé à la saison courante',
  noStartDate: 'Choisissez la date de début',
  noStopDate: 'Choisissez la date de fin',
  stopBeforeStart: 'La date de fin précède la date de début',
  teamsStillPlaying: `Des matchs de la saison courante restent hors de ces dates${NNBSP}: les équipes ne peuvent pas être retirées`,
} as const;
