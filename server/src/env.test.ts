import { resolve } from 'node:path';
import { readServerConfig } from './env';

describe('server configuration', () => {
  it('defaults to port 8080 and ./data', () => {
    const config = readServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.remoteTimeoutMs).toBe(120_000);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ REMOTE_TIMEOUT_MS: '0' }, /REMOTE_TIMEOUT_MS/],
    [{ TRUST_PROXY: 'everyone; and more' }, /TRUST_PROXY/],
    [{ LIVE_MAX_STREAMS: '0' }, /LIVE_MAX_STREAMS/],
  ])('refuses %p with a message naming the variable', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });
});

describe('behind a load balancer', () => {
  it('believes no forwarded header unless TRUST_PROXY names the proxies', () => {
    expect(readServerConfig({}).trustProxy).toBeNull();
    expect(readServerConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});

describe('live streams', () => {
  it('holds 2,000 streams a process unless LIVE_MAX_STREAMS says otherwise, with a heartbeat every 25 s', () => {
    expect(readServerConfig({}).live).toMatchObject({ maxStreams: 2000, heartbeatMs: 25_000 });
    expect(readServerConfig({ LIVE_MAX_STREAMS: '500' }).live.maxStreams).toBe(500);
  });
});

describe('bootstrap administrator', () => {
  it('is read from ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(readServerConfig({ ADMIN_EMAIL: 'chef@ligue.ca', ADMIN_PASSWORD: 'assez long' }).bootstrapAdmin).toEqual({
      email: 'chef@ligue.ca',
      password: 'assez long',
    });
    expect(readServerConfig({}).bootstrapAdmin).toBeNull();
  });

  it.each([
    [{ ADMIN_EMAIL: 'chef@ligue.ca' }, /vont ensemble/],
    [{ ADMIN_EMAIL: 'pas-un-courriel', ADMIN_PASSWORD: 'assez long' }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: 'chef@ligue.ca', ADMIN_PASSWORD: 'court' }, /ADMIN_PASSWORD\u202f: 8 caractères au moins/],
  ])('refuses %p', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });

  it('puts the SQLite file in DATA_DIR unless DATABASE_URL is set', () => {
    expect(readServerConfig({ DATA_DIR: '/tmp/ligue' }).databaseUrl).toBe('/tmp/ligue/league.db');
    expect(readServerConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
  });
});
