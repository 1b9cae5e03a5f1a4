import { z } from 'zod';
import { idSchema } from './common';
import { NOTICE_KINDS, WHOLE_LEAGUE } from './notice-words';

/**
 * The notices a member chooses (« Gestion du Compte »): one choice per kind and team they follow, the team by id
 * ('' for the whole league: an administrator's decisions). The server answers every choice the member can make,
 * with the team's name; the browser sends back the choices it changed.
 */
const teamIdSchema = z.union([z.literal(WHOLE_LEAGUE), idSchema]);

export const noticeChoiceSchema = z.object({
  kind: z.enum(NOTICE_KINDS, 'Avis inconnu'),
  teamId: teamIdSchema,
  wanted: z.boolean(),
});

export const noticeChoicesResponseSchema = z.object({
  success: z.literal(true),
  choices: z.array(noticeChoiceSchema.extend({ team: z.string() })),
});

/** At most three kinds for each of the teams an account may list, and the league's decisions. */
export const MAX_NOTICE_CHOICES = 200;

export const noticeChoicesBodySchema = z.object({
  choices: z.array(noticeChoiceSchema).max(MAX_NOTICE_CHOICES, `Au plus ${MAX_NOTICE_CHOICES} choix`),
});

/** The signed token of a mail's unsubscribe link (notice-choices/unsubscribe-token.ts). */
export const unsubscribeParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(400)
    .regex(/^[\w.-]+$/, 'Lien de désabonnement invalide'),
});

export type NoticeChoice = z.infer<typeof noticeChoiceSchema>;
export type NoticeChoicesBody = z.infer<typeof noticeChoicesBodySchema>;
export type NoticeChoicesResponse = z.infer<typeof noticeChoicesResponseSchema>;
