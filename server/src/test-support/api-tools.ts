import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TOOLS = join(__dirname, 'api-description-tools.mjs');

/** A problem Redocly finds in the API description. */
export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  where: string;
}

async function withDocument<T>(document: unknown, use: (file: string, folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), 'league-api-'));
  try {
    const file = join(folder, 'api.json');
    writeFileSync(file, JSON.stringify(document));
    return await use(file, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Redocly's `recommended` rules run on the document. */
export function lintDescription(document: unknown): Promise<LintProblem[]> {
  return withDocument(document, async (file) => {
    const { stdout } = await run(process.execPath, [TOOLS, 'lint', file], { maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout) as LintProblem[];
  });
}

/** Writes to `out` the TypeScript `paths` types openapi-typescript generates from the document. */
export function generateClientTypes(document: unknown, out: string): Promise<void> {
  return withDocument(document, async (file) => {
    await run(process.execPath, [TOOLS, 'types', file, out]);
  });
}
