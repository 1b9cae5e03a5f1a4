import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** League-authored HTML (descriptions, information pages), shown only after the allow-list sanitiser. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
