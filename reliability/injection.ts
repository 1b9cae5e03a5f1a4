/**
 * SQL metacharacters put, one slot at a time, into every text field and parameter of an OpenAPI operation: path
 * and query parameters, string fields of JSON bodies (and string items of lists), and the text fields of multipart
 * forms (each part the document names, files too). The other slots carry values the route accepts where the suite knows
 * one (real ids, dates, colours), so that the payload reaches the database on accepted writes.
 */
import type { Db } from '../server/src/db/database';
import { CURRENT_SEASON_KEY } from '../server/src/db/schema';
import { DEMO_USER_IDS } from '../server/src/seed/demo-accounts';
import { multipartBody } from '../server/src/test-support/multipart';
import { isFilePart, plausible, typesOf, type JsonSchema, type Operation } from './hostile';

/**
 * Quotes, comments, statement breaks, tautologies, escapes, NUL, placeholders, LIKE wildcards, look-alike quotes:
 * a few to a string, so that every slot gets each of them without thousands more requests.
 */
export const SQL_METACHARACTERS: readonly string[] = [
  "O'Brien",
  "Robert'); DROP TABLE teams;--",
  "' OR '1'='1",
  '"Faucons" /* bloc */ -- fin',
  "barre\\oblique\\ \\'; échappé",
  'avant\u0000après',
  "$1 $$corps$$ :nom ? %' LIKE '_%",
  '\u2018guillemets\u2019 \u201Cdoubles\u201D \uFF07plein\uFF07 \u02BCmodificateur `x`',
  "o'hara--$1@ligue.test",
];

export type SlotPlace = 'path' | 'query' | 'json' | 'form';

export interface Slot {
  place: SlotPlace;
  name: string;
}

export interface InjectionRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  slot: Slot;
  /** texts that mark the rows the request targets: the payload, the fresh name it gives, the real id in its path */
  marks: string[];
}

/** The parts of a multipart form, as the document describes them: text parts and files. */
export function formFieldsOf(operation: Operation): string[] {
  return Object.keys(operation.multipartBody?.properties ?? {});
}

function isText(schema: JsonSchema): boolean {
  return (
    typesOf(schema).includes('string') || (typesOf(schema).includes('array') && !!schema.items && isText(schema.items))
  );
}

/** Every slot of the operation that carries text. */
export function slotsOf(operation: Operation): Slot[] {
  return [
    ...operation.pathParams.map((name) => ({ place: 'path' as const, name })),
    ...operation.queryParams.map(({ name }) => ({ place: 'query' as const, name })),
    ...Object.entries(operation.jsonBody?.properties ?? {})
      .filter(([, schema]) => isText(schema))
      .map(([name]) => ({ place: 'json' as const, name })),
    ...formFieldsOf(operation).map((name) => ({ place: 'form' as const, name })),
  ];
}

/** Values the routes accept, by field name, and real ids by path: read from the demo league once. */
export interface KnownValues {
  fields: Record<string, unknown>;
  pathIds: { pattern: RegExp; id: string }[];
}

const idOf = (row: { id: string } | undefined) => row?.id ?? 'inconnu';

export async function knownValues(db: Db): Promise<KnownValues> {
  const teams = await db
    .selectFrom('teams')
    .select(['id', 'name', 'division'])
    .where('season', '=', CURRENT_SEASON_KEY)
    .orderBy('id')
    .execute();
  const [home, away] = teams;
  const field = await db.selectFrom('fields').select(['id', 'name']).orderBy('id').executeTakeFirst();
  const match = idOf(
    await db
      .selectFrom('matches')
      .select('id')
      .where('season', '=', CURRENT_SEASON_KEY)
      .orderBy('id')
      .executeTakeFirst(),
  );
  const series = idOf(await db.selectFrom('series_matches').select('id').orderBy('id').executeTakeFirst());
  const sponsor = idOf(await db.selectFrom('sponsors').select('id').orderBy('id').executeTakeFirst());
  const timeslot = idOf(await db.selectFrom('timeslots').select('id').orderBy('id').executeTakeFirst());
  const member = DEMO_USER_IDS.member;
  const general = await db.selectFrom('resources').select('key').where('kind', '=', 'general').executeTakeFirst();
  const homePage = await db.selectFrom('resources').select('key').where('kind', '=', 'home').executeTakeFirst();
  return {
    fields: {
      // the schedule names its teams and fields
      field: field?.name,
      homeTeam: home?.name,
      awayTeam: away?.name,
      team: home?.name,
      sponsorType: '',
      matchId: match,
      division: home?.division,
      pool: '',
      color: '#336699',
      join: '2001',
      date: '2026-09-20T23:00:00.000Z',
      time: '19:00',
      startDate: '2027-01-01',
      stopDate: '2027-12-31',
      username: 'quelqu.un@ligue.test',
      email: 'quelqu.un@ligue.test',
      contactEmail: 'quelqu.un@ligue.test',
      password: 'un mot de passe assez long',
      role: 'basic',
      websiteUrl: 'https://commanditaire.test',
      affiliateTeams: '[]',
      'logo-remove': 'false',
      'picture-remove': 'false',
      data: '<p>Contenu</p>',
      message: 'Bonjour, je voudrais jouer.',
    },
    pathIds: [
      { pattern: /^\/api\/teams\/edit\//, id: home?.id ?? 'inconnu' },
      { pattern: /^\/api\/stats\//, id: home?.id ?? 'inconnu' },
      { pattern: /^\/api\/sponsors\/edit\//, id: sponsor },
      { pattern: /^\/api\/schedule\/\w+\//, id: match },
      { pattern: /^\/api\/series\/\w+\//, id: series },
      { pattern: /^\/api\/timeslots\/requestreservation\//, id: timeslot },
      { pattern: /^\/api\/users\/edit\//, id: member },
      { pattern: /^\/api\/resources\/general\//, id: general?.key ?? 'inconnu' },
      { pattern: /^\/api\/resources\/home\//, id: homePage?.key ?? 'inconnu' },
    ],
  };
}

function baseValue(random: () => number, known: KnownValues, name: string, schema: JsonSchema, fresh: string) {
  // a new name each time, so that adds carrying the payload elsewhere are not refused as duplicates
  if (name === 'name' || name === 'newName') return fresh;
  if (typesOf(schema).includes('array')) return [];
  if (schema.format === 'date') return '2026-09-20';
  if (name in known.fields) return known.fields[name];
  return plausible(random, schema);
}

/** The operation's request with the payload in one slot and accepted values elsewhere. */
export async function injectionRequest(
  random: () => number,
  operation: Operation,
  known: KnownValues,
  slot: Slot,
  payload: string,
): Promise<InjectionRequest> {
  const carries = (place: SlotPlace, name: string) => slot.place === place && slot.name === name;
  const realId = known.pathIds.find(({ pattern }) => pattern.test(operation.path))?.id;
  const fresh = `Nom ${Math.floor(random() * 1e9)}`;
  // a new season archives the current one: every row of the current season (its key is '') is its target
  const season = operation.path.startsWith('/api/seasons/') ? [CURRENT_SEASON_KEY] : [];
  const marks = [payload, fresh, ...(realId ? [realId] : []), ...season];
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(
      carries('path', name) ? payload : operation.method === 'DELETE' ? 'inconnu' : (realId ?? 'inconnu'),
    ),
  );
  const query = operation.queryParams
    .filter(({ name }) => carries('query', name))
    .map(({ name }) => `${name}=${encodeURIComponent(payload)}`);
  const url = query.length ? `${path}?${query.join('&')}` : path;
  const headers: Record<string, string> = { origin: 'http://localhost:80' };
  if (operation.jsonBody) {
    const body = Object.fromEntries(
      Object.entries(operation.jsonBody.properties ?? {}).map(([name, schema]) => {
        if (!carries('json', name)) return [name, baseValue(random, known, name, schema, fresh)];
        return [name, typesOf(schema).includes('array') && !typesOf(schema).includes('string') ? [payload] : payload];
      }),
    );
    return {
      method: operation.method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
      slot,
      marks,
    };
  }
  const described = operation.multipartBody;
  if (described?.properties) {
    const parts: Record<string, string | { name: string; bytes: Uint8Array }> = {};
    for (const [name, schema] of Object.entries(described.properties)) {
      // an optional file is left out unless it carries the payload: the form's text then reaches the database
      if (isFilePart(schema) && !carries('form', name) && !described.required?.includes(name)) continue;
      const value = carries('form', name) ? payload : String(baseValue(random, known, name, schema, fresh) ?? '');
      parts[name] = isFilePart(schema) ? { name: 'donnees.csv', bytes: Buffer.from(value) } : value;
    }
    const form = await multipartBody(parts);
    return {
      method: operation.method,
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
      slot,
      marks,
    };
  }
  return { method: operation.method, url, headers, slot, marks };
}
