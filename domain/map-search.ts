// Text search on the map (docs/product.md#map-text-search): a city name should find the venues in
// that city, not every venue on a street named after it ('Via Roma').
import { cuisineLabel } from './cuisines';
import { foldForMatch } from './fold';

/** A term right after one of these names a street, not a place. */
export const STREET_PREFIXES = ['via', 'v.', 'corso', 'piazza'] as const;

export type MapSearchRestaurant = {
  readonly name: string | null | undefined;
  readonly city: string | null | undefined;
  readonly address: string | null | undefined;
  readonly cuisine_type?: string | null;
  readonly description?: string | null;
};

const TOKEN_SEPARATORS = /[\s,;:()/\\"-]+/;

// A dot ends a token too ('V.Roma' is 'v.' + 'roma'); spacing after dots
// avoids a lookbehind, which older iOS WebViews cannot parse.
function tokenize(text: string): string[] {
  return foldForMatch(text)
    .replace(/\./g, '. ')
    .split(TOKEN_SEPARATORS)
    .filter((token) => token !== '');
}

const withoutDots = (token: string) => token.replace(/\./g, '');

function isStreetPrefix(token: string | undefined): boolean {
  if (token === undefined) return false;
  const prefixes: readonly string[] = STREET_PREFIXES;
  return prefixes.includes(token) || prefixes.includes(token.replace(/\.+$/, ''));
}

/**
 * The term's tokens appear as whole consecutive tokens of the address, and
 * the token before them is not a street prefix.
 */
/** The term's tokens as an address match compares them (folded, without dots). */
export function addressSearchTokens(term: string): string[] {
  return tokenize(term).map(withoutDots).filter((token) => token !== '');
}

export function matchesAddressToken(address: string, term: string): boolean {
  const termTokens = addressSearchTokens(term);
  if (termTokens.length === 0) return false;
  const addressTokens = tokenize(address);
  for (let start = 0; start + termTokens.length <= addressTokens.length; start += 1) {
    const isWholeMatch = termTokens.every(
      (token, offset) => withoutDots(addressTokens[start + offset] ?? '') === token,
    );
    if (isWholeMatch && !isStreetPrefix(addressTokens[start - 1])) return true;
  }
  return false;
}

/** A blank term matches everything. */
export function matchesMapSearch(restaurant: MapSearchRestaurant, term: string): boolean {
  const folded = foldForMatch(term);
  if (folded === '') return true;

  const city = foldForMatch(restaurant.city ?? '');
  if (city !== '' && city.includes(folded)) return true;
  if (matchesAddressToken(restaurant.address ?? '', term)) return true;

  const cuisine = restaurant.cuisine_type ?? '';
  const fallbackFields = [
    restaurant.name,
    cuisine,
    cuisine === '' ? '' : cuisineLabel(cuisine),
    restaurant.description,
  ];
  return fallbackFields.some((field) => foldForMatch(field ?? '').includes(folded));
}
