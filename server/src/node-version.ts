/**
 * The oldest Node.js the server runs on: 22.15, for module.registerHooks (src/preact-aliases.ts); better-sqlite3 13's
 * binaries need Node-API 10, which Node has since 22.14.
 * `npm ci` installs Node 24 into node_modules (the npm registry's `node` package) and every npm script runs on it
 * (docs/decisions/build-and-federation.md#node-24-comes-from-the-npm-registrys-node-package).
 */
export const OLDEST_NODE = { major: 22, minor: 15 } as const;

const NNBSP = '\u202f';

/** The French message to print when `version` (like `process.version`) is older than OLDEST_NODE, else undefined. */
export function nodeVersionProblem(version: string): string | undefined {
  const match = /^v?(\d+)\.(\d+)\./.exec(version);
  const major = Number(match?.[1] ?? 0);
  const minor = Number(match?.[2] ?? 0);
  if (major > OLDEST_NODE.major || (major === OLDEST_NODE.major && minor >= OLDEST_NODE.minor)) return undefined;
  return [
    `Le serveur demande Node.js ${OLDEST_NODE.major}.${OLDEST_NODE.minor} ou plus récent${NNBSP}; celui-ci est ${version}.`,
    `Lancez-le par npm (npm start)${NNBSP}: npm ci installe Node.js 24 dans node_modules et chaque script npm s’en sert.`,
  ].join('\n');
}
