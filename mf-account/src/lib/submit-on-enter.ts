import type { KeyboardEvent } from 'react';

/**
 * Enter in a one-line field submits its form. Browsers do it on their own; doing it here too makes
 * it the same everywhere (a form without a visible submit button, jsdom) and keeps Enter in a text area a new line.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.nativeEvent.isComposing || target.tagName !== 'INPUT') return;
  const type = (target as HTMLInputElement).type;
  if (type === 'checkbox' || type === 'radio' || type === 'button' || type === 'submit') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}
