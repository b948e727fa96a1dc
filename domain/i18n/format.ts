import { activeLanguage } from './active';
import type { Language } from './language';

type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits: number };

/**
 * An it-IT number format: '12.345', '4,5'. Non-negative numbers are written
 * here as the it-IT format writes them: rounded half up on the number's
 * shortest decimal form (String(2.675) is '2.675', so 2,68 with two decimals,
 * as Intl writes it; -0 as 0, where Intl writes -0); anything else
 * (negative, or written with an exponent) goes to Intl. Not Intl for everything: the first it-IT formatter loads the
 * locale's data, some 15 ms of a phone's main thread in the middle of the
 * first screen's render, and the counts, averages and distances those
 * screens show need none of it.
 */
export function itNumberFormat({ minimumFractionDigits = 0, maximumFractionDigits }: FractionDigits): (value: number) => string {
  let intlFormat: Intl.NumberFormat | null = null;
  return (value) => {
    const decimal = String(value);
    // Plain digits only: a minus sign, an exponent, NaN or Infinity go to Intl.
    if (!/^\d+(\.\d+)?$/.test(decimal)) {
      intlFormat ??= new Intl.NumberFormat('it-IT', { minimumFractionDigits, maximumFractionDigits });
      return intlFormat.format(value);
    }
    const [whole, fraction = ''] = decimal.split('.') as [string, string?];
    const kept = fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
    const roundsUp = fraction.charAt(maximumFractionDigits) >= '5';
    const digits = (BigInt(whole + kept) + (roundsUp ? 1n : 0n)).toString().padStart(maximumFractionDigits + 1, '0');
    const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits);
    let fractionDigits = digits.slice(digits.length - maximumFractionDigits);
    while (fractionDigits.length > minimumFractionDigits && fractionDigits.endsWith('0')) fractionDigits = fractionDigits.slice(0, -1);
    // Italian groups thousands with a dot from five digits on: 1234, 12.345.
    const grouped = wholeDigits.length < 5 ? wholeDigits : wholeDigits.replace(/\B(?=(\d{3})+$)/g, '.');
    return fractionDigits ? `${grouped},${fractionDigits}` : grouped;
  };
}

/** The locale of a language's numbers and dates: British English for English (day before month, 24-hour clock, as in Italy). */
export const localeOf = (language: Language): string => (language === 'en' ? 'en-GB' : 'it-IT');

/** The locale of the interface's language (domain/i18n/active.ts): what Intl formats the web app's dates and numbers in. */
export const interfaceLocale = (): string => localeOf(activeLanguage());

/**
 * A number format in a language: Italian by hand (itNumberFormat), English by
 * Intl (only an English reader pays for its locale data).
 */
export function numberFormatIn(language: Language, digits: FractionDigits): (value: number) => string {
  if (language === 'it') return itNumberFormat(digits);
  let intlFormat: Intl.NumberFormat | null = null;
  return (value) => (intlFormat ??= new Intl.NumberFormat(localeOf(language), digits)).format(value);
}

/** A number format in the interface's language, chosen when it is made (after the language is, in the web app). */
export const interfaceNumberFormat = (digits: FractionDigits): ((value: number) => string) => numberFormatIn(activeLanguage(), digits);

// Intl's default: up to three decimals.
const countFormats: Record<Language, (value: number) => string> = {
  it: itNumberFormat({ maximumFractionDigits: 3 }),
  en: numberFormatIn('en', { maximumFractionDigits: 3 }),
};

/** A count in a language: 12.345 in Italian (which leaves 4-digit numbers ungrouped), 12,345 in English. */
export function formatCountIn(language: Language, count: number): string {
  return countFormats[language](count);
}

/** A count as the interface's language writes it (Italian on the server: its English texts use formatCountIn). */
export function formatCount(count: number): string {
  return formatCountIn(activeLanguage(), count);
}

const IT_MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

/**
 * A calendar day as the it-IT long format writes it, '3 marzo 2026' (month 1
 * to 12). Written here rather than by Intl for the reason itNumberFormat gives.
 */
export function formatItalianDay(year: number, month: number, day: number): string {
  return `${day} ${IT_MONTHS[month - 1]} ${year}`;
}

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day in a language's long format: '3 marzo 2026', '3 March 2026' (en-GB). */
export function formatDayIn(language: Language, year: number, month: number, day: number): string {
  return language === 'en' ? `${day} ${EN_MONTHS[month - 1]} ${year}` : formatItalianDay(year, month, day);
}

/** A calendar day in the interface's language. */
export const formatDay = (year: number, month: number, day: number): string => formatDayIn(activeLanguage(), year, month, day);

/** Picks the singular form for exactly one, the plural otherwise (Italian: 0 is plural). */
export function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
