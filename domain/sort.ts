// Italian alphabetical order without ICU: PGlite has none, so restaurants
// store italianSortKey(name) in `sort_name` and both databases order by it.
// The key is persisted; changing this function requires a migration that
// recomputes every stored key.
//
// NOTE: compare keys by code point (SQL: COLLATE "C"), never with a
// locale-aware collation, or the two databases drift apart again.
import { haversineKm } from './geo';
import type { LatLng } from './geo';

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE_RUN = /\s+/g;

// Letters NFD does not decompose, spelled out as ICU's root collation sorts them.
const LETTER_EXPANSIONS: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const EXPANDABLE_LETTERS = new RegExp(`[${Object.keys(LETTER_EXPANSIONS).join('')}]`, 'g');

export function italianSortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(EXPANDABLE_LETTERS, (letter) => LETTER_EXPANSIONS[letter] ?? letter)
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}

/** Code-point comparison of two keys, the order `COLLATE "C"` gives in SQL. */
export function compareSortKeys(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  // Callers read only the result's sign. Past the shorter key the missing
  // code point counts as 0, which gives the same sign as the lengths' difference,
  // so running on to the longer key (Math.max) changes no order, and within
  // both keys left[i] and right[i] always exist (the ?. is for the type checker).
  // Stryker disable next-line MethodExpression: equivalent, see above
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i += 1) {
    // Stryker disable next-line OptionalChaining: equivalent, see above
    const difference = (left[i]?.codePointAt(0) ?? 0) - (right[i]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Sorts names in place of a SQL ORDER BY sort_name, for lists built in memory. */
export function compareItalian(a: string, b: string): number {
  return compareSortKeys(italianSortKey(a), italianSortKey(b));
}

export type SortableRestaurant = {
  readonly name: string;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
};

/** Infinity for a restaurant without both coordinates: it goes after every located one. */
function distanceKm(position: LatLng, restaurant: SortableRestaurant): number {
  return typeof restaurant.latitude === 'number' && typeof restaurant.longitude === 'number'
    ? haversineKm(position, { lat: restaurant.latitude, lng: restaurant.longitude })
    : Number.POSITIVE_INFINITY;
}

/**
 * List order (docs/product.md#ordering): nearest first when the user's position is known,
 * restaurants without coordinates after them; alphabetical otherwise and
 * between equals.
 */
export function compareRestaurants(position: LatLng | null | undefined) {
  return (a: SortableRestaurant, b: SortableRestaurant): number => {
    if (position) {
      const difference = distanceKm(position, a) - distanceKm(position, b);
      if (difference !== 0 && !Number.isNaN(difference)) return difference;
    }
    return compareItalian(a.name, b.name);
  };
}
