// The lint rules that keep the rooms apart must fail on a crossing: checked here on snippets,
// linted as if they stood in the named files (the files need not exist).
import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import { test } from 'node:test';

const eslint = new ESLint();

async function ruleIdsFor(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId);
}

test('a remote importing another remote by package name is an error', async () => {
  const rules = await ruleIdsFor('mf-public/src/exposed/intruder.ts', "import '@league/mf-admin';\n");
  assert.ok(rules.includes('no-restricted-imports'), `got ${rules}`);
});

test('a remote importing another remote by path is an error', async () => {
  const rules = await ruleIdsFor(
    'mf-public/src/exposed/intruder.ts',
    "export { default } from '../../../mf-admin/src/version';\n",
  );
  assert.ok(rules.includes('import-x/no-restricted-paths'), `got ${rules}`);
});

test('the shell importing a remote is an error', async () => {
  const rules = await ruleIdsFor(
    'shell/src/intruder.ts',
    "export { default } from '../../mf-timeslots/src/version';\n",
  );
  assert.ok(rules.includes('import-x/no-restricted-paths'), `got ${rules}`);
});

test('a remote importing @league/shared is fine', async () => {
  const rules = await ruleIdsFor('mf-admin/src/exposed/fine.ts', "export { messages } from '@league/shared';\n");
  assert.deepEqual(rules, []);
});

test('app code importing the test helpers is an error, by package name and by path', async () => {
  const byName = await ruleIdsFor(
    'mf-public/src/contact/intruder.ts',
    "export { fakeServer } from '@league/test-support';\n",
  );
  assert.ok(byName.includes('no-restricted-imports'), `got ${byName}`);
  const byPath = await ruleIdsFor('shell/src/intruder.ts', "export { AtPath } from '../../test-support/src/router';\n");
  assert.ok(byPath.includes('import-x/no-restricted-paths'), `got ${byPath}`);
});

test('tests and their helpers importing the test helpers is fine', async () => {
  const code = "export { fakeServer } from '@league/test-support';\n";
  assert.deepEqual(await ruleIdsFor('mf-public/src/contact/contact-page.test.tsx', code), []);
  assert.deepEqual(await ruleIdsFor('mf-public/src/ranking/test-support.tsx', code), []);
  assert.deepEqual(await ruleIdsFor('mf-account/src/test/sessions.ts', code), []);
});

test('a remote importing another remote is still an error from a test file', async () => {
  const rules = await ruleIdsFor('mf-public/src/contact/intruder.test.ts', "import '@league/mf-admin';\n");
  assert.ok(rules.includes('no-restricted-imports'), `got ${rules}`);
});

test('a route file holding a Kysely query is an error', async () => {
  const rules = await ruleIdsFor(
    'server/src/teams/intruder-routes.ts',
    "export const load = (db) => db.selectFrom('teams').selectAll().execute();\n",
  );
  assert.ok(rules.includes('no-restricted-syntax'), `got ${rules}`);
});

test('a single-route file holding a Kysely query is an error', async () => {
  const rules = await ruleIdsFor(
    'server/src/http/intruder-route.ts',
    "export const load = (db) => db.selectFrom('settings').selectAll().execute();\n",
  );
  assert.ok(rules.includes('no-restricted-syntax'), `got ${rules}`);
});

test('a service opening a transaction or writing SQL is an error', async () => {
  for (const code of [
    'export const save = (db) => db.transaction().execute(async () => undefined);\n',
    "export const drop = (db) => db.deleteFrom('teams').execute();\n",
  ]) {
    const rules = await ruleIdsFor('server/src/teams/intruder-service.ts', code);
    assert.ok(rules.includes('no-restricted-syntax'), `got ${rules} for ${code}`);
  }
});

test('a transaction opened anywhere in the server but the write helper is an error', async () => {
  const code = 'export const save = (db) => db.transaction().execute(async () => undefined);\n';
  assert.ok((await ruleIdsFor('server/src/teams/teams-repository.ts', code)).includes('no-restricted-syntax'));
  assert.deepEqual(await ruleIdsFor('server/src/league/write.ts', code), []);
});

test('a repository may query', async () => {
  const rules = await ruleIdsFor(
    'server/src/teams/teams-repository.ts',
    "export const load = (db) => db.selectFrom('teams').selectAll().execute();\n",
  );
  assert.deepEqual(rules, []);
});

test('production server code importing the demo seed is an error; the seed, tests and the start-up door may', async () => {
  const code = "export { DEMO_SETTINGS } from '../seed/settings';\n";
  assert.ok((await ruleIdsFor('server/src/backups/intruder.ts', code)).includes('no-restricted-imports'));
  assert.deepEqual(await ruleIdsFor('server/src/backups/intruder.test.ts', code), []);
  assert.deepEqual(await ruleIdsFor('server/src/seed/fine.ts', "export { DEMO_SETTINGS } from './settings';\n"), []);
  assert.deepEqual(await ruleIdsFor('server/src/startup.ts', "export { DEMO_SETTINGS } from './seed/settings';\n"), []);
});

test('the server core importing a feature area is an error', async () => {
  for (const [file, code] of [
    ['server/src/league/intruder.ts', "export { listArchives } from '../seasons/archives-repository';\n"],
    ['server/src/http/intruder.ts', "export { TEAM_MESSAGES } from '../teams/team-service';\n"],
    ['server/src/db/intruder.ts', "export { IMAGE_MESSAGES } from '../media/image-upload';\n"],
  ]) {
    const rules = await ruleIdsFor(file, code);
    assert.ok(rules.includes('import-x/no-restricted-paths'), `got ${rules} for ${file}`);
  }
  assert.deepEqual(await ruleIdsFor('server/src/teams/fine.ts', "export { runWrite } from '../league/write';\n"), []);
});

test('two server areas importing each other is an error, through any file', async () => {
  // accounts/ is imported by users/ (users-service.ts): the reverse closes a loop
  const rules = await ruleIdsFor(
    'server/src/accounts/intruder.ts',
    "export { listUsers } from '../users/users-service';\n",
  );
  assert.ok(rules.includes('league-areas/no-area-loop'), `got ${rules}`);
  assert.deepEqual(
    await ruleIdsFor('server/src/users/fine.ts', "export { hashPassword } from '../accounts/password';\n"),
    [],
  );
});
