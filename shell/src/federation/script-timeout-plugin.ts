import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteTimeoutMs } from './remote-timeout';

/** The federation runtime gives up on a remoteEntry after 20 s by default; the league waits 120 s (configurable). */
export default function scriptTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'league-script-timeout',
    createScript: () => ({ timeout: remoteTimeoutMs() }),
  };
}
