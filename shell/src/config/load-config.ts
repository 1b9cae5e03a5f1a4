import {
  DEFAULT_UI_CONFIG,
  defaultRemoteEntryUrl,
  emit,
  embeddedJson,
  messages,
  REMOTE_LOAD_TIMEOUT_MS,
  REMOTE_NAMES,
  setLeagueName,
  setUiConfig,
  type AppConfig,
} from '@league/shared';

/** What the shell uses when /config cannot be read: the remotes where the server puts them by default. */
export const FALLBACK_CONFIG: AppConfig = {
  cfg: {
    uic: DEFAULT_UI_CONFIG,
    pjc: {
      version: '',
      remotes: Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, defaultRemoteEntryUrl(name)]),
      ) as AppConfig['cfg']['pjc']['remotes'],
      remoteTimeoutMs: REMOTE_LOAD_TIMEOUT_MS,
    },
  },
};

function looksLikeConfig(body: unknown): body is AppConfig {
  const cfg = (body as Partial<AppConfig> | null)?.cfg;
  return !!cfg?.uic && !!cfg.pjc && REMOTE_NAMES.every((name) => typeof cfg.pjc.remotes?.[name] === 'string');
}

/** Where the server inlines GET /config's answer in the page (server/src/web/shell-page.ts). */
export const CONFIG_ELEMENT_ID = 'league-config';

/** The configuration the server put in the page, so that the start waits for no request; null when absent. */
export function inlinedConfig(doc: Document = document): AppConfig | null {
  return embeddedJson(CONFIG_ELEMENT_ID, looksLikeConfig, doc);
}

/** The inlined configuration, else GET /config; a failure is only a warning and the defaults apply. */
export async function loadConfig(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<AppConfig> {
  const inlined = inlinedConfig(doc);
  if (inlined) return inlined;
  try {
    const response = await fetchImpl('/config', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!looksLikeConfig(body)) throw new Error('unexpected configuration shape');
    return body;
  } catch (error) {
    console.warn(messages.appConfigFetchFailed, error);
    emit({ type: 'toast', level: 'info', message: messages.appConfigFetchFailed });
    return FALLBACK_CONFIG;
  }
}

/** The league's name (the `leagueName` setting, also used by the server's mails), or the default one. */
export function leagueNameOf(config: AppConfig): string | undefined {
  const name: unknown = config.cfg.uic.leagueName;
  return typeof name === 'string' ? name : undefined;
}

/** Tells the stores what the configuration says: the interface settings and the league's name. */
export function applyConfig(config: AppConfig): void {
  setUiConfig(config.cfg.uic);
  setLeagueName(leagueNameOf(config));
}
