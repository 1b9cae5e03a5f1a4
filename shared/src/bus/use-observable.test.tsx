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
