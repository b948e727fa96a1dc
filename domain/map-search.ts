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
// Empty tokens (from a separator at either end) are dropped for clarity only: one at the start
// is no street prefix either, one at the end is never compared with a term token (never empty).
function tokenize(text: string): string[] {
  const tokens = foldForMatch(text).replace(/\./g, '. ').split(TOKEN_SEPARATORS);
  // Stryker disable next-line MethodExpression,ConditionalExpression,StringLiteral: see above
  return tokens.filter((token) => token !== '');
}

const withoutDots = (token: string) => token.replace(/\./g, '');

function isStreetPrefix(token: string | undefined): boolean {
  if (token === undefined) return false;
  const prefixes: readonly string[] = STREET_PREFIXES;
  // tokenize() ends a token at each dot, so a token holds at most one dot, at its end.
  // Stryker disable next-line Regex: with at most one dot, at the end, /\.+/ and /\.$/ strip the same
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
  // Stryker disable next-line ArithmeticOperator: going past the end compares term tokens with '', which no term token is (empty ones are filtered out), so it never matches
  for (let start = 0; start + termTokens.length <= addressTokens.length; start += 1) {
    const isWholeMatch = termTokens.every(
      // Stryker disable next-line StringLiteral: the loop bound keeps start + offset inside the address; ?? '' only satisfies the index type
      (token, offset) => withoutDots(addressTokens[start + offset] ?? '') === token,
    );
    if (isWholeMatch && !isStreetPrefix(addressTokens[start - 1])) return true;
  }
  return false;
}

/** A blank term matches everything. */
export function matchesMapSearch(restaurant: MapSearchRestaurant, term: string): boolean {
  const folded = foldForMatch(term);
  // Stryker disable next-line ConditionalExpression,StringLiteral: a shortcut: every string contains '', so the city check below would answer true too
  if (folded === '') return true;

  if (foldForMatch(restaurant.city ?? '').includes(folded)) return true;
  if (restaurant.address && matchesAddressToken(restaurant.address, term)) return true;

  const cuisine = restaurant.cuisine_type ?? '';
  const fallbackFields = [
    restaurant.name,
    cuisine,
    cuisineLabel(cuisine),
    restaurant.description,
  ];
  return fallbackFields.some((field) => foldForMatch(field ?? '').includes(folded));
}
