import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';

/**
 * What a server build may require (scripts/webpack.app.cjs, createServerConfig): the server's own copies, so that
 * the shell's render and a remote's page share one React, one router and one @league/shared, as in the browser.
 */
const PROVIDED = /^(react|react-dom|preact|react-router|@league\/shared)(\/.*)?$/;
const serverRequire = createRequire(__filename);

function providedRequire(request: string): unknown {
  if (!PROVIDED.test(request)) throw new Error(`a server build may not require ${request}`);
  return serverRequire(request);
}

/** Where an app's server build is, inside its browser build's folder (released with it). */
export function serverBuildFile(root: string): string {
  return join(root, 'server', 'index.js');
}

function evaluate(file: string): unknown {
  const module = { exports: {} as unknown };
  const code = readFileSync(file, 'utf8');
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename: file,
  }) as (...args: unknown[]) => void;
  wrapper(module.exports, providedRequire, module, file, dirname(file));
  return module.exports;
}

export interface ServerBuild<T> {
  /** the build's exports, loaded again when its file changes (a release of the app alone) */
  exports: T;
  /** tells one version of the file from the next */
  stamp: string;
}

/**
 * A server build, read from the app's build folder at run time: a CommonJS file evaluated with the modules the
 * server provides, loaded again whenever its file changes. Throws when the file is missing, does not load, or
 * exports something `check` refuses; the caller falls back to the browser's rendering.
 */
export function serverBuildReader<T>(file: string, check: (exports: unknown) => T): () => ServerBuild<T> {
  // a file that failed is not evaluated again until it changes
  let seen: { mtimeMs: number; build: ServerBuild<T> } | { mtimeMs: number; error: unknown } | undefined;
  return () => {
    const { mtimeMs, size } = statSync(file);
    if (seen?.mtimeMs !== mtimeMs) {
      try {
        seen = { mtimeMs, build: { exports: check(evaluate(file)), stamp: `${mtimeMs}:${size}` } };
      } catch (error) {
        seen = { mtimeMs, error };
      }
    }
    if ('error' in seen) throw seen.error;
    return seen.build;
  };
}
