import { REMOTE_NAMES, type RemoteName } from '@league/shared';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultWebRoots, readServerConfig, type ServerConfig } from '../env';

export const SHELL_HTML = '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>';

/** A throw-away folder with the files a build would leave: the shell's page and each remote's entry. */
export function makeTestSite(env: NodeJS.ProcessEnv = {}): { config: ServerConfig; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'league-web-'));
  const shell = join(dir, 'shell');
  mkdirSync(shell);
  writeFileSync(join(shell, 'index.html'), SHELL_HTML);
  writeFileSync(join(shell, 'main.1a2b3c4d.js'), 'console.log("shell")');
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remotes[name] = join(dir, name);
    mkdirSync(remotes[name]);
    writeFileSync(join(remotes[name], 'remoteEntry.js'), `var mf_${name};`);
    writeFileSync(join(remotes[name], 'mf-manifest.json'), '{}');
    writeFileSync(join(remotes[name], '__federation_expose_Home.0123abcd.js'), '/* chunk */');
  }
  const config = { ...readServerConfig({ DATA_DIR: join(dir, 'data'), ...env }), webRoots: { shell, remotes } };
  return { config, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A copy of the real production build (`npm run build`) of the shell and mf-public, browser and server builds, in a
 * throw-away folder that a test may break; the other remotes are fakes. For the server rendering's tests.
 */
export function copyBuiltSite(): { config: ServerConfig; cleanup(): void } {
  const built = defaultWebRoots();
  for (const root of [built.shell, built.remotes.public]) {
    if (!existsSync(join(root, 'server', 'index.js'))) throw new Error(`${root} has no server build: npm run build`);
  }
  const site = makeTestSite();
  const { shell, remotes } = site.config.webRoots;
  cpSync(built.shell, shell, { recursive: true });
  cpSync(built.remotes.public, remotes.public, { recursive: true });
  return site;
}
