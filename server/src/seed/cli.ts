/** Entry point: `node dist/seed/cli.js [--reset]` (see seed-command.ts). */
import { runSeedCommand } from './seed-command';

runSeedCommand(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
