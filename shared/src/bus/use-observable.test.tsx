import { act, render, screen } from '@testing-library/react';
import { createStore } from './store';
import { useObservable } from './use-observable';

function Counter({ store }: { store: ReturnType<typeof createStore<number>> }) {
  return <span>{useObservable(store)}</span>;
}

it('re-renders when the store changes', () => {
  const store = createStore(1);
  render(<Counter store={store} />);
  expect(screen.getByText('1')).toBeTruthy();
  act(() => store.set(2));
  expect(screen.getByText('2')).toBeTruthy();
});

it('re-renders for the part it picks, not when another part of the store changes', () => {
  const store = createStore<Readonly<Record<string, { status: string }>>>({ teams: { status: 'done' } });
  let renders = 0;
  function TeamsStatus() {
    renders += 1;
    return <span>{useObservable(store, (all) => all.teams)?.status}</span>;
  }
  render(<TeamsStatus />);
  act(() => store.update((all) => ({ ...all, fields: { status: 'loading' } })));
  expect(renders).toBe(1);
  act(() => store.update((all) => ({ ...all, teams: { status: 'error' } })));
  expect(screen.getByText('error')).toBeTruthy();
  expect(renders).toBe(2);
});

it('keeps its value when `same` says the new one changes nothing', () => {
  const seen: number[][] = [];
  const store = createStore<number[]>([1], (a, b) => a.join() === b.join());
  store.value$.subscribe((value) => seen.push(value));
  const first = store.get();
  store.set([1]);
  expect(store.get()).toBe(first);
  store.set([2]);
  expect(seen).toEqual([[1], [2]]);
});
