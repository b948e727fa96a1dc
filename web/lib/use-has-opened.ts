import { useState } from 'react';

/**
 * True from the first render in which `isOpen` is true on. A dialog whose
 * code loads when it is first opened is mounted from then on, so closing it
 * keeps the dialog's own exit and its return of focus.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  if (isOpen && !hasOpened) setHasOpened(true);
  return hasOpened || isOpen;
}
