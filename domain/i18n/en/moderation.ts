// Moderation (docs/product.md#moderation): reports ('Report'), the moderators'
// page, statements of reasons, appeals and a restaurant's edit history.
import type { Catalogue } from '../catalogue';
import type { ActionTarget, BurstKind, ContributionKind, ModerationActionKind, ModerationRule, ReportReason, SuspensionPeriod } from '../../moderation';
import { plural } from '../format';

const targetNames: Record<ActionTarget, string> = {
  review: 'your review',
  photo: 'one of your photos',
  restaurant: 'a venue you added',
  profile: 'your nickname',
  incident: 'one of your reaction reports',
  practice_stance: 'one of your confirmations or disputes of a practice',
  status_claim: 'one of your closure or new-management reports',
  user: 'your account',
};

/** Contributions, as against a venue, a nickname or an account: what was done to them is said more briefly. */
const isContribution = (target: ActionTarget) =>
  target === 'review' || target === 'photo' || target === 'incident' || target === 'practice_stance' || target === 'status_claim';

const targetLabels: Record<ActionTarget, string> = {
  review: 'Review',
  photo: 'Photo',
  restaurant: 'Venue',
  profile: 'Nickname',
  incident: 'Reaction report',
  practice_stance: 'Practice confirmed or disputed',
  status_claim: 'Closure or new-management report',
  user: 'Account',
};

/** What was done, said of the content, a venue or an account. */
const actionDone: Record<ModerationActionKind, string> = {
  dismiss: 'dismissed without action',
  hide: 'hidden',
  restore: 'restored',
  revert: 'reverted to an earlier version',
  lock: 'locked against edits',
  unlock: 'unlocked',
  suspend: 'suspended',
  unsuspend: 'reactivated',
  set_aside: 'set aside: its contributions no longer count',
  reinstate: 'reinstated with its contributions',
};

/** The same, said of a contribution (a review, a photo); a dismissal is said of the report. */
const actionDoneToContribution: Record<ModerationActionKind, string> = {
  ...actionDone,
  set_aside: 'set aside',
  reinstate: 'reinstated',
};

/** A known key's text; an unknown one (an older client's) as it is. */
const of = <K extends string>(map: Record<K, string>, key: K): string => map[key] ?? key;

const doneTo = (target: ActionTarget, action: ModerationActionKind) => of(isContribution(target) ? actionDoneToContribution : actionDone, action);

export const moderationMessages = {
  // CLI
  roleUsage: 'Usage: npm run user -- role <email> moderator|admin|user',
  roleSet: (email: string, role: string) => (role === 'user' ? `Role removed: ${email}` : `Role ${role} assigned: ${email}`),
  roleUnchanged: (email: string, role: string) => (role === 'user' ? `No role to remove: ${email}` : `Role ${role} already assigned: ${email}`),
  userNotFound: (email: string) => `No user with email ${email}`,

  // Reports
  report: 'Report',
  reportTitle: (target: ActionTarget) => `Report: ${of(targetLabels, target).toLowerCase()}`,
  reportNickname: 'Report nickname',
  reportPhotoN: (n: number) => `Report photo ${n}`,
  reportIntro: 'Tell us what is wrong: a moderator will examine the report.',
  reasonLabel: 'Reason',
  reasonMissing: 'Choose a reason.',
  reasons: {
    spam: 'Spam',
    offensive: 'Offensive',
    false_information: 'False information',
    privacy: 'Privacy',
    illegal: 'Illegal content',
    other: 'Other',
  } satisfies Record<ReportReason, string>,
  detailsLabel: 'Details (optional)',
  send: 'Send report',
  cancel: 'Cancel',
  acknowledgement: 'Report received: we will examine it and let you know the outcome.',
  reportExists: 'You have already reported this content: the report is being examined.',
  reportOwnContent: 'You cannot report your own content: you can edit or delete it.',
  reportLimit: 'You have sent too many reports. Try again later.',
  targetNotFound: 'Content not found.',
  signInToReport: 'Sign in to report content.',

  // Queue and actions
  pageTitle: 'Moderation',
  navLink: 'Moderation',
  queueEmpty: 'No open reports.',
  appealsTitle: 'Appeals',
  appealsEmpty: 'No open appeals.',
  reportsTitle: 'Open reports',
  reportCount: (n: number) => `${n} ${plural(n, 'report', 'reports')}`,
  historyTitle: 'Previous actions',
  historyEmpty: 'No previous actions.',
  targetLabels,
  hiddenBadge: 'Hidden',
  hiddenPhoto: 'Hidden photo: its address no longer shows it to anyone, moderators included.',
  lockedBadge: 'Locked',
  ruleLabel: 'Rule broken',
  reasonForAction: 'Statement of reasons (sent to the user concerned)',
  /** Lifting a suspension tells nobody: the reason stays in the history of actions. */
  reasonForRecord: 'Reason (kept in the previous actions)',
  suspensionPeriodLabel: 'Length of the suspension',
  suspensionPeriods: { 1: '1 day', 7: '7 days', 30: '30 days', indefinite: 'Indefinitely' } satisfies Record<SuspensionPeriod, string>,
  suspendAuthor: 'Suspend the author',
  suspensionPeriodRequired: 'Choose the length of the suspension.',
  /** 'Until' of a statement: the end of a suspension as `format` writes it, 'no end date', or null. */
  untilText: (details: Record<string, unknown>, format: (iso: string) => string): string | null =>
    details.indefinite === true ? 'no end date' : typeof details.until === 'string' ? format(details.until) : null,
  burstsTitle: 'Suspicious activity',
  burstsEmpty: 'No suspicious activity in the last 30 days.',
  burstKinds: {
    many_contributions: 'More than 3 contributions in 24 hours on the same venue',
    new_account_on_alert: 'Account less than a day old on a venue with a reported reaction',
  } satisfies Record<BurstKind, string>,
  burstEvidence: 'Contributions',
  contributionKinds: {
    review: 'review',
    incident: 'reaction report',
    practice: 'confirmation or dispute of a practice',
    status: 'closure or new-management report',
  } satisfies Record<ContributionKind, string>,
  accountCreated: (when: string) => `Account created on ${when}`,
  setAsideTitle: 'Contributions set aside',
  setAsideEmpty: 'No account has its contributions set aside.',
  setAsideCounts: (reviews: number, incidents: number, practiceStances: number, statusClaims: number) =>
    `Set aside: ${reviews} ${plural(reviews, 'review', 'reviews')}, ${incidents} ${plural(incidents, 'reaction report', 'reaction reports')}, ${practiceStances} ${plural(practiceStances, 'practice', 'practices')}, ${statusClaims} ${plural(statusClaims, 'status report', 'status reports')}.`,
  suspensionsTitle: 'Suspended users',
  suspensionsEmpty: 'No suspended users.',
  suspendedUntil: (until: string | null) => (until ? `Suspended until ${until}` : 'Suspended indefinitely'),
  suspendedBy: (nickname: string | null, when: string) => `Decided ${nickname ? `by ${nickname} ` : ''}on ${when}`,
  suspendedWithoutAction: 'Suspended by the operator, without a decision recorded here.',
  actions: {
    dismiss: 'Dismiss',
    hide: 'Hide',
    restore: 'Restore',
    revert: 'Restore this version',
    lock: 'Lock edits',
    unlock: 'Unlock edits',
    suspend: 'Suspend user',
    unsuspend: 'Lift suspension',
    set_aside: 'Set aside the contributions',
    reinstate: 'Reinstate the contributions',
  } satisfies Record<ModerationActionKind, string>,
  actionDone: (action: ModerationActionKind) => `Done: ${of(actionDone, action)}.`,
  rules: {
    fake_review: 'Terms of service, section 5: reviews not based on a real, personal experience',
    false_information: 'Terms of service, section 5: false or misleading information',
    offensive: 'Terms of service, section 5: offensive, discriminatory, threatening or defamatory content',
    privacy: 'Terms of service, section 5: other people’s personal data',
    third_party_rights: 'Terms of service, section 5: infringement of third-party rights',
    spam: 'Terms of service, section 5: advertising and spam',
    illegal: 'Content that is illegal under the applicable law',
  } satisfies Record<ModerationRule, string>,
  ruleRequired: 'Give the rule broken.',
  reasonRequired: 'Write the reason.',
  actionNotAllowed: 'This action does not apply to this content.',
  alreadyInState: 'The content is already in this state.',
  forbiddenAppealDecision: 'The appeal must be decided by another moderator.',
  forbiddenOwnContent: 'Your own content must be moderated by another moderator.',
  staffSuspensionNeedsAdmin: 'Only an administrator can suspend a moderator or an administrator.',
  staffSetAsideNeedsAdmin: 'Only an administrator can set aside the contributions of a moderator or an administrator.',
  versionNotFound: 'Version not found.',

  // Statement of reasons (notification, email, page)
  statementTitle: 'Statement of reasons',
  noticeTitle: (target: ActionTarget, action: ModerationActionKind) => `${of(targetLabels, target)}: ${doneTo(target, action)}`,
  noticeMessage: (target: ActionTarget, action: ModerationActionKind, what: string) =>
    `We have ${action === 'suspend' ? `suspended ${of(targetNames, target)}` : `taken action on ${of(targetNames, target)}`}${what ? ` (${what})` : ''}. Open the statement of reasons to find out why and how to appeal.`,
  statementWhat: 'What',
  statementWhy: 'Why',
  statementRule: 'Rule',
  statementWhen: 'When',
  statementUntil: 'Until',
  statementHowToAppeal: 'How to appeal',
  appealHowTo: 'If you disagree you can appeal once, from the statement of reasons page: another moderator will examine it.',
  emailSubject: (appName: string) => `${appName}: statement of reasons for a moderation decision`,
  emailIntro: (target: ActionTarget, action: ModerationActionKind) =>
    `We are writing to you because ${of(targetNames, target)} has been ${doneTo(target, action)} by a moderator.`,
  emailOpen: 'Read the statement of reasons and appeal',
  appealLabel: 'Your appeal',
  appealSend: 'Appeal',
  appealSent: 'Appeal sent: a moderator will examine it.',
  appealExists: 'You have already appealed against this decision.',
  appealNotAllowed: 'This decision cannot be appealed.',
  appealStatus: { open: 'Appeal under review', upheld: 'Appeal rejected: the decision stands', reversed: 'Appeal upheld: the decision has been reversed' },
  decideUphold: 'Reject the appeal',
  decideReverse: 'Uphold the appeal',
  decisionReason: 'Reasons for the decision on the appeal',
  appealDecidedTitle: 'Outcome of your appeal',
  appealDecided: (reversed: boolean) =>
    reversed ? 'Your appeal has been upheld: the decision has been reversed.' : 'Your appeal has been rejected: the decision stands.',
  statementNotFound: 'Decision not found.',

  // Outcome for reporters
  outcomeTitle: 'Outcome of your report',
  outcome: (action: ModerationActionKind) =>
    action === 'dismiss'
      ? 'We have examined your report: the content does not break the rules and remains visible.'
      : `We have examined your report: the content has been ${of(actionDone, action)}. Thank you.`,

  // Edit history
  historyHeading: 'Edit history',
  historyNone: 'No edits recorded.',
  historyBy: (nickname: string | null) => (nickname ? `by ${nickname}` : 'by a user'),
  historyChange: (field: string, from: string, to: string) => `${field}: “${from}” → “${to}”`,
  historyModeration: 'Restored by a moderator',
  restaurantLocked: 'This venue has been locked against edits by a moderator.',
  hiddenNickname: 'User',
} satisfies Catalogue['moderation'];
