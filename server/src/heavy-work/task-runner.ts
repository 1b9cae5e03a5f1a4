import type { Outcome } from './outcome';

/** What the event loop sends a thread: the task's module and function (heavy-task.ts), and its input. */
export interface TaskCall {
  module: string;
  name: string;
  input: unknown;
}

type TaskModule = Record<string, (input: unknown) => Promise<Outcome<unknown>>>;

/**
 * The heavy-work pool's thread entry (heavy-pool.ts): loads the module that holds the task, once per thread, and
 * runs it. The areas hand their tasks to the pool by module path, so heavy-work imports none of them.
 */
export function runTask(call: TaskCall): Promise<Outcome<unknown>> {
  // a module by its path, compiled (or, under jest, compiled on loading by ts-worker.cjs), cached by require
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const tasks = require(call.module) as TaskModule;
  const task = tasks[call.name];
  if (typeof task !== 'function') throw new Error(`No heavy task ${call.name} in ${call.module}`);
  return task(call.input);
}
