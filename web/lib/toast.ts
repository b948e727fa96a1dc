// The app's toasts. sonner (their library, about 70 KB) is not part of the
// start-up code: it loads with the first toast, and the root layout's outlet
// (web/components/ui/toaster.tsx) mounts once it is wanted; sonner shows the
// toasts it already holds to an outlet that subscribes late.
import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';
type Options = Parameters<Sonner['toast']['success']>[1];

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

const show =
  (kind: Kind) =>
  (message: string, options?: Options): void => {
    void loadSonner().then((module) => module.toast[kind](message, options));
  };

/** `toast('Titolo', { description })`, `toast.error(…)` and the like: sonner's calls, loading it first if needed. */
export const toast = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a toast was asked for yet (the outlet mounts from then on). */
export const useToastsWanted = (): boolean => useSyncExternalStore(subscribe, () => sonner !== null, () => false);
