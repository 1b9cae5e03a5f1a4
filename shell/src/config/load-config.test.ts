import { CONFIG_ELEMENT_ID, FALLBACK_CONFIG, leagueNameOf, loadConfig } from './load-config';

// jsdom has no fetch/Response: a stand-in with the two members loadConfig reads
const respond = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 400, status, json: async () => body })) as unknown as typeof fetch;

describe('loadConfig', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('returns what /config says', async () => {
    const config: typeof FALLBACK_CONFIG = JSON.parse(JSON.stringify(FALLBACK_CONFIG));
    config.cfg.pjc.remotes.admin = 'https://cdn.example.org/admin/remoteEntry.js';
    expect(await loadConfig(respond(200, config))).toEqual(config);
  });

  it.each([
    ['an HTTP error', respond(500, { success: false })],
    ['a body of another shape', respond(200, { cfg: { uic: {} } })],
    ['a network failure', jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch],
  ])('falls back to the default remotes with a warning on %s', async (_case, fetchImpl) => {
    expect(await loadConfig(fetchImpl)).toBe(FALLBACK_CONFIG);
    expect(console.warn).toHaveBeenCalledWith(
      "La configuration de l'application n'a pas pu être chargée",
      expect.anything(),
    );
  });
});

describe('the configuration inlined in the page', () => {
  afterEach(() => document.getElementById(CONFIG_ELEMENT_ID)?.remove());

  const inline = (text: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = CONFIG_ELEMENT_ID;
    element.textContent = text;
    document.head.append(element);
  };

  it('is used without asking /config, escapes included', async () => {
    const config: typeof FALLBACK_CONFIG = JSON.parse(JSON.stringify(FALLBACK_CONFIG));
    config.cfg.uic = { ...config.cfg.uic, leagueName: '</script><script>alert(1)</script>' };
    inline(JSON.stringify(config).replace(/</g, '\\u003c'));
    const fetchImpl = respond(200, FALLBACK_CONFIG);
    const loaded = await loadConfig(fetchImpl);
    expect(leagueNameOf(loaded)).toBe('</script><script>alert(1)</script>');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('is ignored for /config when it cannot be read', async () => {
    inline('{ not json');
    const config: typeof FALLBACK_CONFIG = JSON.parse(JSON.stringify(FALLBACK_CONFIG));
    config.cfg.pjc.version = '9.9.9';
    expect(await loadConfig(respond(200, config))).toEqual(config);
  });
});

describe("the league's name", () => {
  it('comes from /config when it carries one, and is absent otherwise', () => {
    const withName = {
      cfg: { ...FALLBACK_CONFIG.cfg, uic: { ...FALLBACK_CONFIG.cfg.uic, leagueName: 'Ligue de balle' } },
    };
    expect(leagueNameOf(withName)).toBe('Ligue de balle');
    expect(leagueNameOf(FALLBACK_CONFIG)).toBe('Ligue');
  });
});
