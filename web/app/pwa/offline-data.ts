// What the service worker keeps of the user's data (pwa.config.ts): removed at
// sign-out, so the next person on this device cannot read it offline.
const API_CACHE_PREFIX = 'allerguida-api-';

export async function clearOfflineData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch (error) {
    // NOTE: storage may be unavailable (private mode); there is then nothing to remove.
    console.warn('Could not clear the offline data.', error);
  }
}
