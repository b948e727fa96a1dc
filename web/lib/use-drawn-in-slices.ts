import { useDeferredValue } from 'react';

/**
 * A query's state as a component draws it: a deferred copy. An answer
 * re-renders the query's readers synchronously (TanStack Query subscribes
 * through useSyncExternalStore), in one task however much they draw, and a
 * phone stops answering taps meanwhile. Through the copy, that pass draws the
 * previous state (the skeleton, for a first answer) and React draws the
 * answer in a transition, in slices of a few milliseconds.
 */
export function useDrawnInSlices<State>(state: State): State {
  return useDeferredValue(state);
}
