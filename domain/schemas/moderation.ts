// Moderation payloads (docs/product.md#moderation): a report, a moderator's
// action, an appeal and its decision. The server validates with these, the
// forms too.
import { z } from 'zod';
import { errorMessages } from '../i18n/it/errors';
import { moderationMessages } from '../i18n/it/moderation';
import {
  ACTION_TARGETS,
  APPEAL_TEXT_MAX,
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  MODERATION_RULES,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
  SUSPENSION_DAYS_MAX,
} from '../moderation';

const invalid = { error: errorMessages.validation_failed };

export const reportInputSchema = z.object({
  target_type: z.enum(REPORT_TARGETS, invalid),
  target_id: z.string(invalid).max(64, invalid),
  reason: z.enum(REPORT_REASONS, invalid),
  details: z.string(invalid).max(REPORT_DETAILS_MAX, invalid).nullish(),
});

const reasonText = (max: number) =>
  z
    .string(invalid)
    .trim()
    .min(1, { error: moderationMessages.reasonRequired })
    .max(max, invalid);

export const actionInputSchema = z.object({
  target_type: z.enum(ACTION_TARGETS, invalid),
  target_id: z.string(invalid).max(64, invalid),
  action: z.enum(MODERATION_ACTIONS, invalid),
  rule: z.enum(MODERATION_RULES, invalid).nullish(),
  reason: reasonText(MODERATION_REASON_MAX),
  /** suspend: for how many days, or `indefinite: true`; exactly one of them. */
  days: z.number(invalid).int(invalid).min(1, invalid).max(SUSPENSION_DAYS_MAX, invalid).optional(),
  indefinite: z.boolean(invalid).optional(),
  edit_id: z.string(invalid).max(64, invalid).optional(),
});

export const appealInputSchema = z.object({ text: reasonText(APPEAL_TEXT_MAX) });

export const appealDecisionSchema = z.object({
  decision: z.enum(['upheld', 'reversed'], invalid),
  reason: reasonText(MODERATION_REASON_MAX),
});
