// How long ago something happened, in the words list rows, map popups and
// practices use ('ultima recensione 3 settimane fa', 'ultima conferma ieri').
import { formatCount, plural } from './i18n/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'oggi', 'ieri', 'N giorni fa' (2–6), 'N settimane fa' (7–29 days),
 * 'N mesi fa' (30–364 days), 'N anni fa'; counted in whole days elapsed.
 * A date in the future (a clock ahead) reads 'oggi'.
 */
export function timeAgo(date: Date | string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / DAY_MS));
  const ago = (count: number, one: string, many: string) => `${formatCount(count)} ${plural(count, one, many)} fa`;
  if (days === 0) return 'oggi';
  if (days === 1) return 'ieri';
  // From 2 to 6: always plural.
  if (days < 7) return `${days} giorni fa`;
  if (days < 30) return ago(Math.floor(days / 7), 'settimana', 'settimane');
  if (days < 365) return ago(Math.floor(days / 30), 'mese', 'mesi');
  return ago(Math.floor(days / 365), 'anno', 'anni');
}

/** 'ultima recensione 3 settimane fa'. */
export function latestReviewText(date: Date | string, now: Date): string {
  return `ultima recensione ${timeAgo(date, now)}`;
}
