import { NNBSP } from '@league/shared';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Piscina } from 'piscina';
import { DomainError } from '../league/domain-errors';
import { onFirstUse } from '../rare-modules';
import { heavyTasks, type Budget, type HeavyTask } from './heavy-task';
import type * as Tasks from './heavy-tasks';
import type { Outcome } from './outcome';
import type { TaskCall } from './task-runner';

/**
 * The work whose cost grows with what a person sends (SVG cleaning, spreadsheets, backups) runs on worker threads,
 * never on the event loop, each task within a time budget (docs/decisions/server-and-api.md « Heavy work runs on worker
 * threads »): a task over its budget is stopped (its thread is ended) and the request answers a French refusal.
 * Each area hands the pool its own tasks (heavy-task.ts): the pool imports none of them.
 */

/** The pool's own task, for the exports: a table as a workbook. */
export const WRITE_EXPORT_BOOK = heavyTasks<typeof Tasks>(join(__dirname, 'heavy-tasks'))('writeExportBook', {
  ms: 30_000,
  overrun: 503,
});

export const HEAVY_MESSAGES = {
  tooLong: (seconds: number) =>
    `Le fichier demande trop de calcul au serveur (plus de ${seconds} s)${NNBSP}: simplifiez-le ou coupez-le en plusieurs fichiers`,
  serverTooLong: (seconds: number) =>
    `Le serveur n'a pas pu finir ce travail en ${seconds} s${NNBSP}: réessayez dans un moment`,
  busy: `Le serveur traite déjà beaucoup de fichiers${NNBSP}: réessayez dans un instant`,
  memory: `Le fichier demande plus de mémoire que le serveur n'en accorde à un envoi${NNBSP}: simplifiez-le`,
} as const;

/** A refusal decided on a worker thread, or a task stopped over its budget: its status and French message. */
export class HeavyRefusal extends DomainError {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Threads: one fewer than the cores (one at least), lowered in priority so the event loop keeps its core. */
const THREADS = Math.max(1, availableParallelism() - 1);
/** A worker thread's heap: well above a league's backup, well below the machine. */
const HEAP_MB = 512;

/**
 * The threads' entry (task-runner.ts), which loads each task's module by its path: under jest through a small
 * compiling entry that runs the TypeScript sources; built, the compiled module.
 */
const WORKER_FILE = __filename.endsWith('.ts') ? join(__dirname, 'ts-worker.cjs') : join(__dirname, 'task-runner.js');

let started = false;
let pool = onFirstUse(startPool);

async function startPool(): Promise<Piscina> {
  started = true;
  // the package's CommonJS entry is the class itself
  const Pool = (await import('piscina')).default as unknown as typeof Piscina;
  return new Pool({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: THREADS,
    maxQueue: 16 * THREADS,
    idleTimeout: 30_000, // a thread keeps its loaded libraries for the next task, then gives its memory back
    niceIncrement: 5,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
}

/** Ends the pool's threads (the app closing); the next task starts a new pool. */
export async function closeHeavyWork(): Promise<void> {
  if (!started) return;
  const closing = pool;
  started = false;
  pool = onFirstUse(startPool);
  await (await closing()).destroy();
}

/**
 * Runs one task on the pool (handed by its area: heavy-task.ts); `transfer`: buffers handed to the thread rather
 * than copied; `budgetMs` replaces the task's budget (tests).
 */
export async function runHeavy<In, Out>(
  task: HeavyTask<In, Out>,
  input: NoInfer<In>,
  transfer: ArrayBuffer[] = [],
  budgetMs = task.budget.ms,
): Promise<Out> {
  const budget = { ...task.budget, ms: budgetMs };
  const call: TaskCall = { module: task.module, name: task.name, input };
  const outcome = (await (
    await pool()
  )
    .run(call, { name: 'runTask', signal: AbortSignal.timeout(budget.ms), transferList: transfer })
    .catch((error: unknown) => {
      throw refusalOf(error, budget);
    })) as Outcome<Out>;
  if (!outcome.ok) throw new HeavyRefusal(outcome.status, outcome.message);
  return outcome.value;
}

function refusalOf(error: unknown, budget: Budget): unknown {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  const seconds = Math.max(1, Math.round(budget.ms / 1000));
  if (name === 'AbortError' || name === 'TimeoutError') {
    return budget.overrun === 422
      ? new HeavyRefusal(422, HEAVY_MESSAGES.tooLong(seconds))
      : new HeavyRefusal(503, HEAVY_MESSAGES.serverTooLong(seconds));
  }
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new HeavyRefusal(422, HEAVY_MESSAGES.memory);
  if (/queue is at limit/i.test(message ?? '')) return new HeavyRefusal(503, HEAVY_MESSAGES.busy);
  return error;
}
