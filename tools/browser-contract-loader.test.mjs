// The production browser builds take of each contract entry only its method and path
// (scripts/browser-contract-loader.cjs): what a page's first download carries of the contract.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const loader = createRequire(import.meta.url)('../scripts/browser-contract-loader.cjs');

/** A contract file as shared's build leaves it: the ES module and its CommonJS twin. */
function builtContract(name, esm, cjs) {
  const root = mkdtempSync(join(tmpdir(), 'contract-'));
  for (const [format, text] of [
    ['esm', esm],
    ['cjs', cjs],
  ]) {
    mkdirSync(join(root, 'shared', 'dist', format, 'contract'), { recursive: true });
    writeFileSync(join(root, 'shared', 'dist', format, 'contract', name), text);
  }
  const file = join(root, 'shared', 'dist', 'esm', 'contract', name);
  const dependencies = [];
  const output = loader.call({ resourcePath: file, addDependency: (path) => dependencies.push(path) }, esm);
  rmSync(root, { recursive: true, force: true });
  return { output, dependencies };
}

test('keeps only the method and the path of each entry', () => {
  const esm = "export const login = { method: 'POST', path: '/api/myaccount/login', summary: 'Connexion' };\n";
  const cjs = `exports.login = { method: 'POST', path: '/api/myaccount/login', summary: 'Connexion', access: 'public',
    body: 'loginBodySchema', answer: 'sessionResponseSchema', errors: [401, 429] };
exports.logout = { method: 'POST', path: '/api/myaccount/logout', summary: 'Déconnexion', access: 'public' };`;
  const { output, dependencies } = builtContract('accounts.js', esm, cjs);
  assert.equal(
    output,
    'export const login = {"method":"POST","path":"/api/myaccount/login"};\n' +
      'export const logout = {"method":"POST","path":"/api/myaccount/logout"};',
  );
  assert.match(dependencies[0], /[\\/]cjs[\\/]contract[\\/]accounts\.js$/);
});

test('leaves a file that holds anything but entries as it is', () => {
  const esm = 'export function pathOf(entry) { return entry.path; }\n';
  const cjs = 'exports.pathOf = function pathOf(entry) { return entry.path; };';
  assert.equal(builtContract('helpers.js', esm, cjs).output, esm);
});
