import type { ButtonHTMLAttributes, MouseEvent } from 'react';

/** Cancels a press while the call runs: a submit button's form is not sent either (its handler refuses too). */
const ignorePress = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * A button whose call may be running (`busy`). While it runs it stays focusable, `aria-disabled` with its presses
 * ignored, rather than `disabled`: Chromium takes the focus from a disabled button and drops it on the page body,
 * out of the dialog or far from the form. `disabled` stays for a button that truly cannot be used (a required field
 * empty, nothing to publish).
 */
export function BusyButton({
  busy,
  type = 'button',
  onClick,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-disabled'> & {
  busy: boolean;
  type?: 'button' | 'submit';
}) {
  return <button {...button} type={type} aria-disabled={busy || undefined} onClick={busy ? ignorePress : onClick} />;
}
