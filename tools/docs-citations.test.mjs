// Code and documents cite the project's own docs (docs/product.md#results, docs/decisions/<area>.md): every cited
// file and anchor must exist, and nothing cites a document outside the repository (docs/decisions/README.md).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const CITATION = /docs\/[\w/.-]+\.md(?:#[\w-]+)?/g;
const OUTSIDE_CITATION = /\bspec \u00a7|\u00a7\s?\d|\bSPEC\.md\b|\bDESIGN\.md\b|\bissue #\d+|docs\/decisions\.md/;

/** Files in the repository (tracked or new), minus those deleted in the working tree. */
function filesMatching(...patterns) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns], {
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\n'))].filter((file) => file && existsSync(file));
}

const sources = () => filesMatching('*.ts', '*.tsx', '*.mjs', '*.cjs').filter((file) => !file.startsWith('tools/'));
const documents = () => ['README.md', ...filesMatching('docs/*.md', 'docs/**/*.md')];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const headingAnchor = (heading) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

function anchorsOf(file) {
  const text = readFileSync(file, 'utf8');
  const explicit = [...text.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]);
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1]));
  return new Set([...explicit, ...headings]);
}

test('every cited doc and anchor exists', () => {
  const broken = [];
  for (const file of [...sources(), ...documents()]) {
    for (const [citation] of readFileSync(file, 'utf8').matchAll(CITATION)) {
      const [path, anchor] = citation.replace(/\.$/, '').split('#');
      if (!existsSync(path)) broken.push(`${file}: ${citation}`);
      else if (anchor && !anchorsOf(path).has(anchor)) broken.push(`${file}: ${citation}`);
    }
  }
  assert.deepEqual(broken, []);
});

test('code and docs cite no document outside the repository', () => {
  const offenders = [...sources(), ...documents()].filter((file) => OUTSIDE_CITATION.test(readFileSync(file, 'utf8')));
  assert.deepEqual(offenders, []);
});
