import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isAtStartLocation } from '@web/lib/start-location';
import { takeTurn } from '@web/lib/turns';

/**
 * A part of a long page that, on the page the app starts on, mounts when its
 * turn comes (lib/turns.ts): in a task and a commit of its own, after the
 * parts before it have drawn and run their effects, showing `placeholder`
 * until then. For parts below the first screen: a phone lays out the page's
 * first commit and runs its effects (each part's queries) in short tasks,
 * and the rest follows in more of them. Once the app has navigated (a page
 * reached in the app, or gone back to, whose scroll position is restored) it
 * mounts at once.
 */
export function MountedInTurn({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  // Drawn again at every navigation: once the app has left its start location, what still waits mounts.
  useLocation();
  const isStartPage = isAtStartLocation();
  const [endTurn, setEndTurn] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!isStartPage) return undefined;
    const end = takeTurn(() => startTransition(() => setEndTurn(() => end)));
    return end;
  }, [isStartPage]);
  if (!isStartPage) return children;
  if (!endTurn) return placeholder;
  return (
    <>
      {children}
      <TurnEnd end={endTurn} />
    </>
  );
}

/** Its effect runs after those of the parts drawn before it in the same commit: the turn is over. */
function TurnEnd({ end }: { end: () => void }) {
  useEffect(end, [end]);
  return null;
}
