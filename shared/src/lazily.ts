/**
 * A value made on first use. Intl formatters and collators load their locale's data when they are made (tens of
 * milliseconds on a slow phone), so a module never makes them as it loads: the page's first script stays short.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
