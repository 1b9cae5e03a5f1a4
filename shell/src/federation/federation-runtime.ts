import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, REMOTES, type ProjectConfig, type RemoteName } from '@league/shared';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { remoteTimeoutMs, setRemoteTimeoutMs } from './remote-timeout';

/** Tells the federation runtime where each remote lives, as /config says, and returns the loader. */
export function connectRemotes(project: ProjectConfig): RemoteLoader {
  setRemoteTimeoutMs(project.remoteTimeoutMs);
  const entryUrl = (name: RemoteName) => new URL(project.remotes[name], window.location.href);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name: REMOTES[name].container, entry: entryUrl(name).href })));

  // Remotes whose entry never arrived: the next attempt asks for it under a fresh URL, since the
  // browser would otherwise wait on the same hung request. Once an entry has run, its global exists.
  const needFreshEntry = new Set<RemoteName>();
  let retries = 0;

  const fetchModule = (remote: RemoteName, module: string) => {
    if (needFreshEntry.delete(remote)) {
      const url = entryUrl(remote);
      url.searchParams.set('retry', String(++retries));
      registerRemotes([{ name: REMOTES[remote].container, entry: url.href }], { force: true });
    }
    return loadRemote(`${REMOTES[remote].container}/${module}`);
  };
  const onFailure = (remote: RemoteName) => {
    if (!(REMOTES[remote].container in window)) needFreshEntry.add(remote);
  };
  return createRemoteLoader(fetchModule, { timeoutMs: remoteTimeoutMs, onFailure });
}
