import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/** A read-only view of one piece of state: late subscribers (a remote loaded later) get the current value. */
export interface Store<T> {
  readonly value$: Observable<T>;
  get(): T;
}

export interface WritableStore<T> extends Store<T> {
  set(value: T): void;
  update(change: (current: T) => T): void;
}

export function createStore<T>(initial: T): WritableStore<T> {
  const subject = new BehaviorSubject<T>(initial);
  return {
    value$: subject.pipe(distinctUntilChanged()),
    get: () => subject.getValue(),
    set: (value) => subject.next(value),
    update: (change) => subject.next(change(subject.getValue())),
  };
}

/** Hides the setters of a store behind its read-only face. */
export function readOnly<T>(store: Store<T>): Store<T> {
  return { value$: store.value$, get: store.get };
}
