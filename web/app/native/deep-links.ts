// Email links (sign-up confirmation, password recovery, email change) point at
// the site; on a phone with the app the OS opens the app instead (Android app
// links, iOS universal links, or the app's own scheme). The app then loads the
// same route with the same query, exactly as the browser would, so auth-js
// finds `?code=` at start-up and the route's page does the rest.
import { isNativePlatform } from '@web/lib/platform';

/** The in-app location (path, query, fragment) an opened URL stands for; null for a URL it cannot read. */
export function inAppLocation(openedUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(openedUrl);
  } catch {
    return null;
  }
  // it.allerguida.app://reset-password?code=… : the "host" is the first path segment.
  const isCustomScheme = url.protocol !== 'https:' && url.protocol !== 'http:';
  const path = isCustomScheme ? `/${url.host}${url.pathname === '/' ? '' : url.pathname}` : url.pathname;
  return `${path || '/'}${url.search}${url.hash}`;
}

export function listenForDeepLinks(): void {
  if (!isNativePlatform()) return;
  // Loaded only in the native shells: a browser never receives these events.
  void import('@capacitor/app').then(({ App }) =>
    App.addListener('appUrlOpen', ({ url }) => {
      const location = inAppLocation(url);
      // A full load, so the auth callback in the query is handled as on the web.
      if (location !== null) window.location.assign(`${window.location.origin}${location}`);
    }),
  );
}
