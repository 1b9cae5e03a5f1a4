/**
 * A seeded generator of hostile requests for one OpenAPI operation: its schemas tell which fields, parameters and
 * content types it expects, and each request breaks some of them (wrong types, missing and extra fields, huge and
 * odd strings, odd numbers, unknown ids, path traversal, malformed JSON, wrong content types, bad percent-encodings,
 * oversize bodies, uploads lying about their type). Same seed, same requests.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  /** a text that holds another document (a multipart part holding JSON), and that document's schema */
  contentMediaType?: string;
  contentSchema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  /** statuses the document lists for the operation */
  statuses: Set<number>;
  /** content types of its successful answers */
  successTypes: string[];
  /** JSON schema of each successful answer in JSON, by status */
  successSchemas: Map<number, JsonSchema>;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  jsonBody?: JsonSchema;
  /** the parts of a multipart/form-data body: text parts are strings, files strings in `format: binary` */
  multipartBody?: JsonSchema;
}

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** what kind of hostility it carries, for the counts */
  kind: string;
}

/** mulberry32: small, fast, seeded. */
export function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MEGABYTE = 1024 * 1024;

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  'x'.repeat(MEGABYTE),
  'é'.repeat(5000),
  '\u0000',
  'avant\u0000après',
  '\uD800',
  'a\uDC00b',
  '\u202Eevil\u202C.exe',
  '\u200F\u2066isolé\u2069',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '%00%2e%2e%2f',
  '🧨'.repeat(300),
  'f'.repeat(64),
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  '25:61',
  'nobody@',
  '__proto__',
  'constructor',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 31),
  2 ** 64,
  1e-320,
  123456789012,
];

const HOSTILE_OTHERS: readonly unknown[] = [null, true, false, [], {}, [null], { $gt: '' }, [[[[[[[[[[]]]]]]]]]]];

/** Path segments: raw (already in URL form). Unknown ids, traversal, bad percent-encodings, overlong, odd. */
const HOSTILE_SEGMENTS: readonly string[] = [
  'f'.repeat(64),
  '00000000-0000-0000-0000-000000000000',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwin.ini',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  '%00',
  'a%00b',
  '%ED%A0%80', // a lone surrogate, UTF-8 encoded
  '%E2%80%AEevil',
  'x'.repeat(1300),
  '-1',
  '0',
  'NaN',
  '1e308',
  '%20',
  "'%20OR%201=1",
  '%3Cscript%3E',
];

const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":',
  '[1,2',
  'NaN',
  '{"a": NaN}',
  '{"a": Infinity}',
  "{'a': 1}",
  '{"a":1,}',
  '\u0000',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  'null',
  '42',
  '"chaîne"',
  '[]',
  'true',
  '',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":1}{"b":2}',
];

const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json, text/plain',
  'application/json; charset=utf-16',
  'application/jsonx',
  'image/png',
  '*/*',
  ';;;',
];

export function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** A file part of a multipart form, as the document describes one. */
export const isFilePart = (schema: JsonSchema) => schema.format === 'binary';

export function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf ?? schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf);
  return [schema.type ?? 'string'].flat();
}

/** A plausible value for the schema (so that other fields' hostility reaches the route's own rules). */
export function plausible(random: () => number, schema: JsonSchema): unknown {
  if (schema.enum?.length) return pick(random, schema.enum);
  if (schema.contentMediaType === 'application/json' && schema.contentSchema)
    return JSON.stringify(plausible(random, schema.contentSchema));
  const type = pick(random, typesOf(schema));
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return schema.items ? [plausible(random, schema.items)] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, plausible(random, property)]),
      );
    default:
      if (schema.format === 'email') return 'quelqu.un@ligue.test';
      if (schema.format === 'date') return '2026-07-20';
      return 'valeur';
  }
}

function hostileValue(random: () => number): unknown {
  const roll = random();
  if (roll < 0.5) return pick(random, HOSTILE_STRINGS);
  if (roll < 0.8) return pick(random, HOSTILE_NUMBERS);
  return pick(random, HOSTILE_OTHERS);
}

/** An object from the schema, each field kept plausible, made hostile, or dropped; sometimes extra fields. */
function hostileObject(random: () => number, schema: JsonSchema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const roll = random();
    if (roll < 0.2) continue; // missing
    body[name] = roll < 0.55 ? hostileValue(random) : plausible(random, property);
  }
  if (random() < 0.3) body[pick(random, ['extra', 'role', 'admin', 'id', 'isDev', '__proto__'])] = hostileValue(random);
  return body;
}

function encodeQueryValue(random: () => number, value: unknown): string {
  if (random() < 0.15) return pick(random, ['%', '%ZZ', '%E0%A4%A', '%00', '%ED%A0%80']);
  const text = typeof value === 'string' ? value.slice(0, 3000) : JSON.stringify(value);
  try {
    return encodeURIComponent(text ?? '');
  } catch {
    return '%ED%A0%80'; // lone surrogates cannot be encoded: send their raw UTF-8 bytes
  }
}

/**
 * A multipart body from the form's documented parts: its files lie about their type, its text parts are hostile or
 * plausible; now and then a part is missing, a file comes where text is expected (or text where a file is), or a part
 * the document does not name is added.
 */
function lyingUpload(random: () => number, schema: JsonSchema | undefined): { payload: Buffer; contentType: string } {
  const boundary = `----fiabilite${Math.floor(random() * 1e9)}`;
  const files: { name: string; type: string; bytes: Buffer }[] = [
    { name: 'logo.png', type: 'image/png', bytes: Buffer.from('ceci n’est pas une image') },
    {
      name: 'logo.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg onload="alert(1)"><script>alert(1)</script></svg>'),
    },
    {
      name: 'calendrier.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: Buffer.from('PK\u0003\u0004tronqué'),
    },
    { name: 'calendrier.csv', type: 'text/csv', bytes: Buffer.from('\u0000\u0001\u0002MZ\u0090') },
    { name: '../../etc/passwd', type: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0x00]) },
    { name: 'programme.exe', type: 'image/gif', bytes: Buffer.from('MZ\u0090\u0000\u0003') },
    { name: '\u202Egpj.exe', type: 'application/octet-stream', bytes: Buffer.alloc(0) },
    { name: 'enorme.png', type: 'image/png', bytes: Buffer.alloc(12 * MEGABYTE, 0x41) },
  ];
  const file = pick(random, files);
  const documented = Object.entries(schema?.properties ?? { file: { format: 'binary' } });
  const extra: [string, JsonSchema][] = random() < 0.2 ? [[pick(random, ['inconnu', 'file', 'role']), {}]] : [];
  const parts: Buffer[] = [];
  for (const [field, part] of [...documented, ...extra]) {
    if (random() < 0.15) continue;
    if (random() < (isFilePart(part) ? 0.85 : 0.1)) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      const value = random() < 0.6 ? hostileValue(random) : plausible(random, part);
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
        ),
      );
    }
  }
  // sometimes the closing boundary is missing: a truncated upload
  if (random() < 0.8) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One hostile request for the operation. */
export function hostileRequest(random: () => number, operation: Operation): HostileRequest {
  const kinds: string[] = [];
  const url = operation.path.replace(/\{(\w+)\}/g, () => {
    kinds.push('paramètre');
    return pick(random, HOSTILE_SEGMENTS);
  });
  const query: string[] = [];
  for (const parameter of operation.queryParams) {
    if (random() < 0.5) continue;
    const value = random() < 0.5 ? hostileValue(random) : plausible(random, parameter.schema);
    query.push(`${parameter.name}=${encodeQueryValue(random, value)}`);
    if (random() < 0.1) query.push(`${parameter.name}=${encodeQueryValue(random, hostileValue(random))}`);
  }
  if (random() < 0.2)
    query.push(
      `${pick(random, ['extra', 'season', '__proto__', 'x[y]'])}=${encodeQueryValue(random, hostileValue(random))}`,
    );
  if (query.length) kinds.push('requête');
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  if (CHANGES.has(operation.method) || random() < 0.1) {
    const roll = random();
    if ((operation.multipartBody && roll < 0.5) || roll < 0.1) {
      const upload = lyingUpload(random, operation.multipartBody);
      payload = upload.payload;
      headers['content-type'] = upload.contentType;
      kinds.push('envoi de fichier');
    } else if (roll < 0.55) {
      payload = JSON.stringify(hostileObject(random, operation.jsonBody ?? { properties: { a: {} } }));
      headers['content-type'] = 'application/json';
      kinds.push('champs');
    } else if (roll < 0.7) {
      payload = pick(random, MALFORMED_JSON);
      headers['content-type'] = 'application/json';
      kinds.push('JSON malformé');
    } else if (roll < 0.85) {
      payload = JSON.stringify(hostileObject(random, operation.jsonBody ?? {}));
      headers['content-type'] = pick(random, WRONG_CONTENT_TYPES);
      kinds.push('type de contenu');
    } else if (roll < 0.93) {
      payload = JSON.stringify({ blob: 'x'.repeat(3 * MEGABYTE) });
      headers['content-type'] = 'application/json';
      kinds.push('corps énorme');
    } else {
      payload = undefined;
      if (random() < 0.5) headers['content-type'] = 'application/json';
      kinds.push('corps absent');
    }
  }
  // Most writes come from the site's own pages so that they reach the route's rules; some come from elsewhere.
  if (random() < 0.9) headers.origin = 'http://localhost:80';
  else if (random() < 0.5) headers.origin = 'http://malveillant.test';
  if (random() < 0.05) headers.accept = 'text/html';
  return {
    method: operation.method,
    url: query.length ? `${url}?${query.join('&')}` : url,
    headers,
    payload,
    kind: kinds.join(' + ') || 'sans entrée',
  };
}

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
      }
    >
  >;
};

/** The operations of the API description, with what the generator needs to know about each. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const responses = operation.responses ?? {};
      const statuses = new Set(Object.keys(responses).map(Number));
      const successTypes = Object.entries(responses)
        .filter(([status]) => Number(status) < 400)
        .flatMap(([, response]) => Object.keys(response.content ?? {}));
      const successSchemas = new Map<number, JsonSchema>();
      for (const [status, response] of Object.entries(responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (Number(status) < 400 && schema) successSchemas.set(Number(status), schema);
      }
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        statuses,
        successTypes,
        successSchemas,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (operation.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        jsonBody: content['application/json']?.schema,
        multipartBody: content['multipart/form-data']?.schema,
      };
    }),
  );
}
