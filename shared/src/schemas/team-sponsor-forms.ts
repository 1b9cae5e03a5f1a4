import { z } from 'zod';
import { DEFAULT_POOL_LABEL, DEFAULT_SPONSOR_COLOR } from '../constants';
import { JOIN_YEAR_PROBLEM, JOIN_YEAR_RANGE, joinYearProblem } from '../validation/join-year';
import { accountRequestSchema, userSchema } from './accounts';
import { lineSchema, nameSchema, textSchema } from './common';
import {
  freeAgentSchema,
  matchSchema,
  playerSchema,
  seriesMatchSchema,
  SPONSOR_TYPES,
  sponsorSchema,
  teamSchema,
} from './entities';
import { NNBSP } from '../french-text';

/**
 * The text fields of the team and sponsor forms (multipart, beside the files `logo` and
 * `picture`). Multipart fields are text, so numbers and lists arrive as text and are read here, once.
 */
export const CONTENT_MESSAGES = {
  required: 'Champ requis',
  colour: 'Couleur invalide (#rrggbb)',
  joinYear: JOIN_YEAR_PROBLEM,
  url: 'Adresse web invalide (http:// ou https://)',
  email: 'Courriel invalide',
  teams: 'Liste d’équipes invalide',
} as const;

/** A #rrggbb colour, or a CSS colour name (the sponsor's default is 'brown'). */
const colourSchema = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{6}|[a-zA-Z]{3,20})$/, CONTENT_MESSAGES.colour)
  .describe(`Couleur${NNBSP}: #rrggbb, ou un nom de couleur CSS`);

/** The placeholder pool 'N/A' is sent as no pool. */
const poolSchema = lineSchema(100)
  .describe(`Poule${NNBSP}; vide ou «${NNBSP}${DEFAULT_POOL_LABEL}${NNBSP}» pour aucune`)
  .transform((pool) => (pool === DEFAULT_POOL_LABEL ? '' : pool));

/** A join year as form text: empty for none. */
const joinYearSchema = z
  .string()
  .trim()
  .refine((year) => joinYearProblem(year) === null, CONTENT_MESSAGES.joinYear)
  .describe(
    `Année d’arrivée dans la ligue (${JOIN_YEAR_RANGE.first} à ${JOIN_YEAR_RANGE.last})${NNBSP}; vide pour aucune`,
  )
  .transform((year) => (year === '' ? null : Number(year)));

/** The name of an uploaded file as the person chose it (spec: logo-filename, picture-filename); kept for the log. */
const fileNameSchema = z
  .string()
  .max(255)
  .describe('Nom du fichier tel que la personne l’a choisi (gardé pour le journal)')
  .optional();

/** An edit asking that the logo or the picture go, leaving none (`logo-remove=true`, `picture-remove=true`). */
const removalSchema = z
  .enum(['true', 'false'])
  .describe(`true${NNBSP}: retirer l’image sans la remplacer`)
  .transform((flag) => flag === 'true')
  .optional();
const imageRemovalFields = { 'logo-remove': removalSchema, 'picture-remove': removalSchema };

const teamFields = {
  name: nameSchema(100),
  division: nameSchema(100, CONTENT_MESSAGES.required),
  pool: poolSchema,
  color: colourSchema,
  join: joinYearSchema,
  'logo-filename': fileNameSchema,
  'picture-filename': fileNameSchema,
};

/**
 * A field the form must carry: missing reads 'Champ requis', like an empty one. The check is a step in
 * front of the field's own schema, so that what the field accepts (its input JSON Schema, in the API description)
 * stays that schema's: its type and lengths.
 */
const required = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.pipe(
    z.transform((value: unknown, ctx) => {
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', message: CONTENT_MESSAGES.required });
      return z.NEVER;
    }),
    schema,
  );

/** PUT /api/teams/add: a name and a division; no pool, black and no join year unless given. */
export const teamAddFormSchema = z.strictObject({
  ...teamFields,
  name: required(teamFields.name),
  division: required(teamFields.division),
  pool: teamFields.pool.default(''),
  color: teamFields.color.default('#000000'),
  join: teamFields.join.default(null),
});

/** POST /api/teams/edit/{id}: what changes; a field not sent stays as it is. */
export const teamEditFormSchema = z.strictObject({
  name: teamFields.name.optional(),
  division: teamFields.division.optional(),
  pool: teamFields.pool.optional(),
  color: teamFields.color.optional(),
  join: teamFields.join.optional(),
  'logo-filename': fileNameSchema,
  'picture-filename': fileNameSchema,
  ...imageRemovalFields,
});

/** DELETE /api/teams/remove/{id}?unplayedMatches=remove: the team's matches not yet played go with it. */
export const teamRemoveQuerySchema = z.object({ unplayedMatches: z.enum(['remove']).optional() });

/** The affiliate teams as form text: a JSON list of team names. */
const teamListSchema = z
  .string()
  .describe(`Les équipes affiliées${NNBSP}: liste JSON de noms, par exemple ["Les Lions"]`)
  .transform((text, ctx) => {
    try {
      const value: unknown = text.trim() === '' ? [] : JSON.parse(text);
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value as string[];
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: CONTENT_MESSAGES.teams });
    return z.NEVER;
  })
  .pipe(z.array(nameSchema(100)).max(100));

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), CONTENT_MESSAGES.url);
const optionalEmail = z
  .string()
  .trim()
  .max(320)
  .refine((email) => email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email), CONTENT_MESSAGES.email);

const sponsorFields = {
  name: nameSchema(100, CONTENT_MESSAGES.required),
  sponsorType: z.enum(SPONSOR_TYPES),
  description: textSchema(2000),
  telephone: textSchema(50),
  websiteUrl: optionalUrl,
  contactEmail: optionalEmail,
  affiliateTeams: teamListSchema,
  color: colourSchema,
  'logo-filename': fileNameSchema,
  'picture-filename': fileNameSchema,
};

/** PUT /api/sponsors/add. */
export const sponsorAddFormSchema = z.strictObject({
  ...sponsorFields,
  name: required(sponsorFields.name),
  sponsorType: sponsorFields.sponsorType.default(''),
  description: sponsorFields.description.default(''),
  telephone: sponsorFields.telephone.default(''),
  websiteUrl: sponsorFields.websiteUrl.default(''),
  contactEmail: sponsorFields.contactEmail.default(''),
  affiliateTeams: sponsorFields.affiliateTeams.default([]),
  color: sponsorFields.color.default(DEFAULT_SPONSOR_COLOR),
});

/** POST /api/sponsors/edit/{id}: what changes. */
export const sponsorEditFormSchema = z.strictObject({
  name: sponsorFields.name.optional(),
  sponsorType: sponsorFields.sponsorType.optional(),
  description: sponsorFields.description.optional(),
  telephone: sponsorFields.telephone.optional(),
  websiteUrl: sponsorFields.websiteUrl.optional(),
  contactEmail: sponsorFields.contactEmail.optional(),
  affiliateTeams: sponsorFields.affiliateTeams.optional(),
  color: sponsorFields.color.optional(),
  'logo-filename': fileNameSchema,
  'picture-filename': fileNameSchema,
  ...imageRemovalFields,
});

/** PUT /api/teams/add answers the new team (success, team). */
export const teamAddAnswerSchema = z.object({ success: z.literal(true), team: teamSchema });

/**
 * POST /api/teams/edit/{id} and DELETE /api/teams/remove/{id}: the lists the change touched, read
 * again; users and account requests only for an administrator (a captain may not read them).
 */
export const teamChangeAnswerSchema = z.object({
  success: z.literal(true),
  team: teamSchema.optional(),
  players: z.array(playerSchema),
  schedule: z.array(matchSchema),
  series: z.array(seriesMatchSchema),
  freeAgents: z.array(freeAgentSchema),
  users: z.array(userSchema).optional(),
  pendingUsers: z.array(accountRequestSchema).optional(),
});

export const sponsorAnswerSchema = z.object({ success: z.literal(true), sponsor: sponsorSchema });

export type TeamAddForm = z.infer<typeof teamAddFormSchema>;
export type TeamEditForm = z.infer<typeof teamEditFormSchema>;
export type SponsorAddForm = z.infer<typeof sponsorAddFormSchema>;
export type SponsorEditForm = z.infer<typeof sponsorEditFormSchema>;
export type TeamChangeAnswer = z.infer<typeof teamChangeAnswerSchema>;
