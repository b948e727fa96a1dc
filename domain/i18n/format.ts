/**
 * An it-IT number format, made at its first use rather than when its module
 * is evaluated: the first it-IT formatter loads the locale's data, the longest
 * part of evaluating the app's code on a phone, and most first screens write
 * no number.
 */
export function itNumberFormatOnFirstUse(options?: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | null = null;
  return () => (format ??= new Intl.NumberFormat('it-IT', options));
}

const countFormat = itNumberFormatOnFirstUse();

/** A count as Italian readers write it: 12.345 (Italian leaves 4-digit numbers ungrouped). */
export function formatCount(count: number): string {
  return countFormat().format(count);
}

/** Picks the singular form for exactly one, the plural otherwise (Italian: 0 is plural). */
export function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
