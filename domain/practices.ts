// What a venue does for allergic diners ('Cosa fa il locale'): a fixed list
// of practices, each confirmed or disputed by diners, one dated stance per
// diner per practice (docs/product.md#practices). A practice nobody confirmed
// in the last six months is shown greyed as 'da verificare'; it is
// 'confermata' with two people's confirmations outnumbering the disputes, and
// AIC membership and '100% senza glutine' also need a moderator's verification
// to be selected by the list filter.
import { practicesMessages } from './i18n/it/practices';
import { addMonths, isCalendarDate } from './incidents';

export const PRACTICE_KEYS = [
  'dedicated_gluten_free_fryer',
  'separate_preparation',
  'trained_staff',
  'written_allergen_info',
  'gluten_free_menu',
  'fully_gluten_free',
  'aic_network',
] as const;

export type PracticeKey = (typeof PRACTICE_KEYS)[number];

export const PRACTICE_STANCES = ['confirm', 'dispute'] as const;
export type PracticeStance = (typeof PRACTICE_STANCES)[number];

export type PracticeText = { readonly label: string; readonly explanation: string };

export const isPracticeKey = (value: unknown): value is PracticeKey =>
  (PRACTICE_KEYS as readonly unknown[]).includes(value);

export function practiceText(key: PracticeKey): PracticeText {
  return practicesMessages.practices[key];
}

/** A practice is greyed as 'da verificare' after this many months without a confirmation. */
export const PRACTICE_FRESH_MONTHS = 6;

/** The moment before which a confirmation no longer counts as recent: `now` minus six calendar months. */
export function practiceFreshSince(now: Date): Date {
  const since = new Date(now.getTime());
  const day = since.getUTCDate();
  since.setUTCDate(1);
  since.setUTCMonth(since.getUTCMonth() - PRACTICE_FRESH_MONTHS);
  // 31 August minus six months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + 1, 0)).getUTCDate();
  since.setUTCDate(Math.min(day, lastDay));
  return since;
}

/** No confirmation in the last six months (or none ever): 'da verificare'. */
export function isPracticeStale(lastConfirmedAt: Date | string | null, now: Date): boolean {
  // No confirmation at all reads as one on 1 January 1970: stale.
  const last = new Date(lastConfirmedAt ?? 0);
  if (Number.isNaN(last.getTime())) return true;
  return last.getTime() < practiceFreshSince(now).getTime();
}

/** Different people whose confirmations make a practice 'confermata' (one stance per person per practice). */
export const PRACTICE_CONFIRMING_PEOPLE = 2;

/**
 * Practices a venue can claim and diners cannot check at the table: whether
 * it belongs to AIC's network, whether no gluten ever enters its kitchen.
 * They read 'dichiarato dagli utenti' until a moderator verifies them against
 * a source (AIC's public directory, the certificate), and only verified ones
 * are selected by the list filter.
 */
export const VERIFIABLE_PRACTICES = ['fully_gluten_free', 'aic_network'] as const satisfies readonly PracticeKey[];
export type VerifiablePractice = (typeof VERIFIABLE_PRACTICES)[number];

export const isVerifiablePractice = (value: unknown): value is VerifiablePractice =>
  (VERIFIABLE_PRACTICES as readonly unknown[]).includes(value);

/** What a moderator writes as the source of a verification, trimmed (errorMessages.practice_verification_source_invalid). */
export const PRACTICE_VERIFICATION_SOURCE_MIN = 10;
export const PRACTICE_VERIFICATION_SOURCE_MAX = 500;
/** How far back the day of a verification can go (errorMessages.practice_verification_date_invalid). */
export const PRACTICE_VERIFICATION_MAX_MONTHS = 12;

/**
 * 'Confermata': at least two different people confirm it, and more people
 * confirm than dispute it. Counts are of people: each diner holds one stance
 * per practice, so one account, however many times it confirms, is one.
 */
export function isPracticeConfirmed(people: { confirmations: number; disputes: number }): boolean {
  return people.confirmations >= PRACTICE_CONFIRMING_PEOPLE && people.confirmations > people.disputes;
}

/**
 * Selected by the list filter and marked on list rows: confirmed, and for a
 * verifiable practice also verified by a moderator (a coeliac choosing
 * 'Locale 100% senza glutine' must not be sent on the word of two accounts).
 * The date plays no part (a list row shows what diners say; the restaurant
 * page says how recent it is).
 */
export function isPracticeListed(practice: PracticeKey, people: { confirmations: number; disputes: number }, isVerified: boolean): boolean {
  return isPracticeConfirmed(people) && (isVerified || !isVerifiablePractice(practice));
}

/** Why a verification cannot be recorded today (Italian days), or null. */
export function practiceVerificationProblem(
  input: { source: string; verified_on: string },
  today: string,
): 'source' | 'date' | null {
  const source = input.source.trim();
  if (source.length < PRACTICE_VERIFICATION_SOURCE_MIN || source.length > PRACTICE_VERIFICATION_SOURCE_MAX) return 'source';
  const day = input.verified_on;
  if (!isCalendarDate(day) || day > today || day < addMonths(today, -PRACTICE_VERIFICATION_MAX_MONTHS)) return 'date';
  return null;
}

/** A moderator's verification as the page shows it: the day and the source. */
export type PracticeVerification = { verified_on: string; source: string };

/** One practice as the restaurant page shows it. */
export type PracticeSummary = {
  practice: PracticeKey;
  /** People who confirm it, and people who dispute it. */
  confirmations: number;
  disputes: number;
  last_confirmed_at: string | null;
  is_stale: boolean;
  /** isPracticeConfirmed. */
  is_confirmed: boolean;
  /** For a verifiable practice, 'declared_by_users' until a moderator verifies it; null for the others. */
  verification_status: 'declared_by_users' | 'verified' | null;
  verification: PracticeVerification | null;
  /** The caller's own stance, null when they have none. */
  my_stance: PracticeStance | null;
};
