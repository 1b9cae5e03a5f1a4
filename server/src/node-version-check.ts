// Imported first by main.ts: stops before any module (better-sqlite3's binary among them) loads on an older Node.
import { nodeVersionProblem } from './node-version';

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
