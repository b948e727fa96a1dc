// Registers the service worker (browser only: the native shells load the app
// from local files) and tells the interface when a new version is waiting.
import { useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { isNativePlatform } from '@web/lib/platform';

type UpdateState = { isUpdateWaiting: boolean; apply: (() => Promise<void>) | null };

let state: UpdateState = { isUpdateWaiting: false, apply: null };
const listeners = new Set<() => void>();
const setState = (next: UpdateState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

let isRegistered = false;

/** Once, at start-up. */
export function registerServiceWorker(): void {
  if (isRegistered || isNativePlatform() || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  isRegistered = true;
  const updateServiceWorker = registerSW({
    // A new version is installed and waiting: the user decides when to switch
    // (the waiting worker takes over and the page reloads on the new files).
    onNeedRefresh: () => setState({ isUpdateWaiting: true, apply: () => updateServiceWorker(true) }),
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed.', error),
  });
}

export function dismissUpdate(): void {
  setState({ ...state, isUpdateWaiting: false });
}

export function useServiceWorkerUpdate(): UpdateState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
