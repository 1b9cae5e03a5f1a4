// One lint configuration for the whole repository. The import rules make the walls between rooms real:
// a remote never imports another remote or the shell, the shell never imports a remote's code,
// and the browser never imports the server.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import areaLoops from './tools/eslint-area-loops.mjs';

const APPS = ['shell', 'mf-public', 'mf-account', 'mf-admin', 'mf-timeslots'];
const BROWSER_APPS = APPS.map((app) => `${app}/src/**`);

const WALL_MESSAGE =
  'A micro-frontend talks to the others only through @league/shared (event bus, stores) and the URL.';
const TEST_SUPPORT_MESSAGE = 'Only tests import @league/test-support.';
const ROUTER_MESSAGE =
  'One router for every app, cut to what the apps use: import it from @league/shared/router (docs/architecture.md#walls).';

/** An app's tests and their helpers: they may use @league/test-support, nothing else may. */
const testFilesOf = (app) => [
  `${app}/src/**/*.test.{ts,tsx}`,
  `${app}/src/test/**`,
  `${app}/src/**/test-support.{ts,tsx}`,
];

function importRules(app, { tests }) {
  const others = [...APPS.filter((other) => other !== app), 'server', 'e2e'];
  const packages = others.map((other) => ({
    group: [`@league/${other}`, `@league/${other}/*`],
    message: WALL_MESSAGE,
  }));
  const paths = others.map((other) => ({ target: `./${app}`, from: `./${other}`, message: WALL_MESSAGE }));
  if (!tests) {
    packages.push({ group: ['@league/test-support', '@league/test-support/*'], message: TEST_SUPPORT_MESSAGE });
    paths.push({ target: `./${app}`, from: './test-support', message: TEST_SUPPORT_MESSAGE });
    packages.push({ group: ['react-router', 'react-router/*'], message: ROUTER_MESSAGE });
  }
  return {
    'no-restricted-imports': ['error', { patterns: packages }],
    'import-x/no-restricted-paths': ['error', { zones: paths }],
  };
}

/**
 * For each app: every other app and the server are out of reach, by package name and by path; the test helpers
 * too, except from its tests.
 */
function walls(app) {
  return [
    { files: [`${app}/src/**/*.{ts,tsx}`], rules: importRules(app, { tests: false }) },
    { files: testFilesOf(app), rules: importRules(app, { tests: true }) },
  ];
}
/**
 * The server's core (db, league, http) serves every area and knows none: an area may import the core, never the
 * reverse. mail is an adapter (SMTP or the outbox) whose `Mailer` type the core's route deps name; test-support is
 * for tests. Every other folder of server/src is a feature area, new ones included.
 */
const SERVER_CORE = ['db', 'league', 'http'];
const NOT_FEATURES = [...SERVER_CORE, 'mail', 'test-support'];
const SERVER_FEATURES = readdirSync(new URL('./server/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_FEATURES.includes(entry.name))
  .map((entry) => entry.name);
const CORE_MESSAGE = 'The core (db, league, http) imports no feature area: move the piece it needs into the core.';
const SEED_MESSAGE =
  'The demo seed is for the seed command and tests: production code takes what it needs from db/, league/ or ' +
  '@league/shared.';
/**
 * Loops between areas waived by name ('a -> b'): none. The heavy-work pool runs the tasks each area hands it by
 * module path (server/src/heavy-work/heavy-task.ts), and the series seeds both series and rankings read are in db/.
 * Any loop is an error.
 */
const KNOWN_AREA_LOOPS = [];

/** Kysely calls that run SQL or open a transaction (only repositories query, only runWrite opens). */
const QUERY_CALL = 'selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction';
const ONLY_THE_WRITE_HELPER_OPENS = {
  selector: "CallExpression[callee.property.name='transaction']",
  message: 'A transaction is opened only by runWrite (server/src/league/write.ts): every write takes that path.',
};
/** An API route is registered from its contract entry only; the few routes that are not API calls say so. */
const ROUTES_FROM_THE_CONTRACT = {
  selector:
    'CallExpression[callee.object.name=/^(app|fastify|instance)$/][callee.property.name=/^(get|post|put|delete|patch|route)$/]',
  message:
    'A route is registered by serve(app, name, handler) from its contract entry (docs/architecture.md#one-contract).',
};
const NO_QUERIES_HERE = [
  {
    selector: `CallExpression[callee.property.name=/^(${QUERY_CALL})$/]`,
    message: 'Routes and services hold no query code: call a repository (docs/architecture.md#write).',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: 'Routes and services hold no query code: call a repository (docs/architecture.md#write).',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'tools/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: BROWSER_APPS.map((glob) => `${glob}/*.{ts,tsx}`).concat(['shared/src/**/*.{ts,tsx}']),
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...APPS.flatMap(walls),
  {
    files: ['test-support/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@league/*', '!@league/shared'], message: 'Test helpers know only @league/shared.' }] },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@league/*'], message: '@league/shared depends on no other package of ours.' }] },
      ],
    },
  },
  {
    files: ['shared/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@league/*', '!@league/test-support'],
              message: "@league/shared's tests know only @league/test-support.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'server/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/league/write.ts', 'server/src/seed/**', 'server/src/db/**', 'server/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ONLY_THE_WRITE_HELPER_OPENS, ROUTES_FROM_THE_CONTRACT] },
  },
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'league-areas': areaLoops },
    rules: {
      'league-areas/no-area-loop': [
        'error',
        { root: 'server/src', layer: SERVER_CORE, knownLoops: KNOWN_AREA_LOOPS, ignored: ['test-support'] },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    // a core test may start the demo app or log in: tests compose the areas, like app.ts
    ignores: ['server/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: SERVER_CORE.map((area) => `./server/src/${area}`),
              from: SERVER_FEATURES.map((area) => `./server/src/${area}`),
              message: CORE_MESSAGE,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    // startup.ts and start-banner.ts are the one door to the seed: on first start they seed the demo league and
    // print its accounts (docs/architecture.md)
    ignores: [
      'server/src/seed/**',
      'server/src/test-support/**',
      'server/src/**/*.test.ts',
      'server/src/startup.ts',
      'server/src/start-banner.ts',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/seed', '**/seed/*'], message: SEED_MESSAGE }] }],
    },
  },
  {
    files: ['server/src/**/*-route.ts', 'server/src/**/*-routes.ts', 'server/src/**/*-service.ts'],
    rules: { 'no-restricted-syntax': ['error', ...NO_QUERIES_HERE, ROUTES_FROM_THE_CONTRACT] },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
