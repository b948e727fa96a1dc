// POST /functions/v1/log-consent, falling back to PUT /rest/v1/acceptances
// when the function fails (docs/product.md#legal-pages): the choice is saved either way, and
// the consent log gets its line whenever the function answers.
import { CONSENT_POLICY_VERSION } from '@domain/limits';
import type { LogConsentInput } from '@domain/schemas/consent';
import { apiFetch } from '@web/lib/api-client';
import type { AcceptanceStatus, ConsentType } from './acceptances-storage';
import { statusFromRow, type AcceptancesRow } from './get-acceptances';

const COLUMN_OF = {
  privacy: 'privacy_accepted',
  cookies: 'cookies_accepted',
  terms: 'terms_accepted',
} as const satisfies Record<ConsentType, keyof AcceptancesRow>;

export const logConsent = (input: LogConsentInput) =>
  apiFetch<{ success: true; acceptances: AcceptancesRow }>('/functions/v1/log-consent', {
    method: 'POST',
    body: input,
  });

export const putAcceptances = (userId: string, patch: Partial<AcceptancesRow>) =>
  apiFetch<AcceptancesRow>('/rest/v1/acceptances', { method: 'PUT', body: { user_id: userId, ...patch } });

/** Saves one choice on the account; returns the account's status after the write. */
export async function saveConsentToAccount(
  userId: string,
  consentType: ConsentType,
  consentGiven: boolean,
): Promise<AcceptanceStatus> {
  try {
    const { acceptances } = await logConsent({
      userId,
      consentType,
      consentGiven,
      policyVersion: CONSENT_POLICY_VERSION,
    });
    return statusFromRow(acceptances);
  } catch (error) {
    console.warn('log-consent failed, saving the choice directly', error);
    return statusFromRow(await putAcceptances(userId, { [COLUMN_OF[consentType]]: consentGiven }));
  }
}
