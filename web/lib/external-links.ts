// Links that leave the app: directions, and phone calls (built by telHref in
// domain/geo.ts). In a browser directions open a new tab and phone links the
// dialer; in the native shells the WebView hands any URL outside the app to
// the operating system, which opens the phone app, Google Maps, Apple Maps or
// Waze (their https links are app links), so no new tab is asked for there.
import { it } from '@domain/i18n/it';
import { isNativePlatform } from './platform';

export type ExternalLinkProps = { target?: '_blank'; rel?: string };

export function externalLinkProps(native: boolean = isNativePlatform()): ExternalLinkProps {
  return native ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

/** The link's accessible name, saying so when it opens a new tab (browser only). */
export function externalLinkLabel(label: string, native: boolean = isNativePlatform()): string {
  return native ? label : `${label} ${it.common.opensInNewTab}`;
}
