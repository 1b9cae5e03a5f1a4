import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';
import { useHydrated } from './use-hydrated';

/**
 * League-authored HTML (descriptions, information pages), shown only after the allow-list sanitiser. The sanitiser
 * needs the browser's DOMParser: a server-rendered page shows it once hydrated (issue #17).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const hydrated = useHydrated();
  const clean = useMemo(() => (hydrated ? sanitizeHtml(html) : ''), [hydrated, html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
