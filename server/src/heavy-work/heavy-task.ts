import type { Outcome } from './outcome';

/** How long a task may take, queue included, and what its overrun answers: the sender's file (422) or the server (503). */
export interface Budget {
  ms: number;
  overrun: 422 | 503;
}

/**
 * A task the heavy-work pool runs, handed to it by the area it belongs to: the module its thread loads (a path
 * without extension: the compiled module once built, its TypeScript source under jest), the function of that module
 * it calls, and its budget. `In` and `Out` type the call only.
 */
export interface HeavyTask<In, Out> {
  readonly module: string;
  readonly name: string;
  readonly budget: Budget;
  /** Never set: carries the input and output types. */
  readonly types?: (input: In) => Out;
}

type TaskFunction = (input: never) => Promise<Outcome<unknown>>;
type TaskNames<Module> = { [Name in keyof Module]: Module[Name] extends TaskFunction ? Name : never }[keyof Module] &
  string;
type InputOf<Task> = Task extends (input: infer In) => unknown ? In : never;
type OutputOf<Task> = Task extends (input: never) => Promise<Outcome<infer Out>> ? Out : never;

/**
 * The tasks of one module, typed by that module's exports (imported as a type only, so that the event loop never
 * loads it): `heavyTasks<typeof Tasks>(join(__dirname, 'svg-tasks'))('cleanSvg', { ms: 5_000, overrun: 422 })`.
 */
export function heavyTasks<Module>(module: string) {
  return <Name extends TaskNames<Module>>(
    name: Name,
    budget: Budget,
  ): HeavyTask<InputOf<Module[Name]>, OutputOf<Module[Name]>> => ({ module, name, budget });
}
