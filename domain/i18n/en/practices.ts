import type { PracticesCatalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

export const practicesMessages = {
  /** The fixed list of practices: label and one-line explanation (docs/product.md lists them in Italian). */
  practices: {
    dedicated_gluten_free_fryer: {
      label: 'Dedicated gluten-free fryer',
      explanation: 'Gluten-free fried food is cooked in a fryer and in oil used only for it.',
    },
    separate_preparation: {
      label: 'Separate preparation for allergens',
      explanation: 'Dishes for people with allergies are prepared separately, with clean utensils and work surfaces.',
    },
    trained_staff: {
      label: 'Staff trained on allergens',
      explanation: 'Those who serve and those who cook can answer questions about the allergens in the dishes.',
    },
    written_allergen_info: {
      label: 'Written allergen information available',
      explanation: 'An allergen menu or record, as the law requires.',
    },
    gluten_free_menu: {
      label: 'Gluten-free menu',
      explanation: 'A menu, or part of the menu, designed to be gluten-free.',
    },
    fully_gluten_free: {
      label: '100% gluten-free venue',
      explanation: 'No gluten enters the kitchen: every dish is gluten-free.',
    },
    aic_network: {
      label: 'Member of the AIC "Alimentazione Fuori Casa" network',
      explanation: 'The venue is part of the network of the Italian Coeliac Association (Associazione Italiana Celiachia).',
    },
  },
  sectionTitle: 'What the venue does',
  /** Under the folded section's title: '7 practices · 2 confirmed'. */
  foldCount: (practices: number, confirmed: number) =>
    `${formatCount(practices)} ${plural(practices, 'practice', 'practices')} · ${formatCount(confirmed)} confirmed`,
  /** The rule of 'confirmed', in one line under the title (docs/product.md#practices). */
  sectionHint:
    'Confirm or dispute what you saw yourself. A practice is ‘confirmed’ when at least 2 different people confirm it and the confirmations outnumber the disputes: each person counts once.',
  confirmed: 'confirmed',
  /** AIC membership and '100% gluten-free' before a moderator's verification: the chip, and the rule in one line. */
  declaredByUsers: 'declared by users',
  declaredByUsersRule:
    'Declared by users: no moderator has verified it against a source yet, such as the public AIC list or the certificate.',
  /** 'Verified on 3 November 2026' (the chip), and the line with its source. */
  verifiedOn: (day: string) => `Verified on ${day}`,
  verifiedLine: (day: string, source: string) => `Verified on ${day} by a moderator. Source: ${source}`,
  // A moderator's verification (shown to moderators and admins only)
  verifyTitle: 'Moderator verification',
  verifyLegend: (label: string) => `Moderator verification: ${label}`,
  verifySourceLabel: 'Source of the verification',
  verifySourceHint: 'What you checked: the public AIC list, the photo of the certificate… (10 to 500 characters).',
  verifyDateLabel: 'Date of the verification',
  verifySubmit: 'Mark as verified',
  verifySubmitting: 'Saving…',
  verifyWithdraw: 'Withdraw the verification',
  verifySaved: 'Verification saved',
  verifyWithdrawn: 'Verification withdrawn',
  verifyFailed: 'The verification could not be saved.',
  /** 'N confirmations · M disputes · last confirmed {relative}'. */
  counts: (confirmations: number, disputes: number, lastConfirmed: string | null) =>
    [
      `${formatCount(confirmations)} ${plural(confirmations, 'confirmation', 'confirmations')}`,
      `${formatCount(disputes)} ${plural(disputes, 'dispute', 'disputes')}`,
      ...(lastConfirmed === null ? [] : [`last confirmed ${lastConfirmed}`]),
    ].join(' · '),
  stale: 'needs checking',
  /** A line of 'Who said so': the practice and the stance. */
  stanceLine: (practice: string, stance: 'confirm' | 'dispute') => `${stance === 'confirm' ? 'confirms' : 'disputes'}: ${practice}`,
  confirm: 'Confirm',
  dispute: 'Dispute',
  withdraw: 'Withdraw',
  confirmLabel: (label: string) => `Confirm: ${label}`,
  disputeLabel: (label: string) => `Dispute: ${label}`,
  withdrawLabel: (label: string) => `Withdraw your position on: ${label}`,
  youConfirmed: 'You confirmed',
  youDisputed: 'You disputed',
  loadFailed: 'The venue’s practices could not be loaded.',
  saveFailed: 'Your position could not be saved.',
  // Review form
  reviewFieldset: 'What you saw on this visit (optional)',
  reviewHint: 'Each practice you tick counts as a confirmation from you, with the date of the review.',
  // List
  filterChip: 'Practice',
  filterTitle: 'Filter by practice',
  filterRule:
    'The filter uses only practices confirmed by at least 2 people; ‘100% gluten-free venue’ and ‘Member of the AIC network’ only if a moderator has also verified them.',
  listMarksLabel: 'Confirmed practices',
  emptyForPractices: 'No venues found with these confirmed practices.',
} satisfies PracticesCatalogue;
