/**
 * Whether a click on one of the board's links is the board's to handle in place. Modified clicks
 * (and other buttons) keep their browser meaning for a real link: a new tab or window.
 */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
