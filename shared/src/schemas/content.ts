import { z } from 'zod';
import { SETTING_SCHEMAS } from './settings';
import { atLeastOneField, emailSchema, MAX_USER_TEAMS, strictObject } from './accounts';
import { nameSchema, textSchema } from './common';
import type { Settings } from '../settings';

/** Bodies of the administrators' calls on the league's content: fields, players, free agents, pages, settings. */

import { FIELD_TYPES } from './words';
export { FIELD_TYPES, FIELD_TYPE_LABELS } from './words';

/** POST /api/fields/add. */
export const fieldAddBodySchema = strictObject({
  name: nameSchema(100, 'Le nom du terrain est requis'),
  type: z.enum(FIELD_TYPES, 'Type de terrain invalide (intérieur ou extérieur)').default('outdoor'),
  address: textSchema(300, 'Adresse trop longue (300 caractères au plus)').default(''),
});
export type FieldAddBody = z.infer<typeof fieldAddBodySchema>;
export type FieldAddInput = z.input<typeof fieldAddBodySchema>;

/** POST /api/players/add: a player on a team's roster; `knownteams` are other teams of the league they played for. */
export const playerAddBodySchema = strictObject({
  name: nameSchema(100, 'Le nom du joueur est requis'),
  team: nameSchema(100, "L'équipe est requise"),
  knownteams: z.array(nameSchema(100)).max(MAX_USER_TEAMS).default([]),
});
export type PlayerAddBody = z.infer<typeof playerAddBodySchema>;
export type PlayerAddInput = z.input<typeof playerAddBodySchema>;

/** PUT /api/freeagents/add: an administrator lists a free agent (the e-mail stays with the administrators). */
export const freeAgentAddBodySchema = strictObject({
  name: nameSchema(100, 'Le nom est requis'),
  email: emailSchema,
});
export type FreeAgentAddBody = z.infer<typeof freeAgentAddBodySchema>;

/** The HTML of an information page, before the server sanitises it. */
const MAX_PAGE_HTML = 200_000;
const pageHtmlSchema = z.string().max(MAX_PAGE_HTML, 'Document trop long');

/** PUT /api/resources/general/{name}: create a page (sends its title and data). */
export const resourceCreateBodySchema = strictObject({
  title: nameSchema(200, 'Le titre est requis'),
  data: pageHtmlSchema.default(''),
});
export type ResourceCreateBody = z.infer<typeof resourceCreateBodySchema>;

/** POST /api/resources/general/{name}: edit (sends resource, newName and data); `newName` renames. */
export const resourceEditBodySchema = atLeastOneField(
  strictObject({
    resource: nameSchema(200).optional(),
    newName: nameSchema(200, 'Le titre est requis').optional(),
    data: pageHtmlSchema.optional(),
  }),
);
export type ResourceEditBody = z.infer<typeof resourceEditBodySchema>;

/** The answer of a page's create, edit or remove: `error` is empty on success; `name` is the page's key. */
export const resourceWriteResponseSchema = z.object({
  success: z.literal(true),
  error: z.literal(''),
  name: z.string(),
});
export type ResourceWriteResponse = z.infer<typeof resourceWriteResponseSchema>;

/** PUT /api/settings: any subset of the settings, each checked by its registry schema. */
export const settingsUpdateBodySchema = atLeastOneField(
  strictObject(
    Object.fromEntries(Object.entries(SETTING_SCHEMAS).map(([key, schema]) => [key, schema.optional()])) as {
      [Key in keyof typeof SETTING_SCHEMAS]: z.ZodOptional<(typeof SETTING_SCHEMAS)[Key]>;
    },
  ),
);
export type SettingsUpdateBody = Partial<Settings>;

/** GET /api/settings: every setting, with its default when none was set. */
export const settingsResponseSchema = z.object(SETTING_SCHEMAS);
