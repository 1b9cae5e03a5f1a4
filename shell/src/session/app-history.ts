import { createBrowserHistory, createMemoryHistory } from '@league/shared/router';

/** The address the site follows: the browser's history, or a memory one on the server and in tests. */
export type AppHistory = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<AppHistory['listen']>[0];

/**
 * A history that several listeners hear (react-router's own takes one: the router's), told of every change,
 * pushes and replacements included, as it happens: the season follows the address synchronously. Each listener
 * hears the latest address last.
 */
function heardByMany(history: AppHistory): AppHistory {
  const listeners = new Set<Listener>();
  let detach: (() => void) | null = null;
  let changes = 0;
  const listen = (listener: Listener) => {
    listeners.add(listener);
    detach ??= history.listen((update) => {
      // a listener may change the address again (the season's): the others then hear that, not this stale one
      const change = ++changes;
      for (const heard of [...listeners]) {
        if (change !== changes) return;
        heard(update);
      }
    });
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        detach?.();
        detach = null;
      }
    };
  };
  return new Proxy(history, {
    get(target, key) {
      if (key === 'listen') return listen;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export const browserHistory = (): AppHistory => heardByMany(createBrowserHistory({ v5Compat: true }));

export const memoryHistory = (url: string): AppHistory =>
  heardByMany(createMemoryHistory({ initialEntries: [url], v5Compat: true }));
