import { emit, REMOTES, VERSION_MODULE, type RemoteName } from '@league/shared';
import type { ComponentType } from 'react';
import { recordRemoteVersion } from './remote-versions';

/** Loads one exposed module of a remote; the network edge of the shell. */
export type ModuleFetcher = (remote: RemoteName, module: string) => Promise<unknown>;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not load ${module}: ${describe(cause)}`, { cause });
    this.name = 'RemoteLoadError';
  }
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

export interface RemoteLoader {
  /** Resolves to the module's default export; rejects with RemoteLoadError. Failures are not cached. */
  loadComponent(remote: RemoteName, module: string): Promise<ComponentType<Record<string, unknown>>>;
  /** A component already loaded, for a render without a loading flash. */
  loaded(remote: RemoteName, module: string): ComponentType<Record<string, unknown>> | undefined;
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: () => number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    const ms = timeoutMs();
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

function defaultExport(module: unknown): unknown {
  return module && typeof module === 'object' && 'default' in module ? module.default : module;
}

export interface RemoteLoaderOptions {
  /** How long a load may take, read at each load (it comes from /config). */
  timeoutMs: () => number;
  /** Told of every failed load, so the next attempt can reconnect to the remote. */
  onFailure?: (remote: RemoteName) => void;
}

export function createRemoteLoader(
  fetchModule: ModuleFetcher,
  { timeoutMs, onFailure }: RemoteLoaderOptions,
): RemoteLoader {
  const components = new Map<string, ComponentType<Record<string, unknown>>>();
  const key = (remote: RemoteName, module: string) => `${REMOTES[remote].container}/${module}`;

  const recordVersion = (remote: RemoteName) =>
    fetchModule(remote, VERSION_MODULE).then(
      (version) => {
        recordRemoteVersion(remote, String(defaultExport(version)));
        emit({ type: 'remote/loaded', remote, version: String(defaultExport(version)) });
      },
      () => undefined, // the page loaded; a missing version only leaves the footer blank
    );

  return {
    loaded: (remote, module) => components.get(key(remote, module)),
    async loadComponent(remote, module) {
      const id = key(remote, module);
      const cached = components.get(id);
      if (cached) return cached;
      try {
        const component = defaultExport(await withTimeout(fetchModule(remote, module), timeoutMs));
        if (typeof component !== 'function' && typeof component !== 'object') {
          throw new Error(`${id} has no component as default export`);
        }
        components.set(id, component as ComponentType<Record<string, unknown>>);
        void recordVersion(remote);
        return component as ComponentType<Record<string, unknown>>;
      } catch (error) {
        onFailure?.(remote);
        emit({ type: 'remote/failed', remote, error: describe(error) });
        throw new RemoteLoadError(remote, module, error);
      }
    },
  };
}
