const countFormat = new Intl.NumberFormat('it-IT');

/** A count as Italian readers write it: 12.345 (Italian leaves 4-digit numbers ungrouped). */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** Picks the singular form for exactly one, the plural otherwise (Italian: 0 is plural). */
export function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
