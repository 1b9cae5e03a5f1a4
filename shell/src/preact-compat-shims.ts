/**
 * What React does and Preact's compat does not, for the apps written against React (every app runs on Preact 11
 * through preact/compat: docs/decisions/build-and-federation.md). Imported once, before any render: by the shell's
 * entry (the remotes share its Preact) and by the jsdom tests' setup (scripts/jest-jsdom-setup.cjs).
 */
import 'preact/compat'; // its own option hooks first: these run after them
import { options, type VNode } from 'preact';

type Handler = (event: Event) => void;
type FieldProps = Record<string, unknown> & { type?: unknown; oninput?: unknown; onchange?: unknown };

/** compat's test for the inputs whose onChange stays on `change` (file, checkbox, radio) */
const KEEPS_CHANGE = /fil|che|rad/;
/** a field's value when its last `input` event was handled */
const valueAtInput = new WeakMap<EventTarget, string>();

/**
 * (1) A text field's onChange runs on `input` events, as compat has it, and on a `change` event whose value no `input`
 * event reported (a value set by a script, autofill, a test's fireEvent.change), as React's does: once per value.
 */
function changeOnBothEvents(props: FieldProps) {
  const handler = props.oninput;
  if (typeof handler !== 'function' || props.onchange !== undefined || KEEPS_CHANGE.test(String(props.type))) return;
  const onInput: Handler = (event) => {
    valueAtInput.set(event.currentTarget!, (event.currentTarget as HTMLInputElement).value);
    (handler as Handler)(event);
  };
  const onChange: Handler = (event) => {
    const field = event.currentTarget!;
    const reported = valueAtInput.get(field);
    valueAtInput.delete(field);
    if (reported !== (field as HTMLInputElement).value) (handler as Handler)(event);
  };
  props.oninput = onInput;
  props.onchange = onChange;
}

const previousVNode = options.vnode;
options.vnode = (vnode: VNode) => {
  previousVNode?.(vnode);
  if (vnode.type === 'input' || vnode.type === 'textarea') changeOnBothEvents(vnode.props as FieldProps);
};

/** (2) A single <select> whose value matches no option shows its first enabled option, as React's does (not none). */
const previousDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  previousDiffed?.(vnode);
  if (vnode.type !== 'select') return;
  const select = (vnode as unknown as { __e?: HTMLSelectElement | null }).__e; // the vnode's DOM node (Preact's _dom)
  if (!select || select.multiple || select.selectedIndex !== -1) return;
  const first = Array.from(select.options).findIndex((option) => !option.disabled);
  if (first !== -1) select.selectedIndex = first;
};

/**
 * (3) Effects run in the task right after a render, as React's do (a message, not Preact's next animation frame plus
 * up to 35 ms): a page's reads start sooner, and code and tests that count on an effect having run after the render's
 * task keep working. Where MessageChannel is missing (jsdom), a zero time-out. preact/test-utils' `act` (4) sets its
 * own while it runs and puts this one back after.
 */
function nextTask(): (callback: () => void) => void {
  if (typeof MessageChannel !== 'function') return (callback) => void setTimeout(callback, 0);
  const queue: (() => void)[] = [];
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    for (const callback of queue.splice(0)) callback();
  };
  // in Node (a test's node environment) the port would keep the process alive
  (channel.port1 as { unref?: () => void }).unref?.();
  return (callback) => {
    if (queue.push(callback) === 1) channel.port2.postMessage(null);
  };
}
options.requestAnimationFrame = nextTask();
