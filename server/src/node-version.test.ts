import { OLDEST_NODE, nodeVersionProblem } from './node-version';

describe('nodeVersionProblem', () => {
  it('accepts the oldest supported Node and anything newer', () => {
    expect(nodeVersionProblem(`v${OLDEST_NODE.major}.${OLDEST_NODE.minor}.0`)).toBeUndefined();
    expect(nodeVersionProblem('v22.22.1')).toBeUndefined();
    expect(nodeVersionProblem('v24.21.0')).toBeUndefined();
    expect(nodeVersionProblem('v26.0.0')).toBeUndefined();
  });

  it('refuses Node 20 and the first releases of Node 22, naming the version and the way out', () => {
    const message = nodeVersionProblem('v20.20.2');
    expect(message).toContain('Node.js 22.15 ou plus récent\u202f; celui-ci est v20.20.2.');
    expect(message).toContain('npm start');
    expect(nodeVersionProblem('v22.13.1')).toContain('v22.13.1');
    expect(nodeVersionProblem('v18.20.8')).toContain('v18.20.8');
  });

  it('refuses what it cannot read', () => {
    expect(nodeVersionProblem('unknown')).toContain('unknown');
  });

  it('lets the Node that runs the tests through (the one npm ci installs)', () => {
    expect(nodeVersionProblem(process.version)).toBeUndefined();
    // better-sqlite3 13's binaries ask for Node-API 10
    expect(Number(process.versions.napi)).toBeGreaterThanOrEqual(10);
  });
});
