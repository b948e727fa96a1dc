// How long ago something happened, in the words list rows, map popups and
// practices use ('ultima recensione 3 settimane fa', 'ultima conferma ieri').
import { activeLanguage } from './i18n/active';
import { formatCount, interfaceLocale, plural } from './i18n/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'oggi', 'ieri', 'N giorni fa' (2–6), 'N settimane fa' (7–29 days),
 * 'N mesi fa' (30–364 days), 'N anni fa'; counted in whole days elapsed.
 * A date in the future (a clock ahead) reads 'oggi'.
 */
export function timeAgo(date: Date | string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / DAY_MS));
  if (activeLanguage() === 'en') return englishTimeAgo(days);
  const ago = (count: number, one: string, many: string) => `${formatCount(count)} ${plural(count, one, many)} fa`;
  if (days === 0) return 'oggi';
  if (days === 1) return 'ieri';
  // From 2 to 6: always plural.
  if (days < 7) return `${days} giorni fa`;
  if (days < 30) return ago(Math.floor(days / 7), 'settimana', 'settimane');
  if (days < 365) return ago(Math.floor(days / 30), 'mese', 'mesi');
  return ago(Math.floor(days / 365), 'anno', 'anni');
}

let relativeFormat: Intl.RelativeTimeFormat | null = null;

/** The same steps in English, by Intl: 'today', 'yesterday', '3 days ago', '3 weeks ago', 'last month', '2 years ago'. */
function englishTimeAgo(days: number): string {
  relativeFormat ??= new Intl.RelativeTimeFormat(interfaceLocale(), { numeric: 'auto' });
  if (days < 7) return relativeFormat.format(-days, 'day');
  if (days < 30) return relativeFormat.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relativeFormat.format(-Math.floor(days / 30), 'month');
  return relativeFormat.format(-Math.floor(days / 365), 'year');
}

/** 'ultima recensione 3 settimane fa' ('last review 3 weeks ago'). */
export function latestReviewText(date: Date | string, now: Date): string {
  return `${activeLanguage() === 'en' ? 'last review' : 'ultima recensione'} ${timeAgo(date, now)}`;
}
