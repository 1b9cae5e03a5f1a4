import { z } from 'zod';
import { NNBSP } from '../french-text';

/**
 * A new league's checklist (GET /api/setup/checklist): the steps its administrators take before the season starts,
 * each named with where it is done, so that Home and the admin area show the same words and links.
 */

/**
 * The steps, in the order an administrator takes them. `tab` is the admin tab that does it (mf-admin/src/tabs.ts;
 * its tests check that each one exists), null for a step no page of the site does.
 */
export const SETUP_STEPS = [
  { key: 'leagueName', label: 'Le nom de la ligue', tab: 'parametres' },
  {
    key: 'logo',
    label: 'Le logo de la ligue',
    tab: 'parametres',
    hint: `Une image PNG, JPG ou SVG${NNBSP}: le site en tire le logo de la barre du haut et celui des téléphones`,
  },
  { key: 'homeTexts', label: 'Les textes de la page d’accueil', tab: 'documents' },
  { key: 'fields', label: 'Les terrains', tab: 'terrains' },
  { key: 'teams', label: 'Les équipes (deux au moins)', tab: 'equipes' },
  { key: 'schedule', label: 'Le calendrier de la saison', tab: 'calendrier' },
] as const satisfies readonly { key: string; label: string; tab: string | null; hint?: string }[];

export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];
const stepKeys = SETUP_STEPS.map((step) => step.key) as [SetupStepKey, ...SetupStepKey[]];

/** One step as the server answers it: what people read, where it is done (an admin page), whether it is done. */
export const setupStepSchema = z.object({
  key: z.enum(stepKeys),
  label: z.string().min(1),
  /** the admin tab that does it, or null when no page of the site does */
  href: z
    .string()
    .regex(/^\/admin\/[a-z-]+$/)
    .nullable(),
  hint: z.string().nullable(),
  done: z.boolean(),
});

export const setupChecklistSchema = z.object({ items: z.array(setupStepSchema) });

export type SetupStep = z.infer<typeof setupStepSchema>;
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
