// What a venue does for allergic diners ('Cosa fa il locale'): a fixed list
// of practices, each confirmed or disputed by diners, one dated stance per
// diner per practice (docs/product.md#practices). A practice nobody confirmed
// in the last six months is shown greyed as 'da verificare'.
import { practicesMessages } from './i18n/it/practices';

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

/**
 * Marked on list rows and selected by the list filter: more diners confirm it
 * than dispute it. The filter does not look at the date (a list row shows
 * what diners say; the restaurant page says how recent it is).
 */
export function isPracticeConfirmed(counts: { confirmations: number; disputes: number }): boolean {
  return counts.confirmations > counts.disputes;
}

/** One practice as the restaurant page shows it. */
export type PracticeSummary = {
  practice: PracticeKey;
  confirmations: number;
  disputes: number;
  last_confirmed_at: string | null;
  is_stale: boolean;
  /** The caller's own stance, null when they have none. */
  my_stance: PracticeStance | null;
};
