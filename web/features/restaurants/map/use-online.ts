// navigator.onLine as React state (the map's online/offline icon and banners).
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine !== false, () => true);
