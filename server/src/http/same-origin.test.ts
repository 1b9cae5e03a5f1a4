import { startTestApp, type TestApp } from '../test-support/test-app';

describe('state-changing requests must come from this site', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const logout = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/myaccount/logout',
      headers: { host: 'ligue.example:8080', ...headers },
    });

  it.each([
    ['an Origin of this site', { origin: 'http://ligue.example:8080' }, 200],
    ['a Referer of this site when Origin is absent', { referer: 'http://ligue.example:8080/teams' }, 200],
    ['another Origin', { origin: 'https://evil.example' }, 403],
    [
      'another Origin even with a matching Referer',
      { origin: 'https://evil.example', referer: 'http://ligue.example:8080/' },
      403,
    ],
    ['neither Origin nor Referer', {}, 403],
    ['a malformed Origin', { origin: 'not a url' }, 403],
  ])('%s → %i', async (_case, headers, status) => {
    const response = await logout(headers);
    expect(response.statusCode).toBe(status);
    if (status === 403)
      expect(response.json()).toEqual({ success: false, error: expect.stringMatching(/ne vient pas/) });
  });

  it('leaves reads alone', async () => {
    expect(
      (await testApp.app.inject({ url: '/api/myaccount/info', headers: { origin: 'https://evil.example' } }))
        .statusCode,
    ).toBe(200);
  });
});
