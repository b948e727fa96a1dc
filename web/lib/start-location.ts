/**
 * Whether the app is still on the location it started on, not having
 * navigated once. A page draws differently there: at start-up a phone is
 * busiest (the app's code arriving, every query starting), and parts below
 * the first screen can mount in turn (components/mounted-in-turn.tsx). Once
 * the app has moved, every page draws at once, so that going back to a page,
 * the first one included, restores its scroll position.
 */
let startLocationKey: string | undefined;
let hasLeftStartLocation = false;

/**
 * Told the key of every location the app draws, by the layout around every
 * page (app/root-layout.tsx), as it draws and before the page does: the first
 * is where the app started. Noting the same key again changes nothing.
 */
export function noteLocation(key: string): void {
  startLocationKey ??= key;
  if (key !== startLocationKey) hasLeftStartLocation = true;
}

export const isAtStartLocation = (): boolean => !hasLeftStartLocation;
