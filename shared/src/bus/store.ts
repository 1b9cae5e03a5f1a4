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

/**
 * A store; `same` tells a new value that changes nothing (the store then keeps its current one, and what renders from
 * it does not render again): by default the same object.
 */
export function createStore<T>(initial: T, same: (current: T, next: T) => boolean = Object.is): WritableStore<T> {
  const subject = new BehaviorSubject<T>(initial);
  const set = (value: T) => {
    if (!same(subject.getValue(), value)) subject.next(value);
  };
  return {
    value$: subject.pipe(distinctUntilChanged()),
    get: () => subject.getValue(),
    set,
    update: (change) => set(change(subject.getValue())),
  };
}

/** Hides the setters of a store behind its read-only face. */
export function readOnly<T>(store: Store<T>): Store<T> {
  return { value$: store.value$, get: store.get };
}
