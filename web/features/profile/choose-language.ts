// Changing the interface's language (docs/decisions/020-english-interface.md):
// the choice is kept on the device and, signed in, in the account, and the
// page is loaded afresh at its address in that language, since the language is
// chosen once per page load, before the app's code runs.
import { activeLanguage } from '@domain/i18n/active';
import { it } from '@domain/i18n/it';
import { type Language, pathInLanguage } from '@domain/i18n/language';
import { ApiError } from '@web/lib/api-client';
import { storedLanguage, storeLanguage } from '@web/lib/language';
import { toast } from '@web/lib/toast';
import { updateLanguage } from '@web/features/profile/api/update-language';

/** The current page's address in a language: /restaurants?q=x → /en/restaurants?q=x. */
export const addressIn = (language: Language, where: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string =>
  `${pathInLanguage(where.pathname, language)}${where.search}${where.hash}`;

/**
 * Keeps the choice (in the account first when signed in: a choice the account
 * refused would be undone by the account at the next sign-in) and reloads the
 * page in it. A refused save is said in a toast and changes nothing.
 */
export async function chooseLanguage(language: Language, isSignedIn: boolean): Promise<void> {
  try {
    if (isSignedIn) await updateLanguage(language);
  } catch (error) {
    toast.error(error instanceof ApiError ? error.message : it.common.unexpectedError);
    return;
  }
  storeLanguage(language);
  window.location.assign(addressIn(language));
}

/**
 * What a signed-in page does with the account's language: the account's wins
 * over the device's (copied there, and the page reloaded in it when it is drawn
 * in the other); an account that never chose takes the device's explicit choice.
 * Once the device holds the account's choice nothing happens, so an /en/ link
 * still opens in English for an account that chose Italian.
 */
export type AccountLanguageStep = { kind: 'none' } | { kind: 'take'; language: Language; reload: boolean } | { kind: 'keep'; language: Language };

export function accountLanguageStep(account: Language | null, stored: Language | null, active: Language): AccountLanguageStep {
  if (account === null) return stored === null ? { kind: 'none' } : { kind: 'keep', language: stored };
  if (account === stored) return { kind: 'none' };
  return { kind: 'take', language: account, reload: account !== active };
}

export function followAccountLanguage(account: Language | null): void {
  const step = accountLanguageStep(account, storedLanguage(), activeLanguage());
  if (step.kind === 'keep') {
    updateLanguage(step.language).catch((error: unknown) => console.warn('Could not keep the language in the account.', error));
  } else if (step.kind === 'take') {
    storeLanguage(step.language);
    if (step.reload) window.location.replace(addressIn(step.language));
  }
}
