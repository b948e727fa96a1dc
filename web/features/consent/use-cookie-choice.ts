import { toast } from '@web/lib/toast';
import { it } from '@domain/i18n/it';
import type { CookiePreferences } from '@web/lib/consent/acceptances-storage';
import { useSaveConsent } from '@web/lib/consent/use-consent';
import { cookieChoiceFromPreferences } from './consent-mode';

export const ALL_ON: CookiePreferences = { analytics: true, marketing: true };
export const ALL_OFF: CookiePreferences = { analytics: false, marketing: false };

/** Saves a cookie choice (banner, preferences dialog, 'Preferenze cookie'); a failure is said in a toast. */
export function useCookieChoice(onSaved: () => void) {
  const save = useSaveConsent();
  const choose = (preferences: CookiePreferences) =>
    save.mutate(
      { type: 'cookies', value: cookieChoiceFromPreferences(preferences), cookiePreferences: preferences },
      { onSuccess: onSaved, onError: () => toast.error(it.consent.saveFailed) },
    );
  return { choose, isSaving: save.isPending };
}
