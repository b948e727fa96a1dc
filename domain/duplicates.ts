// Duplicate detection for new and imported restaurants (docs/product.md#duplicate-restaurants).

// Dots, commas, whitespace and hyphen-minus, exactly the spec's list, so a SQL
// port stays a one-liner: regexp_replace(lower(btrim(x)), '[.,[:space:]-]', '', 'g').
const DUPLICATE_IGNORED_CHARACTERS = /[.,\s-]/g;

/** Length of the address prefix compared for "similar" addresses. */
export const SIMILAR_ADDRESS_PREFIX_LENGTH = 10;

export function normalizeForDuplicate(text: string | null | undefined): string {
  // No trim(): the replace removes every whitespace, the outer ones too.
  return (text ?? '').toLowerCase().replace(DUPLICATE_IGNORED_CHARACTERS, '');
}

/**
 * Normalised addresses are similar when equal, when one contains the other, or
 * when both are longer than 10 characters and share the first 10.
 *
 * NOTE: an empty address is never similar. Literally, '' is contained in every
 * address, which would make any same-named venue a "duplicate" and block its
 * creation.
 */
export function isSimilarAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normalizeForDuplicate(a);
  const right = normalizeForDuplicate(b);
  if (left === '' || right === '') return false;
  // Equal addresses contain each other; and an address of 10 characters or
  // fewer that shares the other's first 10 is contained in it: so containment
  // and the prefix cover the three cases, with no length check.
  return (
    left.includes(right) ||
    right.includes(left) ||
    left.slice(0, SIMILAR_ADDRESS_PREFIX_LENGTH) === right.slice(0, SIMILAR_ADDRESS_PREFIX_LENGTH)
  );
}

export type DuplicateCheckFields = {
  readonly name: string | null | undefined;
  readonly city: string | null | undefined;
  readonly address: string | null | undefined;
};

/** Same normalised name, and either the same normalised city or a similar address. */
export function isDuplicateRestaurant(
  candidate: DuplicateCheckFields,
  existing: DuplicateCheckFields,
): boolean {
  const name = normalizeForDuplicate(candidate.name);
  if (name === '' || name !== normalizeForDuplicate(existing.name)) return false;
  const city = normalizeForDuplicate(candidate.city);
  const isSameCity = city !== '' && city === normalizeForDuplicate(existing.city);
  return isSameCity || isSimilarAddress(candidate.address, existing.address);
}

export function findDuplicateRestaurant<T extends DuplicateCheckFields>(
  candidate: DuplicateCheckFields,
  existing: readonly T[],
): T | undefined {
  return existing.find((restaurant) => isDuplicateRestaurant(candidate, restaurant));
}

/**
 * City of an imported place: the second comma-separated part of its formatted
 * address, trimmed, as the spec says. NOTE: for Italian addresses that part
 * usually carries the postal code and province ('Via Roma 1, 20121 Milano MI,
 * Italia' gives '20121 Milano MI'); we keep the spec's behaviour and do not
 * strip them. Missing part: ''.
 */
export function cityFromFormattedAddress(formattedAddress: string | null | undefined): string {
  return formattedAddress?.split(',')[1]?.trim() ?? '';
}

/**
 * Street address of an imported place: the part before the city, so the
 * stored address does not repeat the city and country the row already holds
 * ('Via Garibaldi 12, Torino, Italia' gives 'Via Garibaldi 12').
 */
export function streetFromFormattedAddress(formattedAddress: string | null | undefined): string {
  const parts = (formattedAddress ?? '').split(',');
  // split() gives at least one part: the ?. and the ?? '' are for the type checker.
  // Stryker disable next-line OptionalChaining,StringLiteral: equivalent, see above
  return parts[0]?.trim() ?? '';
}
