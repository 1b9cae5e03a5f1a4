import { apiRequest, ApiError, setUnauthorizedHandler } from './client';

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

describe('API client', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    globalThis.fetch = realFetch;
    setUnauthorizedHandler(() => undefined);
  });

  it('sends JSON with the cookies and the query, and returns the body', async () => {
    const fetchMock = answer(200, { teams: [] });
    globalThis.fetch = fetchMock;
    await expect(apiRequest('GET', '/api/teams', { query: { season: '2025', other: undefined } })).resolves.toEqual({
      teams: [],
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/teams?season=2025',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
    globalThis.fetch = answer(200, { success: true });
    await apiRequest('POST', '/api/myaccount/edit', { body: { name: 'Léa' } });
    expect((globalThis.fetch as jest.Mock).mock.calls[0][1]).toMatchObject({
      body: '{"name":"Léa"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it("throws the server's message, logged, with its issues", async () => {
    globalThis.fetch = answer(400, {
      success: false,
      error: 'Requête invalide',
      issues: [{ path: 'body.name', message: 'requis' }],
    });
    const error = await apiRequest('POST', '/api/users/register', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Requête invalide', issues: [{ path: 'body.name' }] });
    expect(console.error).toHaveBeenCalled();
  });

  it('hands a 401 to the shell, except for calls that may answer it', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    globalThis.fetch = answer(401, { success: false, error: 'Connexion requise' });
    await expect(apiRequest('DELETE', '/api/myaccount/notification/1')).rejects.toThrow('Connexion requise');
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(apiRequest('POST', '/api/myaccount/login', { body: {}, authenticated: false })).rejects.toThrow();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('hands the shell one 401 for calls that were in flight together (one login page, not several)', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    let answerAll: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (answerAll = resolve));
    globalThis.fetch = jest.fn(async () => {
      await gate;
      return { ok: false, status: 401, json: async () => ({ success: false, error: 'Connexion requise' }) };
    }) as unknown as typeof fetch;
    const calls = [apiRequest('GET', '/api/users/'), apiRequest('GET', '/api/users', { query: { type: 'pending' } })];
    answerAll();
    await Promise.allSettled(calls);
    expect(handler).toHaveBeenCalledTimes(1);
    // a call made afterwards belongs to the next session: its 401 counts again
    await apiRequest('GET', '/api/users/').catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('refuses an unsupported method with the spec message', async () => {
    await expect(apiRequest('PATCH' as 'GET', '/api/x')).rejects.toThrow('Type de requête non pris en charge');
  });

  it('falls back to a generic message when the body is not the error shape', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue({ ok: false, status: 502, json: async () => Promise.reject(new Error('html')) });
    await expect(apiRequest('GET', '/api/teams')).rejects.toThrow('Erreur inconnue (HTTP 502)');
  });
});
