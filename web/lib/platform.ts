// Browser or native shell (Capacitor, Android and iOS). On a native platform the
// shell shows the bottom tab bar, asks the Geolocation plugin for positions,
// keeps the session in Capacitor Preferences, opens links through the OS and
// calls the API at VITE_API_URL. In a browser none of that changes anything.
import { Capacitor } from '@capacitor/core';

export function isNativePlatform(): boolean {
  return Capacitor.isNativePlatform();
}
