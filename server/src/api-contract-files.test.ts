/**
 * The API description's multipart forms and file answers against what the server does: a form built
 * from the document is accepted, a required part left out or a part the document does not name is refused, and every
 * file is answered with a status and a content type the document lists; failures in the JSON error shape.
 */
import Ajv2020 from 'ajv/dist/2020';
import { errorResponseSchema, HOME_IMAGES, SPREADSHEET_FORMATS } from '@league/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WHOLE_LEAGUE } from '@league/shared';
import { CURRENT_SEASON_KEY } from './db/schema';
import { unsubscribeLink } from './notice-choices/unsubscribe-link';
import { DEMO_USER_IDS } from './seed/demo-accounts';
import { loginAs, SAME_ORIGIN } from './test-support/accounts';
import { startDemoApp } from './test-support/demo-app';
import { pngImage } from './test-support/images';
import { multipartBody } from './test-support/multipart';
import type { TestApp } from './test-support/test-app';

interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  contentMediaType?: string;
  contentSchema?: Schema;
}
type Content = Record<string, { schema: Schema }>;
interface Described {
  requestBody?: { content: Content };
  responses: Record<string, { content?: Content }>;
}
type Parts = Record<string, string | { name: string; bytes: Uint8Array }>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const JSON_TYPE = 'application/json';

/** The forms the server reads as multipart: each must be in the document with its parts. */
const FORMS = [
  'PUT /api/teams/add',
  'POST /api/teams/edit/{id}',
  'PUT /api/sponsors/add',
  'POST /api/sponsors/edit/{id}',
  'POST /api/schedule/import',
  'POST /api/backups/upload',
  'POST /api/settings/logo',
];

/** The answers that are files, with the content types this league's data makes them carry. */
const FILE_ANSWERS: Record<string, string[]> = {
  'GET /api/notices/unsubscribe/{token}': ['text/html'],
  'POST /api/notices/unsubscribe/{token}': ['text/html'],
  // the league's logo, uploaded by the forms' tests above, is stored as PNG (settings/league-logo-service.ts)
  'GET /media/{id}': ['image/png', 'image/svg+xml', 'image/webp'],
  'GET /images/home/{file}': ['image/jpeg', 'image/png'],
  'GET /api/schedule/import/sample/{format}': ['text/csv', XLSX],
  'GET /api/backups/{backupName}': [XLSX],
  'GET /api/calendar/league.ics': ['text/calendar'],
  'GET /api/calendar/teams/{id}.ics': ['text/calendar'],
  'GET /api/exports/schedule/{format}': ['text/csv', XLSX],
  'GET /api/exports/ranking/{format}': ['text/csv', XLSX],
  'GET /robots.txt': ['text/plain'],
  'GET /sitemap.xml': ['application/xml'],
  'GET /api/live': ['text/event-stream'],
};

/** Ids of the right shape that name nothing, where a parameter is not a fixed list. */
const UNKNOWN_IDS: Record<string, string> = {
  'GET /api/notices/unsubscribe/{token}': 'jeton.inconnu',
  'GET /media/{id}': 'f'.repeat(64),
  'GET /api/backups/{backupName}': 'absente.xlsx',
  'GET /api/calendar/teams/{id}.ics': 'inconnue',
};

let made = 0;
/** A value the server accepts for each text part the forms name: a new part needs one here. */
const TEXT_VALUES: Record<string, () => string> = {
  name: () => `Contrat ${(made += 1)}`,
  division: () => 'A',
  pool: () => '',
  color: () => '#336699',
  join: () => '2001',
  'logo-filename': () => 'logo.png',
  'picture-filename': () => 'photo.png',
  'logo-remove': () => 'false',
  'picture-remove': () => 'false',
  sponsorType: () => 'Gold',
  description: () => 'Quincaillerie du coin',
  telephone: () => '514 555-0100',
  websiteUrl: () => 'https://commanditaire.test',
  contactEmail: () => 'contact@commanditaire.test',
  affiliateTeams: () => '[]',
  filename: () => 'schedule-sample.csv',
  options: () => '{"mode":"append","dryRun":true}',
};

const ajv = new Ajv2020({ strict: false, validateFormats: false });
const essence = (type: unknown) =>
  String(type ?? '')
    .split(';')[0]
    ?.trim();
const isFile = (schema: Schema) => schema.type === 'string' && schema.format === 'binary';

describe('multipart forms and file answers, against the API description', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let operations: Map<string, Described>;
  let admin: string;
  let png: Buffer;

  beforeAll(async () => {
    testApp = await startDemoApp('sqlite');
    app = testApp.app;
    const document = (await app.inject({ url: '/api', headers: { accept: JSON_TYPE } })).json();
    operations = new Map(
      Object.entries(document.paths as Record<string, Record<string, Described>>).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, described]) => [`${method.toUpperCase()} ${path}`, described]),
      ),
    );
    admin = await loginAs(app, 'admin');
    png = await pngImage(40, 40);
  });
  afterAll(() => testApp.close());

  const described = (operation: string) => {
    const found = operations.get(operation);
    if (!found) throw new Error(`${operation} is not in the API description`);
    return found;
  };
  const formOf = (operation: string) => described(operation).requestBody?.content['multipart/form-data']?.schema;

  /** The operation's address with real ids, and a file the route takes for each file part. */
  async function target(operation: string): Promise<{ url: string; files: Record<string, Uint8Array> }> {
    const path = operation.split(' ')[1] as string;
    if (path.startsWith('/api/teams/edit/')) {
      const team = await testApp.db
        .selectFrom('teams')
        .select('id')
        .where('season', '=', CURRENT_SEASON_KEY)
        .executeTakeFirstOrThrow();
      return { url: path.replace('{id}', team.id), files: { logo: png, picture: png } };
    }
    if (path.startsWith('/api/sponsors/edit/')) {
      const sponsor = await testApp.db.selectFrom('sponsors').select('id').executeTakeFirstOrThrow();
      return { url: path.replace('{id}', sponsor.id), files: { logo: png, picture: png } };
    }
    if (path === '/api/schedule/import') {
      return { url: path, files: { files: readFileSync(join(__dirname, '../samples/schedule-sample.csv')) } };
    }
    if (path === '/api/backups/upload') return { url: path, files: { files: await backupBytes() } };
    return { url: path, files: { logo: png, picture: png } };
  }

  async function backupBytes(): Promise<Buffer> {
    const taken = await send('POST', '/api/backups/add');
    const name = (taken.json() as { backups: { name: string[] } }).backups.name[0] as string;
    return (await send('GET', `/api/backups/${name}`)).rawPayload;
  }

  const send = (method: string, url: string, parts?: Awaited<ReturnType<typeof multipartBody>>) =>
    app.inject({
      method: method as 'POST',
      url,
      headers: { ...SAME_ORIGIN, cookie: admin, ...parts?.headers },
      ...(parts ? { payload: parts.payload } : {}),
    });

  /** Sends the parts; the status must be documented, a failure in the error shape, a JSON success its schema. */
  async function submit(operation: string, url: string, parts: Parts, label: string) {
    const [method] = operation.split(' ');
    const response = await send(method as string, url, await multipartBody(parts));
    const context = `${operation} (${label}) → ${response.statusCode} ${response.body.slice(0, 200)}`;
    const answer = described(operation).responses[String(response.statusCode)];
    expect({ context, documented: answer !== undefined }).toEqual({ context, documented: true });
    if (response.statusCode >= 400) {
      const shape = errorResponseSchema.safeParse(response.json()).success;
      expect({ context, shape }).toEqual({ context, shape: true });
    } else {
      const schema = answer?.content?.[JSON_TYPE]?.schema ?? {};
      expect({ context, valid: ajv.validate(schema, response.json()) }).toEqual({ context, valid: true });
    }
    // a restore may end the sessions it did not hold
    if (operation.includes('/backups/')) admin = await loginAs(app, 'admin');
    return { status: response.statusCode, context };
  }

  /** Every documented part, with a value the document allows: text from TEXT_VALUES, files from the route. */
  function documentedParts(operation: string, files: Record<string, Uint8Array>): Parts {
    const form = formOf(operation);
    if (!form) throw new Error(`${operation} has no multipart/form-data body in the API description`);
    const parts: Parts = {};
    for (const [name, schema] of Object.entries(form.properties ?? {})) {
      if (isFile(schema)) {
        const bytes = files[name];
        if (!bytes) throw new Error(`${operation}: no file for the part ${name}`);
        parts[name] = { name: name === 'files' ? 'fichier.dat' : `${name}.png`, bytes };
        continue;
      }
      const value = TEXT_VALUES[name]?.();
      if (value === undefined) throw new Error(`${operation}: no value for the text part ${name} in TEXT_VALUES`);
      const context = `${operation} ${name}=${value}`;
      expect({ context, valid: ajv.validate(schema, value) }).toEqual({ context, valid: true });
      if (schema.contentMediaType === JSON_TYPE && schema.contentSchema)
        expect({ context, valid: ajv.validate(schema.contentSchema, JSON.parse(value)) }).toEqual({
          context,
          valid: true,
        });
      parts[name] = value;
    }
    return parts;
  }

  it('describes each form in multipart/form-data only, text parts as strings and files as binary', () => {
    const multipart = [...operations].filter(([, op]) => op.requestBody?.content['multipart/form-data']);
    expect(multipart.map(([operation]) => operation).sort()).toEqual([...FORMS].sort());
    for (const operation of FORMS) {
      const content = described(operation).requestBody?.content ?? {};
      expect({ operation, types: Object.keys(content) }).toEqual({ operation, types: ['multipart/form-data'] });
      const parts = Object.values(formOf(operation)?.properties ?? {});
      expect({ operation, files: parts.some(isFile) }).toEqual({ operation, files: true });
      for (const part of parts) expect({ operation, type: part.type }).toEqual({ operation, type: 'string' });
    }
  });

  it.each(FORMS)('%s accepts a form built from the document, every part given', async (operation) => {
    const { url, files } = await target(operation);
    const { status, context } = await submit(operation, url, documentedParts(operation, files), 'every part');
    expect({ context, accepted: status === 200 }).toEqual({ context, accepted: true });
  });

  it.each(FORMS)(
    '%s refuses a form without a required part, or with a part the document does not name',
    async (operation) => {
      const { url, files } = await target(operation);
      const form = formOf(operation) ?? {};
      const full = () => documentedParts(operation, files);
      const without = (name: string) => Object.fromEntries(Object.entries(full()).filter(([part]) => part !== name));
      const refusals: Array<[string, Parts]> = [];
      for (const name of form.required ?? []) refusals.push([`without ${name}`, without(name)]);
      for (const [name, schema] of Object.entries(form.properties ?? {})) {
        // a file under another name, a file part sent as text, a text part sent as a file
        if (isFile(schema)) {
          refusals.push([`${name} renamed`, { ...without(name), inconnu: full()[name] as Parts[string] }]);
          refusals.push([`${name} as text`, { ...without(name), [name]: 'texte' }]);
        } else {
          refusals.push([`${name} as a file`, { ...full(), [name]: { name: `${name}.txt`, bytes: Buffer.from('x') } }]);
        }
      }
      if (form.additionalProperties === false) refusals.push(['an unnamed text part', { ...full(), inconnu: 'x' }]);
      for (const [label, parts] of refusals) {
        const { status, context } = await submit(operation, url, parts, label);
        expect({ context, status }).toEqual({ context, status: 400 });
      }
      // a form the document leaves open ignores a text part it does not name
      if (form.additionalProperties !== false) {
        const { status, context } = await submit(operation, url, { ...full(), inconnu: 'x' }, 'an unnamed text part');
        expect({ context, status }).toEqual({ context, status: 200 });
      }
    },
  );

  it('documents a success answer for every operation, and any that is not JSON as binary', () => {
    for (const [operation, { responses }] of operations) {
      const successes = Object.entries(responses).filter(([status]) => Number(status) < 400);
      expect({ operation, successes: successes.length > 0 }).toEqual({ operation, successes: true });
      for (const [status, { content = {} }] of successes) {
        for (const [type, { schema }] of Object.entries(content)) {
          if (type === JSON_TYPE) continue;
          expect({ operation, status, type, file: isFile(schema) }).toEqual({ operation, status, type, file: true });
          expect({ operation, listed: Object.keys(FILE_ANSWERS).includes(operation) }).toEqual({
            operation,
            listed: true,
          });
        }
      }
    }
  });

  /** The addresses of each file answer, with this league's ids. */
  async function fileUrls(operation: string): Promise<string[]> {
    if (operation === 'GET /media/{id}') {
      const media = await testApp.db.selectFrom('media').select('id').execute();
      return media.map(({ id }) => `/media/${id}`);
    }
    if (operation === 'GET /images/home/{file}') return HOME_IMAGES.map((file) => `/images/home/${file}`);
    if (operation.endsWith(' /api/notices/unsubscribe/{token}')) {
      const subject = { userId: DEMO_USER_IDS.member, kind: 'results', teamId: WHOLE_LEAGUE } as const;
      return [new URL(await unsubscribeLink(testApp.db, 'http://localhost/', subject)).pathname];
    }
    if (!operation.includes('{')) return [operation.split(' ')[1] as string];
    if (operation === 'GET /api/calendar/teams/{id}.ics') {
      const teams = await testApp.db
        .selectFrom('teams')
        .select('id')
        .where('season', '=', CURRENT_SEASON_KEY)
        .execute();
      return teams.map(({ id }) => `/api/calendar/teams/${id}.ics`);
    }
    if (operation.endsWith('/{format}'))
      return SPREADSHEET_FORMATS.map((format) => operation.split(' ')[1]?.replace('{format}', format) as string);
    const taken = await send('POST', '/api/backups/add');
    return [`/api/backups/${(taken.json() as { backups: { name: string[] } }).backups.name[0]}`];
  }

  it.each(Object.keys(FILE_ANSWERS))('%s answers files of the documented content types', async (operation) => {
    const documented = described(operation).responses['200']?.content ?? {};
    for (const type of FILE_ANSWERS[operation] ?? [])
      expect({ operation, type, schema: documented[type]?.schema }).toEqual({
        operation,
        type,
        schema: expect.objectContaining({ type: 'string', format: 'binary' }),
      });
    const met = new Set<string>();
    for (const url of await fileUrls(operation)) {
      // a browser revalidating what it holds gets a documented status too
      for (const conditional of [{}, { 'if-none-match': '*', 'if-modified-since': new Date().toUTCString() }]) {
        const method = operation.split(' ')[0] as 'GET' | 'POST';
        const response = await app.inject({ method, url, headers: { cookie: admin, ...conditional } });
        const type = essence(response.headers['content-type']) as string;
        const context = `${url} → ${response.statusCode} ${type}`;
        expect({ context, status: response.statusCode }).toEqual({ context, status: 200 });
        expect({ context, documented: type in documented }).toEqual({ context, documented: true });
        expect({ context, empty: response.rawPayload.length === 0 }).toEqual({ context, empty: false });
        met.add(type);
      }
    }
    expect([...met].sort()).toEqual([...(FILE_ANSWERS[operation] ?? [])].sort());
  });

  // a file without a parameter (robots.txt, the sitemap) has no address of the wrong shape to ask for
  const withParameter = Object.keys(FILE_ANSWERS).filter((operation) => operation.includes('{'));
  it.each(withParameter)('%s answers its failures with documented statuses, in JSON', async (operation) => {
    const path = operation.split(' ')[1] as string;
    const unknown = UNKNOWN_IDS[operation];
    const cases: Array<[string, Record<string, string>, number]> = [
      [path.replace(/\{\w+\}/, 'a%07b'), { cookie: admin }, 400],
      ...(unknown
        ? [[path.replace(/\{\w+\}/, unknown), { cookie: admin }, 404] as [string, Record<string, string>, number]]
        : []),
    ];
    if (described(operation).responses['401']) cases.push([path.replace(/\{\w+\}/, unknown ?? 'x'), {}, 401]);
    for (const [url, headers, expected] of cases) {
      const response = await app.inject({ url, headers });
      const context = `${url} → ${response.statusCode} ${response.body.slice(0, 160)}`;
      expect({ context, status: response.statusCode }).toEqual({ context, status: expected });
      expect({ context, documented: String(expected) in described(operation).responses }).toEqual({
        context,
        documented: true,
      });
      expect({ context, type: essence(response.headers['content-type']) }).toEqual({ context, type: JSON_TYPE });
      expect({ context, shape: errorResponseSchema.strict().safeParse(response.json()).success }).toEqual({
        context,
        shape: true,
      });
    }
  });
});
