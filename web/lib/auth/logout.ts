// Sign-out as the spec describes it: end the session, wipe local and session
// storage, then load '/' afresh so no state of the old user survives in memory.
// The interface's language stays: it is the device's, and the landing is drawn in it.
import { activeLanguage } from '@domain/i18n/active';
import { pathInLanguage } from '@domain/i18n/language';
import { paths } from '@web/app/paths';
import { storedLanguage, storeLanguage } from '@web/lib/language';
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
  const language = storedLanguage();
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
    if (language !== null) storeLanguage(language);
  } catch {
    // NOTE: storage may be unavailable; the reload below still drops the in-memory session.
  }
  await clearOfflineData();
  if (isNativePlatform()) await clearNativePreferences().catch((error: unknown) => console.warn('Could not clear the preferences.', error));
  window.location.assign(pathInLanguage(paths.landing, activeLanguage()));
}
