// Preloaded into the server by the load test (node --expose-gc --require): SIGUSR2 runs a full garbage collection,
// so that resident memory is read at its floor rather than anywhere on the collector's sawtooth.
process.on('SIGUSR2', () => global.gc?.());
