// The session store of the native shells: Capacitor Preferences (Android
// SharedPreferences, iOS UserDefaults), in the shape auth-js accepts.
import { Preferences } from '@capacitor/preferences';

export const preferencesStorage = {
  async getItem(key: string): Promise<string | null> {
    return (await Preferences.get({ key })).value;
  },
  async setItem(key: string, value: string): Promise<void> {
    await Preferences.set({ key, value });
  },
  async removeItem(key: string): Promise<void> {
    await Preferences.remove({ key });
  },
};

/** Sign-out on a native platform: nothing of the old session stays on the device. */
export async function clearNativePreferences(): Promise<void> {
  await Preferences.clear();
}
