// Consent payloads (docs/product.md#legal-pages): the append-only log call and the
// acceptance row used as its fallback.
import { z } from 'zod';

import { CONSENT_TYPES } from '../consent';
import { errorMessages } from '../i18n/it/errors';
import { CONSENT_POLICY_VERSION } from '../limits';
import { uuidSchema } from './common';

export const logConsentInputSchema = z.object({
  userId: uuidSchema,
  consentType: z.enum(CONSENT_TYPES, { error: errorMessages.invalid_consent_type }),
  consentGiven: z.boolean({ error: errorMessages.validation_failed }),
  policyVersion: z.literal(CONSENT_POLICY_VERSION, { error: errorMessages.invalid_policy_version }),
});
export type LogConsentInput = z.infer<typeof logConsentInputSchema>;

const acceptanceSchema = z.boolean({ error: errorMessages.validation_failed }).nullable();

/** Each key: true accepted, false refused, null undecided; absent keys are left as they are. */
export const upsertAcceptancesInputSchema = z.object({
  privacy_accepted: acceptanceSchema.optional(),
  cookies_accepted: acceptanceSchema.optional(),
  terms_accepted: acceptanceSchema.optional(),
});
export type UpsertAcceptancesInput = z.infer<typeof upsertAcceptancesInputSchema>;
