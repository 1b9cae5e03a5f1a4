import { Component, createElement, Suspense, useEffect, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { nextTask } from '../next-task';

/**
 * A page the server rendered is hydrated in slices (docs/decisions/server-rendering.md): Preact hydrates a tree in one
 * task, and a few hundred elements then block a slow phone's main thread for 100–300 ms. Each `HydrateInTurn` is a
 * place where hydration may stop and let the browser breathe: once the slice has run for `sliceMs`, the part inside
 * waits for a task of its own, after the parts that paused before it, its server HTML left on screen as it is (a
 * suspended part keeps its DOM while hydrating).
 * Outside a hydration — on the server, a page rendered in the browser, a later render — it renders its children.
 */

/** How long one slice may run before the next part waits for a task of its own: a slow phone's long task is 50 ms. */
export const HYDRATION_SLICE_MS = 8;

interface Hydration {
  sliceMs: number;
  sliceStart: number;
  /** the parts paused, in the page's order: each resumes in a task of its own */
  queue: (() => void)[];
  /** whether a task is asked for the first part of the queue */
  asked: boolean;
  /** parts that paused and have not hydrated yet */
  waiting: number;
  done: () => void;
}

let hydration: Hydration | null = null;

/** A turn for a paused part: its own task, after the parts paused before it. */
function turnFor(current: Hydration): Promise<void> {
  return new Promise<void>((resume) => {
    current.queue.push(resume);
    if (!current.asked) askForTask(current);
  });
}

function askForTask(current: Hydration): void {
  current.asked = true;
  void nextTask().then(() => {
    current.asked = false;
    const resume = current.queue.shift();
    if (!resume) return;
    current.sliceStart = performance.now();
    resume(); // the part hydrates in this task's microtasks; a part it holds may pause and join the queue
    if (current.queue.length > 0) askForTask(current);
  });
}

/** Whether the running hydration has used its slice: the part about to hydrate waits for the next one. */
function sliceUsed(current: Hydration): boolean {
  return performance.now() - current.sliceStart >= current.sliceMs;
}

function settleIfDone(current: Hydration): void {
  if (current.waiting > 0 || hydration !== current) return;
  hydration = null;
  current.done();
}

/**
 * Runs `hydrate` (a `hydrateRoot` call) with its parts in turns; resolves once every part has hydrated, which is
 * when the whole page answers taps.
 */
export function hydrateInTurns(hydrate: () => void, sliceMs = HYDRATION_SLICE_MS): Promise<void> {
  return new Promise<void>((done) => {
    const current: Hydration = { sliceMs, sliceStart: performance.now(), queue: [], asked: false, waiting: 0, done };
    hydration = current;
    try {
      hydrate();
    } finally {
      // nothing waits: done once the first slice's work has settled
      void nextTask().then(() => settleIfDone(current));
    }
  });
}

/**
 * Where a hydration may pause: one element (`as` and its props), the node a paused part keeps on screen. One element
 * and not any children, since a part that rendered none or several would lose its neighbours' nodes when it resumes.
 * `later`: the part always waits for a turn, whatever is left of the slice (what works without script, e.g. a
 * drawer of plain links the browser opens by itself, leaves the first slice to what does not).
 */
export function HydrateInTurn<
  Tag extends 'section' | 'div' | 'p' | 'header' | 'footer' | 'nav' | 'ul' | 'ol' | 'li' | 'details',
>({ as, later = false, ...props }: { as: Tag; later?: boolean } & ComponentPropsWithoutRef<Tag>) {
  return (
    <Suspense fallback={null}>
      <Turn later={later}>{createElement(as, props as ComponentPropsWithoutRef<'div'>)}</Turn>
    </Suspense>
  );
}

/** A class, so that it remembers across a pause that it waited (a paused part's hooks start afresh). */
class Turn extends Component<{ children: ReactNode; later: boolean }> {
  private waitingIn: Hydration | null = null;
  /** once on screen, a part never pauses again (a pause outside a hydration would blank it) */
  private committed = false;

  override render(): ReactNode {
    const current = hydration;
    if (current && !this.committed && current !== this.waitingIn && (this.props.later || sliceUsed(current))) {
      this.waitingIn = current;
      current.waiting += 1;
      throw turnFor(current);
    }
    return (
      <>
        {this.props.children}
        <Settled turn={this} />
      </>
    );
  }

  override componentDidMount(): void {
    this.committed = true;
  }

  override componentDidUpdate(): void {
    this.committed = true;
  }

  override componentWillUnmount(): void {
    this.settled();
  }

  /** Its part is hydrated and the part's effects have run (they ran before this last child's). */
  settled(): void {
    this.committed = true;
    const current = this.waitingIn;
    if (!current) return;
    this.waitingIn = null;
    current.waiting -= 1;
    settleIfDone(current);
  }
}

function Settled({ turn }: { turn: Turn }) {
  useEffect(() => turn.settled(), [turn]);
  return null;
}
