// Icons are inline SVG: a glyph such as ☆ or ✕ shows as an empty box where no font has it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const GLYPH_ICONS = /[\u2600-\u27BF\u{1F300}-\u{1FAFF}]/u;

function browserSources() {
  const listed = execFileSync('git', ['ls-files', '--', '*/src/*.tsx', '*/src/**/*.tsx'], { encoding: 'utf8' });
  return listed.split('\n').filter((file) => file && !file.includes('.test.') && !file.startsWith('server/'));
}

test('no component draws an icon with a symbol or emoji character', () => {
  const offenders = browserSources().filter((file) => GLYPH_ICONS.test(readFileSync(file, 'utf8')));
  assert.deepEqual(offenders, []);
});
