// `react` in jest: Preact's compat (scripts/preact-aliases.cjs), with React 19's `act`, which tests and
// @testing-library/react take from `react` and Preact's compat lacks (docs/decisions/build-and-federation.md).
import { setImmediate } from 'node:timers';
import { options } from 'preact';
import * as compat from 'preact/compat';
import { act as preactAct } from 'preact/test-utils';

export * from 'preact/compat';

/** a task of Node's own, as React's act waits for: never one of jest's fake timers */
const nextTask = () => new Promise((resolve) => setImmediate(resolve));

/** Waits a task inside preact/test-utils' act, which then draws what it brought; tells whether it brought any work. */
async function flushedTask() {
  let work = false;
  await preactAct(async () => {
    const { debounceRendering, requestAnimationFrame } = options; // act's own, which hold the work until it ends
    options.debounceRendering = (callback) => ((work = true), debounceRendering(callback));
    options.requestAnimationFrame = (callback) => ((work = true), requestAnimationFrame(callback));
    await nextTask();
    Object.assign(options, { debounceRendering, requestAnimationFrame });
  });
  return work;
}

/**
 * preact/test-utils' act, timed as React's: after an async callback, a task at a time, the renders and effects that
 * the promises it started queued are drawn, until a task brings none (React's act does the same).
 */
export function act(callback) {
  let result;
  const acted = preactAct(() => {
    result = callback();
    return result;
  });
  if (result == null || typeof result.then !== 'function') return acted;
  return acted.then(async () => {
    for (let round = 0; round < 50 && (await flushedTask()); round++);
    return result;
  });
}

export default { ...compat.default, act };
