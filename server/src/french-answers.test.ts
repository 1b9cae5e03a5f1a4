/**
 * Every operation of the API description is called by each kind of caller with no body, an empty body, a body of
 * wrong types and a plausible one, on unknown and real ids: what a person may read of the answers (`message`,
 * `error`, each issue's `message`) must hold no English word.
 */
import { englishWordsIn } from '@league/shared';
import type { FastifyInstance } from 'fastify';
import { SAME_ORIGIN } from './test-support/accounts';
import { demoAppForSuite } from './test-support/demo-suite';

interface Operation {
  method: string;
  template: string;
  json: boolean;
}

/** Calls that would end the sessions the test goes on using. */
const SKIPPED = new Set(['/api/myaccount/logout', '/api/myaccount/edit']);

const BODIES: Array<[string, unknown]> = [
  ['no body', undefined],
  ['an empty body', {}],
  [
    'a body of wrong types',
    { name: 5, date: 'pas une date', team: 7, email: 'pas un courriel', username: 3, homeTeam: [], field: {}, id: 9 },
  ],
  [
    'a plausible body',
    {
      name: 'Essai',
      date: '2026-08-01T18:00:00.000Z',
      startDate: '2026-04-01',
      stopDate: '2026-10-01',
      email: 'essai@ligue.test',
      username: 'essai@ligue.test',
      message: 'Bonjour',
      subject: 'Essai',
      token: 'jeton-inconnu',
    },
  ],
];

/** What a person reads in an answer: its message, its error and its issues' messages. */
function readable(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null) return [];
  const { message, error, issues } = parsed as { message?: unknown; error?: unknown; issues?: unknown };
  const issueMessages = Array.isArray(issues) ? issues.map((issue: { message?: unknown }) => issue.message) : [];
  return [message, error, ...issueMessages].filter((text): text is string => typeof text === 'string');
}

describe('what the API says to people is French', () => {
  const { demo, sessions } = demoAppForSuite('sqlite', ['admin', 'captain', 'member'] as const, { mail: true });
  let app: FastifyInstance;
  let operations: Operation[];
  let realIds: Record<string, string>;

  beforeAll(async () => {
    app = demo.app;
    const document = (await app.inject({ url: '/api', headers: { accept: 'application/json' } })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    operations = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, described]) => ({
        method: method.toUpperCase(),
        template,
        json: described.requestBody?.content['application/json'] !== undefined,
      })),
    );
    const first = async (table: 'matches' | 'teams' | 'timeslots' | 'fields' | 'sponsors' | 'players') =>
      (await demo.db.selectFrom(table).select('id').executeTakeFirstOrThrow()).id;
    realIds = {
      schedule: await first('matches'),
      teams: await first('teams'),
      timeslots: await first('timeslots'),
      fields: await first('fields'),
      sponsors: await first('sponsors'),
      players: await first('players'),
      freeagents: await first('players'),
    };
  });
  afterAll(() => demo.close());

  it('answers every caller, body and id without an English word', async () => {
    const callers: Array<[string, Record<string, string>]> = [
      ['anonymous', SAME_ORIGIN],
      ['member', { ...SAME_ORIGIN, cookie: sessions.member }],
      ['captain', { ...SAME_ORIGIN, cookie: sessions.captain }],
      ['admin', { ...SAME_ORIGIN, cookie: sessions.admin }],
    ];
    const english: string[] = [];
    let answers = 0;
    for (const op of operations.filter(({ template }) => !SKIPPED.has(template))) {
      const section = op.template.split('/')[2] ?? '';
      const ids = op.template.includes('{') ? ['inconnu-42', realIds[section] ?? 'x1'] : [''];
      const bodies = op.json ? BODIES : BODIES.slice(0, 1);
      for (const [caller, headers] of callers)
        for (const id of ids)
          for (const [bodyName, body] of bodies) {
            const url = op.template.replace(/\{\w+\}/g, encodeURIComponent(id));
            const response = await app.inject({
              method: op.method,
              url,
              headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              payload: body === undefined ? undefined : JSON.stringify(body),
            });
            answers += 1;
            // the keys a caller sent may be named back to it ('Champ inconnu : team')
            const sent = new Set(Object.keys(body ?? {}).map((key) => key.toLowerCase()));
            for (const text of readable(response.body))
              if (englishWordsIn(text).some((word) => !sent.has(word)))
                english.push(`${op.method} ${url} (${caller}, ${bodyName}) → ${response.statusCode} « ${text} »`);
          }
    }
    expect(answers).toBeGreaterThan(500);
    expect(english).toEqual([]);
  });

  it.each([
    ['an unknown route', { method: 'GET' as const, url: '/api/inconnue' }, 404],
    ['malformed JSON', { method: 'POST' as const, url: '/api/contactus', payload: '{"name": ' }, 400],
    [
      'a body over the limit',
      { method: 'POST' as const, url: '/api/contactus', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
      413,
    ],
  ])('answers %s in French', async (_case, request, status) => {
    const response = await app.inject({
      ...request,
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
    expect(readable(response.body).flatMap(englishWordsIn)).toEqual([]);
    expect(readable(response.body)).not.toEqual([]);
  });

  it('answers a body that is not JSON (415) in French', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contactus',
      headers: { ...SAME_ORIGIN, 'content-type': 'text/plain' },
      payload: 'bonjour',
    });
    expect([response.statusCode, readable(response.body)]).toEqual([415, ["Ce type de contenu n'est pas accepté"]]);
  });
});
