import { createStore, readOnly, type RemoteName } from '@league/shared';

const versions = createStore<Partial<Record<RemoteName, string>>>({});

/** The release version of each remote loaded so far. */
export const remoteVersionsStore = readOnly(versions);

export function recordRemoteVersion(remote: RemoteName, version: string): void {
  versions.update((all) => ({ ...all, [remote]: version }));
}
