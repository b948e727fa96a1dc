// Moderation vocabulary shared by the server and the web app
// (docs/product.md#moderation): roles, what can be reported and why, what a
// moderator can do, and who may do it.

export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** What `npm run user -- role` and the admin API accept: `user` removes the role. */
export const ROLE_CHOICES = ['user', ...STAFF_ROLES] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export const REPORT_TARGETS = ['review', 'photo', 'restaurant', 'profile', 'incident', 'practice_stance', 'status_claim'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'false_information', 'privacy', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_REASON_MAX = 2000;
export const APPEAL_TEXT_MAX = 2000;

export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'restore',
  'revert',
  'lock',
  'unlock',
  'suspend',
  'unsuspend',
  'set_aside',
  'reinstate',
] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

/** Actions that take something away from a user: they get a statement of reasons and may appeal. */
export const RESTRICTIVE_ACTIONS: readonly ModerationActionKind[] = ['hide', 'revert', 'lock', 'suspend', 'set_aside'];
export const isRestrictive = (action: ModerationActionKind) => RESTRICTIVE_ACTIONS.includes(action);

/**
 * The appeal of an action is decided by another moderator than the one who
 * acted and than the one who appealed (a moderator's own content), when there
 * is another one; a lone moderator decides their own.
 */
export function canDecideAppeal(
  deciderId: string,
  appeal: { actingModeratorId: string | null; appellantId: string },
  otherModeratorsExist: boolean,
): boolean {
  return (deciderId !== appeal.actingModeratorId && deciderId !== appeal.appellantId) || !otherModeratorsExist;
}

/** The rules a decision can cite: the terms of service, point 5, and the law. */
export const MODERATION_RULES = ['fake_review', 'false_information', 'offensive', 'privacy', 'third_party_rights', 'spam', 'illegal'] as const;
export type ModerationRule = (typeof MODERATION_RULES)[number];

/** Targets of moderator actions: what can be reported, and a user (suspension). */
export const ACTION_TARGETS = [...REPORT_TARGETS, 'user'] as const;
export type ActionTarget = (typeof ACTION_TARGETS)[number];

/** Which actions apply to which target. */
export const ACTIONS_BY_TARGET: Record<ActionTarget, readonly ModerationActionKind[]> = {
  review: ['dismiss', 'hide', 'restore'],
  photo: ['dismiss', 'hide', 'restore'],
  profile: ['dismiss', 'hide', 'restore'],
  incident: ['dismiss', 'hide', 'restore'],
  practice_stance: ['dismiss', 'hide', 'restore'],
  status_claim: ['dismiss', 'hide', 'restore'],
  restaurant: ['dismiss', 'hide', 'restore', 'revert', 'lock', 'unlock'],
  // set_aside: every review, reaction report, practice stance and status claim of the account
  // hidden, each recorded, so that reinstate shows again exactly those.
  user: ['suspend', 'unsuspend', 'set_aside', 'reinstate'],
};

export const SUSPENSION_DAYS_MAX = 365;
/** The periods the moderation page offers; the API takes any days from 1 to SUSPENSION_DAYS_MAX, or indefinite. */
export const SUSPENSION_PERIODS = [1, 7, 30, 'indefinite'] as const;
export type SuspensionPeriod = (typeof SUSPENSION_PERIODS)[number];
/** What undoes an action when its appeal is upheld in the user's favour. */
export const REVERSAL: Partial<Record<ModerationActionKind, ModerationActionKind>> = {
  hide: 'restore',
  lock: 'unlock',
  suspend: 'unsuspend',
  set_aside: 'reinstate',
};

/**
 * Burst flags of the moderation queue (docs/product.md#moderation): more than
 * BURST_CONTRIBUTIONS contributions (reviews, reaction reports, practice
 * stances, status claims) by one account to one venue within
 * BURST_WINDOW_HOURS, or a contribution to a venue with an open reaction
 * alert from an account younger than NEW_ACCOUNT_HOURS; looked for over the
 * last BURST_LOOKBACK_DAYS.
 */
export const BURST_CONTRIBUTIONS = 3;
export const BURST_WINDOW_HOURS = 24;
export const NEW_ACCOUNT_HOURS = 24;
export const BURST_LOOKBACK_DAYS = 30;
export const BURST_KINDS = ['many_contributions', 'new_account_on_alert'] as const;
export type BurstKind = (typeof BURST_KINDS)[number];
/** What an account contributes to a venue: a review, a reaction report, a practice stance, a status claim. */
export const CONTRIBUTION_KINDS = ['review', 'incident', 'practice', 'status'] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];
