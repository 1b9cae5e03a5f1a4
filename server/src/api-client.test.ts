/**
 * A client generated from the API description (openapi-typescript, as a program outside the site would make one)
 * type-checks against the site's real answers: the description says what the server sends, not just what the
 * zod schemas meant.
 */
import { endpoints, type EndpointName } from '@league/shared/contract/all';
import { pathOf } from '@league/shared/contract';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { loginAs, SAME_ORIGIN } from './test-support/accounts';
import { generateClientTypes } from './test-support/api-tools';
import { DEMO_PASSWORD_FOR_TESTS, startDemoApp } from './test-support/demo-app';
import type { TestApp } from './test-support/test-app';
import { DEMO_EMAILS } from './seed/demo-league';

/** A few seconds of CPU each (the generator in its own Node process, then the compiler), more on a busy machine. */
const GENERATION_MS = 120_000;
const HEADER = "import type { paths } from './schema';";

interface Captured {
  name: EndpointName;
  body: unknown;
}

/** The calls whose real answers the generated types must accept: reads of every kind, a session, a login. */
const READS: readonly EndpointName[] = [
  'teams',
  'schedule',
  'seasonRanking',
  'seriesRanking',
  'series',
  'players',
  'fields',
  'sponsors',
  'seasons',
  'freeAgents',
  'resources',
  'siteConfig',
  'health',
];

async function capture(app: FastifyInstance): Promise<Captured[]> {
  const answerOf = async (name: EndpointName, options: { cookie?: string; payload?: object } = {}) => {
    const { method, path } = endpoints[name];
    const response = await app.inject({
      method,
      url: pathOf({ path }),
      headers: { ...SAME_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
      ...(options.payload ? { payload: options.payload } : {}),
    });
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    return { name, body: response.json() };
  };
  const captured = await Promise.all(READS.map((name) => answerOf(name)));
  const login = await answerOf('login', {
    payload: { username: DEMO_EMAILS.admin, password: DEMO_PASSWORD_FOR_TESTS },
  });
  const session = await answerOf('session', { cookie: await loginAs(app, 'captain') });
  return [...captured, login, session];
}

/** The generated `paths` type of an entry's JSON success, as a client would write it. */
function answerType(name: EndpointName): string {
  const { method, path } = endpoints[name];
  const template = JSON.stringify(path.replace(/:(\w+)/g, '{$1}'));
  return `paths[${template}]['${method.toLowerCase()}']['responses'][200]['content']['application/json']`;
}

/** The type errors of the files, checked together as one program (the generated types are loaded once). */
function typeErrors(files: readonly string[]): { file: string; message: string }[] {
  const program = ts.createProgram(files, { strict: true, noEmit: true, skipLibCheck: true, types: [] });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
    file: diagnostic.file?.fileName ?? 'the program',
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').slice(0, 600),
  }));
}

describe('a client generated from GET /api', () => {
  let testApp: TestApp;
  let folder: string;
  let answers: Captured[];
  beforeAll(async () => {
    testApp = await startDemoApp('sqlite');
    folder = mkdtempSync(join(tmpdir(), 'league-client-'));
    const document = (await testApp.app.inject({ url: '/api', headers: { accept: 'application/json' } })).json();
    [answers] = await Promise.all([capture(testApp.app), generateClientTypes(document, join(folder, 'schema.ts'))]);
  }, GENERATION_MS);
  afterAll(async () => {
    await testApp.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it(
    "accepts the site's real answers, and refuses one that differs from the description",
    async () => {
      const lines = answers.map(
        ({ name, body }, index) => `export const answer${index}: ${answerType(name)} = ${JSON.stringify(body)};`,
      );
      const real = join(folder, 'answers.ts');
      const wrong = join(folder, 'wrong.ts');
      writeFileSync(real, [HEADER, ...lines].join('\n'));
      // an id where the description says a string: proves the check can fail
      writeFileSync(wrong, `${HEADER}\nexport const wrong: ${answerType('teams')} = { teams: [{ _id: 1 }] };`);
      const errors = typeErrors([real, wrong]);
      expect(errors.filter(({ file }) => file !== wrong)).toEqual([]);
      expect(errors.map(({ message }) => message).join('\n')).toMatch(/'number' is not assignable to type 'string'/);
    },
    GENERATION_MS,
  );
});
