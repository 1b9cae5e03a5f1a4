import type { z } from 'zod';
import type { Session } from '../session';
import {
  accountEditBodySchema,
  accountRequestsResponseSchema,
  authTokenBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  successSchema,
  userAddBodySchema,
  userEditBodySchema,
  usersResponseSchema,
  type SessionInfo,
} from './accounts';

// The session the API sends is a `Session` (plus mustResetPassword): tsc fails here if the two drift apart.
const _sessionFits = (info: SessionInfo): Session => info;

/** The path and message of each issue, or 'ok'. */
function issuesOf(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  return result.success ? 'ok' : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

const register = { username: ' Membre@Ligue.CA ', password: 'secret123', name: ' René Tremblay ' };
const login = { username: 'membre@ligue.ca', password: 'x' };
const user = { email: 'capitaine@ligue.ca', name: 'Capitaine', role: 'captain' };

describe('account bodies parse, with defaults and normalisation', () => {
  it('registerBodySchema', () => {
    expect(registerBodySchema.parse(register)).toEqual({
      username: 'membre@ligue.ca',
      password: 'secret123',
      name: 'René Tremblay',
      role: 'basic',
      teams: [],
      info: '',
    });
  });

  it('registerBodySchema keeps the role, teams and info it is given', () => {
    const body = { ...register, role: 'captain', teams: [' Les Orioles '], info: 'Capitaine depuis 2019' };
    expect(registerBodySchema.parse(body)).toMatchObject({ role: 'captain', teams: ['Les Orioles'], info: body.info });
  });

  it('loginBodySchema accepts any non-empty stored password', () => {
    expect(loginBodySchema.parse({ ...login, username: 'MEMBRE@ligue.ca' })).toEqual(login);
  });

  it('resetPasswordBodySchema', () => {
    expect(resetPasswordBodySchema.parse({ username: ' Dev@Ligue.test' })).toEqual({ username: 'dev@ligue.test' });
  });

  it('authTokenBodySchema', () => {
    const token = 'a1B2_c3-D4'.repeat(3);
    expect(authTokenBodySchema.parse({ token })).toEqual({ token });
  });

  it('accountEditBodySchema keeps only what is sent', () => {
    expect(accountEditBodySchema.parse({ favoriteTeams: ['Les Orioles', 'Les Expos'] })).toEqual({
      favoriteTeams: ['Les Orioles', 'Les Expos'],
    });
    expect(accountEditBodySchema.parse({ username: 'NOUVEAU@ligue.ca', name: 'Jean' })).toEqual({
      username: 'nouveau@ligue.ca',
      name: 'Jean',
    });
  });

  it('userAddBodySchema', () => {
    expect(userAddBodySchema.parse(user)).toEqual({ ...user, gender: null, teams: [], favourites: [] });
    expect(userAddBodySchema.parse({ ...user, gender: 'F', password: 'secret123' })).toMatchObject({
      gender: 'F',
      password: 'secret123',
    });
  });

  it('userEditBodySchema fills no defaults', () => {
    expect(userEditBodySchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(userEditBodySchema.parse({ gender: null })).toEqual({ gender: null });
  });
});

const SHORT = 'Le mot de passe doit contenir au moins 8 caractères';
const EMPTY_EDIT = 'Aucune modification à enregistrer';
const TOKEN = 'Lien de connexion invalide';

/** [case, body, path of the one issue, its message] */
type BadBody = [string, unknown, PropertyKey[], unknown];

describe.each<[string, z.ZodType, BadBody[]]>([
  [
    'registerBodySchema',
    registerBodySchema,
    [
      ['an unknown key', { ...register, admin: true }, [], 'Champ inconnu\u202f: admin'],
      ['not an object', 'x', [], 'Objet attendu'],
      ['no username', { ...register, username: undefined }, ['username'], 'Courriel manquant'],
      ['a blank username', { ...register, username: '  ' }, ['username'], 'Courriel manquant'],
      ['a bad e-mail', { ...register, username: 'membre@ligue' }, ['username'], 'Courriel invalide'],
      ['a short password', { ...register, password: 'short' }, ['password'], SHORT],
      ['no password', { ...register, password: undefined }, ['password'], 'Mot de passe manquant'],
      ['the dev role', { ...register, role: 'dev' }, ['role'], 'Rôle invalide'],
      ['21 teams', { ...register, teams: Array(21).fill('Orioles') }, ['teams'], 'Au plus 20 équipes'],
      ['a blank team', { ...register, teams: ['Orioles', ' '] }, ['teams', 1], 'Ce nom ne peut être vide'],
      ['a long info', { ...register, info: 'x'.repeat(2001) }, ['info'], expect.stringContaining('2000')],
    ],
  ],
  [
    'loginBodySchema',
    loginBodySchema,
    [
      ['an empty password', { ...login, password: '' }, ['password'], 'Mot de passe manquant'],
      ['two @', { ...login, username: 'a@b@ligue.ca' }, ['username'], expect.stringContaining('un «\u202f@\u202f»')],
      ['an unknown key', { ...login, remember: true }, [], 'Champ inconnu\u202f: remember'],
    ],
  ],
  ['resetPasswordBodySchema', resetPasswordBodySchema, [['no username', {}, ['username'], 'Courriel manquant']]],
  [
    'authTokenBodySchema',
    authTokenBodySchema,
    [
      ['a short token', { token: 'abc' }, ['token'], TOKEN],
      ['a token with a path in it', { token: `${'a'.repeat(20)}/../` }, ['token'], TOKEN],
    ],
  ],
  [
    'accountEditBodySchema',
    accountEditBodySchema,
    [
      ['an empty edit', {}, [], EMPTY_EDIT],
      ['an edit of undefined fields', { name: undefined }, [], EMPTY_EDIT],
      ['a short password', { password: '1234567' }, ['password'], SHORT],
      ['a bad e-mail', { username: 'x@-ligue.ca' }, ['username'], 'Courriel invalide'],
      ['an unknown key, and nothing else', { role: 'admin' }, [], 'Champ inconnu\u202f: role'],
      ['51 favourites', { favoriteTeams: Array(51).fill('Orioles') }, ['favoriteTeams'], 'Au plus 50 équipes'],
    ],
  ],
  [
    'userAddBodySchema',
    userAddBodySchema,
    [
      ['no role', { ...user, role: undefined }, ['role'], 'Rôle invalide'],
      ['gender X', { ...user, gender: 'X' }, ['gender'], 'Genre invalide'],
      ['a short password', { ...user, password: 'short' }, ['password'], SHORT],
      ['an unknown key', { ...user, _id: 'u1' }, [], 'Champ inconnu\u202f: _id'],
    ],
  ],
  [
    'userEditBodySchema',
    userEditBodySchema,
    [
      ['an empty edit', {}, [], EMPTY_EDIT],
      ['a bad e-mail', { email: 'capitaine' }, ['email'], expect.stringContaining('un «\u202f@\u202f»')],
      ['an unknown key, and nothing else', { mustResetPassword: true }, [], 'Champ inconnu\u202f: mustResetPassword'],
    ],
  ],
])('%s refuses', (_name, schema, rows) => {
  it.each(rows)('%s', (_case, body, path, message) => {
    expect(issuesOf(schema, body)).toEqual([{ path, message }]);
  });
});

describe('account answers', () => {
  const sessionInfo = {
    loggedIn: true,
    email: 'capitaine@ligue.test',
    name: 'Capitaine',
    _id: 'u1',
    notifications: [{ _id: 'n1', description: 'Votre match a été reporté' }],
    perm: { role: 'captain', teams: ['Les Orioles'] },
    favoriteTeams: [],
    captainTeams: ['Les Orioles'],
    mustResetPassword: false,
  };
  const userRow = {
    _id: 'u1',
    email: 'capitaine@ligue.test',
    name: 'Capitaine',
    role: 'captain',
    gender: null,
    teams: ['Les Orioles'],
    favourites: [],
    mustResetPassword: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const request = { ...userRow, role: 'basic', info: '', gender: undefined, mustResetPassword: undefined };

  it.each<[string, z.ZodType, unknown, boolean]>([
    ['a session', sessionResponseSchema, { success: true, sessionInfo }, true],
    [
      'a session without mustResetPassword',
      sessionResponseSchema,
      { success: true, sessionInfo: { ...sessionInfo, mustResetPassword: undefined } },
      false,
    ],
    [
      'a session with an unknown role',
      sessionResponseSchema,
      { success: true, sessionInfo: { ...sessionInfo, perm: { role: 'root', teams: [] } } },
      false,
    ],
    ['a failed session answer', sessionResponseSchema, { success: false, sessionInfo }, false],
    [
      'a success with a message',
      successSchema,
      { success: true, message: 'Un lien de connexion a été envoyé à votre adresse courriel' },
      true,
    ],
    ['a success without a message', successSchema, { success: true }, true],
    ['users', usersResponseSchema, { users: [userRow] }, true],
    ['a user with gender X', usersResponseSchema, { users: [{ ...userRow, gender: 'X' }] }, false],
    ['account requests', accountRequestsResponseSchema, { pendingUsers: [request] }, true],
    [
      'an account request for admin',
      accountRequestsResponseSchema,
      { pendingUsers: [{ ...request, role: 'admin' }] },
      false,
    ],
  ])('%s: parses %s', (_case, schema, body, ok) => {
    expect(schema.safeParse(body).success).toBe(ok);
  });
});
