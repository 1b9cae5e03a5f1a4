// Preloaded into the server by the load test (node --expose-gc --require): SIGUSR2 runs a full garbage collection,
// so that resident memory is read at its floor rather than anywhere on the collector's sawtooth. It also ends the
// heavy-work pool's threads (server/src/heavy-work/heavy-pool.ts): a thread started by a task during the run (the
// nightly backup's first check comes a minute after start) lives on idle for a while, holding its own heap, and is
// memory that comes and goes with the tasks, not the process's steady state.
const { join } = require('node:path');

const heavyWork = () => require(join(__dirname, '../server/dist/heavy-work/heavy-pool.js'));

process.on('SIGUSR2', () => {
  global.gc?.();
  heavyWork()
    .closeHeavyWork()
    .catch(() => undefined);
});
