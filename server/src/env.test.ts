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
  ])('refuses %p with a message naming the variable', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });
});
