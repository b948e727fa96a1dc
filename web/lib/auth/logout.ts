// Sign-out as the spec describes it: end the session, wipe local and session
// storage, then load '/' afresh so no state of the old user survives in memory.
import { paths } from '@web/app/paths';
import { clearOfflineData } from '@web/app/pwa/offline-data';
import { isNativePlatform } from '@web/lib/platform';
import { loadAuthClient } from './auth-loader';
import { clearNativePreferences } from './native-storage';
import { endPushSubscription } from './push-subscription-end';

export async function logout(): Promise<void> {
  await endPushSubscription();
  try {
    // NOTE: global scope, auth-js's default and the spec's only sign-out: it
    // ends the user's sessions on every device.
    const { authClient } = await loadAuthClient();
    const { error } = await authClient.signOut({ scope: 'global' });
    if (error) console.warn('Sign-out failed on the server; the local session is removed anyway.', error);
  } catch (error) {
    console.warn('Sign-out failed; the local session is removed anyway.', error);
  }
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // NOTE: storage may be unavailable; the reload below still drops the in-memory session.
  }
  await clearOfflineData();
  if (isNativePlatform()) await clearNativePreferences().catch((error: unknown) => console.warn('Could not clear the preferences.', error));
  window.location.assign(paths.landing);
}
