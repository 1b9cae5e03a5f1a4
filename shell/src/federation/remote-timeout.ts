/**
 * How long a remote's entry or page may take before it counts as failed; set from /config at start.
 * No import of @league/shared here: the federation runtime plugin reads this module before shared
 * modules are negotiated. The initial value mirrors REMOTE_LOAD_TIMEOUT_MS (120 s).
 */
let timeoutMs = 120_000;

export function remoteTimeoutMs(): number {
  return timeoutMs;
}

export function setRemoteTimeoutMs(value: number): void {
  timeoutMs = value;
}
