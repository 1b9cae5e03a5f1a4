import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';
import { htmlAsServed } from './served-html';
import { useHydrated } from './use-hydrated';

/**
 * League-authored HTML (descriptions, information pages), shown only after the allow-list sanitiser. The sanitiser
 * needs the browser's DOMParser: on the server and while the browser hydrates, the page shows the text the server's
 * own sanitiser cleaned (served-html.ts), then the browser's.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeHtml(html) : htmlAsServed(html)), [hydrated, html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
