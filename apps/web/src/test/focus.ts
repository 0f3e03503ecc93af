import { expect } from 'vitest';

/**
 * A browser moves the focus off a control that becomes disabled (a button busy with its action),
 * to the body; jsdom keeps it there. Does what the browser does, so a test sees the focus lost.
 */
export function dropFocus(): void {
  const holder = document.createElement('div');
  holder.tabIndex = -1;
  document.body.append(holder);
  holder.focus();
  holder.remove();
  expect(document.activeElement).toBe(document.body);
}
