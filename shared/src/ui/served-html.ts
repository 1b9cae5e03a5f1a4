/**
 * League-authored HTML in a server-rendered page. The server cleans it with its own sanitiser and the
 * browser's hydration shows that same text, so Home's description is in the first HTML and the page does not move
 * when it appears; once hydrated, SafeHtml shows the browser's own sanitiser's output of the same HTML.
 */
type Clean = (html: string) => string;

let serverClean: Clean | null = null;
let served = new Map<string, string>();

/** On the server, for one page: the sanitiser (its record starts empty), then null once the page is rendered. */
export function cleanHtmlOnServer(clean: Clean | null): void {
  if (clean) served = new Map();
  serverClean = clean;
}

/** What the server cleaned for the page, by source HTML: the page's embedded state carries it to the browser. */
export function servedHtml(): Record<string, string> {
  return Object.fromEntries(served);
}

/** In the browser, before hydrating a server-rendered page: what the server showed. */
export function seedServedHtml(entries: Record<string, string> | undefined): void {
  served = new Map(Object.entries(entries ?? {}).filter(([, text]) => typeof text === 'string'));
}

/** The HTML the server showed for `html`: cleaned now on the server, as the server sent it in the browser ('' if not). */
export function htmlAsServed(html: string): string {
  if (serverClean && !served.has(html)) served.set(html, serverClean(html));
  return served.get(html) ?? '';
}
