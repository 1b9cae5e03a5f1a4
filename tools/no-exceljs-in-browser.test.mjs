// The schedule import reads spreadsheets on the server: exceljs must never reach a browser bundle.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const BROWSER_PACKAGES = ['shared', 'shell', 'mf-public', 'mf-account', 'mf-admin', 'mf-timeslots'];

test('no browser package depends on exceljs', () => {
  const offenders = BROWSER_PACKAGES.filter((name) => {
    const manifest = JSON.parse(readFileSync(`${name}/package.json`, 'utf8'));
    return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).includes('exceljs');
  });
  assert.deepEqual(offenders, []);
});

test('no browser source imports exceljs', () => {
  const listed = execFileSync('git', ['ls-files', '--', ...BROWSER_PACKAGES.map((name) => `${name}/src`)], {
    encoding: 'utf8',
  });
  const offenders = listed
    .split('\n')
    .filter((file) => /\.(tsx?|mjs|cjs|js)$/.test(file))
    .filter((file) => /from ['"]exceljs|require\(['"]exceljs|import\(['"]exceljs/.test(readFileSync(file, 'utf8')));
  assert.deepEqual(offenders, []);
});
