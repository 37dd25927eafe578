import type { KeyboardEvent } from 'react';

/**
 * For a long form's onKeyDown: Enter in a one-line field does not send the form (the browser's
 * implicit submission), so a merchant filling in variants is not taken off the page. Enter still
 * presses a focused button (save included) and makes a new line in a text area.
 */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target as HTMLElement;
  if (target instanceof HTMLInputElement && target.type !== 'submit' && target.type !== 'button') event.preventDefault();
}
