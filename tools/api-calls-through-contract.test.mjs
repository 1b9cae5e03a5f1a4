// The browser calls the API only through the contract's entries (shared/src/contract) and `call`: an `/api/`
// address written anywhere else in the shell, a remote or shared's browser code is a second source of truth.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const BROWSER_PACKAGES = ['shell', 'mf-public', 'mf-account', 'mf-admin', 'mf-timeslots', 'shared'];
/** Where addresses of the API may be written: the contract itself. */
const ALLOWED = /^shared\/src\/contract\//;
const API_ADDRESS = /['"`]\/api\//;

function productionSources() {
  const patterns = BROWSER_PACKAGES.flatMap((dir) => [
    `${dir}/src/*.ts`,
    `${dir}/src/**/*.ts`,
    `${dir}/src/*.tsx`,
    `${dir}/src/**/*.tsx`,
  ]);
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns], {
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))].filter(
    (file) =>
      file && existsSync(file) && !ALLOWED.test(file) && !/\.test\.tsx?$|\/test\/|test-support|\.d\.ts$/.test(file),
  );
}

test('no production file of the browser writes an /api/ address outside the contract', () => {
  const offenders = productionSources().filter((file) => API_ADDRESS.test(readFileSync(file, 'utf8')));
  assert.deepEqual(offenders, []);
});
