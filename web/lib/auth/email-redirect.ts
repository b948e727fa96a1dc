// Where an auth email's link leads (its `redirect_to`): a page of this site.
import { activeLanguage } from '@domain/i18n/active';
import { type Language, pathInLanguage } from '@domain/i18n/language';
import { apiOrigin } from '@web/lib/api-base';
import { isNativePlatform } from '@web/lib/platform';

/**
 * An absolute URL on this site for an emailed link to `path`. In a browser,
 * at the address of the page's language (/en/auth in English), so the link
 * opens the app in the language its email is written in, whichever browser
 * opens it: one that keeps no choice would follow its own preference at an
 * Italian address. In the native shells, the site's own route, which the OS
 * hands to the app (the app links name those routes), and the app stays in
 * the device's language.
 */
export function emailRedirectUrl(path: string, language: Language = activeLanguage(), isNative: boolean = isNativePlatform()): string {
  return new URL(isNative ? path : pathInLanguage(path, language), apiOrigin()).toString();
}
