import { z } from 'zod';
import { messages } from '../messages';
import { ROLES } from '../session';
import {
  emailMessages,
  emailProblem,
  passwordMessages,
  passwordProblem,
  PASSWORD_MAX_LENGTH,
  SIGN_UP_LIMITS,
} from '../validation';
import { idSchema, nameSchema, textSchema } from './common';
import { NNBSP } from '../french-text';

/** Bodies and answers of the Users and Account calls, checked by the same rules as the browser's forms. */

export const SIGN_UP_ROLES = ['basic', 'captain'] as const;
export const GENDERS = ['H', 'F'] as const;
/** Teams named by a sign-up, or set on a user by an administrator. */
export const MAX_USER_TEAMS = 20;
/** Favourite or captained teams an account's preferences may list. */
export const MAX_PREFERENCE_TEAMS = 50;
// zod-free in ../validation, where the sign-up dialog takes them; said here too for the schemas' callers
export { SIGN_UP_LIMITS };

const accountMessages = {
  invalidToken: 'Lien de connexion invalide',
  tooManyTeams: (max: number) => `Au plus ${max} équipes`,
  infoTooLong: `Le message doit contenir au plus ${SIGN_UP_LIMITS.info} caractères`,
  invalidRole: 'Rôle invalide',
  invalidGender: 'Genre invalide',
} as const;

/** A strict object whose own refusals (not an object, unknown keys) are in French. */
export function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Champ inconnu${NNBSP}: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type'
          ? 'Objet attendu'
          : undefined,
  });
}

/** Refuses an edit that names no field; checked only once the body is otherwise valid, so it adds no noise. */
export function atLeastOneField<Schema extends z.ZodObject>(schema: Schema): Schema {
  return schema.refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Aucune modification à enregistrer',
    when: (payload) => payload.issues.length === 0,
  });
}

export const emailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? messages.emailMissing : emailMessages.invalid) })
  .trim()
  .toLowerCase()
  .superRefine((value, ctx) => {
    const problem = emailProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const passwordSchema = z.string({ error: messages.passwordMissing }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const teamNamesSchema = (max: number) => z.array(nameSchema(100)).max(max, accountMessages.tooManyTeams(max));

/** POST /api/users/register: the sign-up payload. */
export const registerBodySchema = strictObject({
  username: emailSchema,
  password: passwordSchema,
  name: nameSchema(SIGN_UP_LIMITS.name),
  role: z.enum(SIGN_UP_ROLES, accountMessages.invalidRole).default('basic'),
  teams: teamNamesSchema(MAX_USER_TEAMS).default([]),
  info: textSchema(SIGN_UP_LIMITS.info, accountMessages.infoTooLong).default(''),
});

/** POST /api/myaccount/login. Any stored password is accepted here: the length rule is for new ones. */
export const loginBodySchema = strictObject({
  username: emailSchema,
  password: z
    .string({ error: messages.passwordMissing })
    .min(1, messages.passwordMissing)
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
});

/** POST /api/myaccount/resetpassword. */
export const resetPasswordBodySchema = strictObject({ username: emailSchema });

/** Logging in with the single-use link an e-mail carries. */
export const authTokenBodySchema = strictObject({
  token: z
    .string({ error: accountMessages.invalidToken })
    .min(20, accountMessages.invalidToken)
    .max(200, accountMessages.invalidToken)
    .regex(/^[\w-]+$/, accountMessages.invalidToken),
});

/** POST /api/myaccount/edit: only the fields that change (only non-empty fields are sent). */
export const accountEditBodySchema = atLeastOneField(
  strictObject({
    password: passwordSchema.optional(),
    username: emailSchema.optional(),
    name: nameSchema(100).optional(),
    favoriteTeams: teamNamesSchema(MAX_PREFERENCE_TEAMS).optional(),
    captainTeams: teamNamesSchema(MAX_PREFERENCE_TEAMS).optional(),
  }),
);

/** A user as the API sends it to administrators; `teams` are the teams they captain. */
export const userSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  gender: z.enum(GENDERS).nullable(),
  teams: z.array(z.string()),
  /** the teams they follow, main one first */
  favourites: z.array(z.string()),
  mustResetPassword: z.boolean(),
  createdAt: z.string(),
});

/** A pending sign-up. */
export const accountRequestSchema = z.object({
  _id: idSchema,
  email: z.string(),
  name: z.string(),
  role: z.enum(SIGN_UP_ROLES),
  teams: z.array(z.string()),
  info: z.string(),
  createdAt: z.string(),
});

/** Shared by add and edit; without defaults, so that an edit never resets a field it does not name. */
const userFields = {
  email: emailSchema,
  name: nameSchema(100),
  role: z.enum(ROLES, accountMessages.invalidRole),
  gender: z.enum(GENDERS, accountMessages.invalidGender).nullable(),
  teams: teamNamesSchema(MAX_USER_TEAMS),
  favourites: teamNamesSchema(MAX_PREFERENCE_TEAMS),
  password: passwordSchema,
};

/** POST /api/users/add. Without a password the user gets a login link. */
export const userAddBodySchema = strictObject({
  ...userFields,
  gender: userFields.gender.default(null),
  teams: userFields.teams.default([]),
  favourites: userFields.favourites.default([]),
  password: userFields.password.optional(),
});

/** PUT /api/users/edit/{id}. */
export const userEditBodySchema = atLeastOneField(
  strictObject({
    email: userFields.email.optional(),
    name: userFields.name.optional(),
    role: userFields.role.optional(),
    gender: userFields.gender.optional(),
    teams: userFields.teams.optional(),
    favourites: userFields.favourites.optional(),
    password: userFields.password.optional(),
  }),
);

export const notificationSchema = z.object({ _id: z.string(), description: z.string() });

/** The session (see `Session` in session.ts), plus whether preferences must first set a new password. */
export const sessionSchema = z.object({
  loggedIn: z.boolean(),
  email: z.string(),
  name: z.string(),
  _id: z.string(),
  notifications: z.array(notificationSchema),
  perm: z.object({ role: z.enum(ROLES), teams: z.array(z.string()) }),
  favoriteTeams: z.array(z.string()),
  captainTeams: z.array(z.string()),
  mustResetPassword: z.boolean(),
});

export const sessionResponseSchema = z.object({ success: z.literal(true), sessionInfo: sessionSchema });
export const successSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export const usersResponseSchema = z.object({ users: z.array(userSchema) });
export const accountRequestsResponseSchema = z.object({ pendingUsers: z.array(accountRequestSchema) });

export type Gender = (typeof GENDERS)[number];
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];
/** What the server gets after parsing (defaults filled, e-mail normalised)… */
export type RegisterBody = z.infer<typeof registerBodySchema>;
/** …and what the browser may send. */
export type RegisterInput = z.input<typeof registerBodySchema>;
export type LoginBody = z.infer<typeof loginBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type AuthTokenBody = z.infer<typeof authTokenBodySchema>;
export type AccountEditBody = z.infer<typeof accountEditBodySchema>;
export type User = z.infer<typeof userSchema>;
export type AccountRequest = z.infer<typeof accountRequestSchema>;
export type UserAddBody = z.infer<typeof userAddBodySchema>;
export type UserAddInput = z.input<typeof userAddBodySchema>;
export type UserEditBody = z.infer<typeof userEditBodySchema>;
export type SessionInfo = z.infer<typeof sessionSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type SuccessResponse = z.infer<typeof successSchema>;
export type UsersResponse = z.infer<typeof usersResponseSchema>;
export type AccountRequestsResponse = z.infer<typeof accountRequestsResponseSchema>;

/** POST /api/contactus and POST /api/freeagents/requestadd: a visitor writes to the league (an e-mail request). */
export const contactBodySchema = strictObject({
  name: nameSchema(100),
  email: emailSchema,
  message: textSchema(5000, 'Message trop long (5000 caractères au plus)').min(1, 'Message manquant'),
});
export const freeAgentRequestBodySchema = strictObject({
  name: nameSchema(100),
  email: emailSchema,
  message: textSchema(5000, 'Message trop long (5000 caractères au plus)').default(''),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
export type FreeAgentRequestBody = z.infer<typeof freeAgentRequestBodySchema>;

/** GET /api/users: the users, or with ?type=pending the account requests. */
export const usersQuerySchema = z.object({ type: z.enum(['pending']).optional() });
export const usersListResponseSchema = z.union([usersResponseSchema, accountRequestsResponseSchema]);
