import type { MouseEvent } from 'react';
import styles from './skip-link.module.css';

/** The id of the page's `main` element (the layout's), the skip link's target. */
export const MAIN_CONTENT_ID = 'contenu';

export const skipLinkLabel = 'Aller au contenu';

/**
 * Focuses the page's `main` itself, not only scrolls to it, so that the next Tab goes on from the page's content:
 * the element is focusable from script alone (tabindex -1).
 */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/** The first thing a keyboard reaches on every page (WCAG 2.4.1): hidden until focused, it leads to the content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={focusMain}>
      {skipLinkLabel}
    </a>
  );
}
