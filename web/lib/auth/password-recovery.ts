// Whether the current session came from a password-recovery link (the
// PASSWORD_RECOVERY event, or a recovery link handled by hand) and has not
// been used to set a new password yet. Only then do the screens offer the
// "new password" form. Kept in sessionStorage so a reload of
// /reset-password keeps the form; a sign-out clears it.
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'allerguida-password-recovery';
const listeners = new Set<() => void>();

function readStored(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

let isActive = readStored();

export function isPasswordRecoveryActive(): boolean {
  return isActive;
}

export function setPasswordRecovery(active: boolean): void {
  if (active === isActive) return;
  isActive = active;
  try {
    if (active) globalThis.sessionStorage?.setItem(STORAGE_KEY, '1');
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // NOTE: storage can be unavailable (private mode quotas); the in-memory flag still works for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a recovery session waits for its new password. */
export function usePasswordRecovery(): boolean {
  return useSyncExternalStore(subscribe, isPasswordRecoveryActive, () => false);
}
