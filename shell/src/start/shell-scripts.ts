/**
 * Asks for the shell's scripts all at once and runs main.js: the chunks main.js loads in turn (the shared libraries,
 * the remote's entry and the page's chunks, named by the server) are preloaded beside it, so none waits for the
 * one that asks for it.
 */
export function startShell(doc: Document, main: string, chunks: readonly string[]): void {
  // main.js first and at high priority (a script added by a script is otherwise low): it runs while the rest arrives
  const script = doc.createElement('script');
  script.src = main;
  script.setAttribute('fetchpriority', 'high');
  doc.head.append(script);
  for (const href of chunks) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    doc.head.append(link);
  }
}

/** The start file's attributes: main.js, and the chunks it will load (space-separated, as the server writes them). */
export function shellScriptsOf(start: Element | null): { main: string; chunks: string[] } | null {
  const main = start?.getAttribute('data-main');
  if (!main) return null;
  const chunks = (start?.getAttribute('data-chunks') ?? '').split(' ').filter(Boolean);
  return { main, chunks };
}
