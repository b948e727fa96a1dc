// 'Report a reaction': reaction reports and the alert they raise
// (docs/product.md#reaction-reports). Reports come from users and are never
// verified: every text that shows one says so.
import type { Catalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

export const incidentsMessages = {
  reportAction: 'Report a reaction',
  formTitle: 'Report a reaction',
  formIntro:
    'Tell us what happened. The report is public under your nickname, like reviews: do not write anything that identifies you.',
  allergensLabel: 'Allergens involved',
  allergensHint: 'No allergen is ticked: tick only those of the reaction. Your allergens are at the top of the list.',
  ownAllergen: 'your allergen',
  allergensRequired: 'Select at least one allergen involved.',
  severityLabel: 'Severity',
  severityRequired: 'Give the severity of the reaction.',
  severities: {
    mild: 'mild',
    moderate: 'moderate',
    severe: 'severe — anaphylaxis, emergency department',
  },
  mealDateLabel: 'Date of the meal',
  mealDateInvalid: 'Enter the date of the meal.',
  mealDateInFuture: 'The date of the meal cannot be in the future.',
  mealDateTooOld: 'The date of the meal can be at most one year ago.',
  dishesLabel: 'What you ate (optional)',
  dishesTooLong: (max: number) => `At most ${formatCount(max)} characters.`,
  staffInformedLabel: 'Had you told the staff about your allergies?',
  staffInformedRequired: 'Say whether the staff had been told.',
  yes: 'yes',
  no: 'no',
  detailsLabel: 'Description (optional)',
  detailsTooLong: (max: number) => `At most ${formatCount(max)} characters.`,
  submit: 'Send report',
  submitting: 'Sending...',
  saveEdit: 'Save changes',
  cancel: 'Cancel',
  created: 'Report sent',
  updated: 'Report updated',
  withdrawn: 'Report withdrawn',
  saveError: 'The report could not be saved.',
  withdrawError: 'The report could not be withdrawn.',
  edit: 'Edit',
  withdraw: 'Withdraw',
  withdrawConfirmTitle: 'Withdraw the report?',
  withdrawConfirm: 'The report will no longer be visible and will no longer count for this venue.',
  // The alert
  alertTitle: 'Reaction reported',
  alertDisclaimer: 'reported by users, not verified',
  alertText: (date: string, allergens: string) => `Meal on ${date} · ${allergens}`,
  alertShort: (allergens: string) => `Reaction reported: ${allergens}`,
  // The list of reports on the restaurant page
  listTitle: 'Reported reactions',
  listEmpty: 'No reactions reported.',
  reportCount: (count: number) => `${formatCount(count)} ${plural(count, 'report', 'reports')}`,
  mealOn: (date: string) => `Meal on ${date}`,
  staffInformed: (informed: boolean) => (informed ? 'Staff informed: yes' : 'Staff informed: no'),
  dishes: (text: string) => `Ate: ${text}`,
  yourReport: 'Your report',
  closed: 'Closed',
  closedByModerator: (date: string, reason: string) => `Closed on ${date} by a moderator: ${reason}`,
  closedExpired: (date: string) => `Closed on ${date}: 12 months have passed since the meal.`,
  closedByEvidence: (date: string) =>
    `Closed on ${date}: enough different people, with confirmed accounts that already existed, later reviewed the venue without problems for these allergens.`,
  closingRule:
    'A report is closed when 3 different people (5, over at least 30 days, for a severe reaction), other than its author and with confirmed accounts that already existed, later review the venue for those allergens; or when a moderator decides so with a written reason.',
  open: 'Open',
  anonymous: 'User',
  // 'For your allergens'
  personalNotSafe: (allergens: string) =>
    `Not marked as safe: a reaction to ${allergens} has been reported by users, not verified.`,
  // Stored with the notification to the users who saved the restaurant
  notificationTitle: 'Reaction reported',
  notification: (restaurantName: string, allergens: string) =>
    `A reaction to ${allergens} has been reported at "${restaurantName}" (reported by users, not verified).`,
} satisfies Catalogue['incidents'];
