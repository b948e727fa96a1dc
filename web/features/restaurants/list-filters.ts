// The restaurant list's filters (docs/product.md#restaurant-list): kept in the URL so a search can
// be shared and survives a reload, shown as removable chips, and sent to
// GET /rest/v1/restaurants. Pure functions, unit-tested beside this file.
import { allergenDisplayName } from '@domain/allergens';
import { cuisineLabel } from '@domain/cuisines';
import { foldForMatch } from '@domain/fold';
import type { LatLng } from '@domain/geo';
import { restaurantsMessages } from '@domain/i18n/it/restaurants';
import { ALLERGEN_SELECTION_MAX, SEARCH_TERM_MAX } from '@domain/limits';
import { practicesMessages } from '@domain/i18n/it/practices';
import { PRACTICE_KEYS, practiceText, type PracticeKey } from '@domain/practices';
import type { SuggestionType } from '@domain/suggestions';

export type ListFilters = {
  /** Allergen names as the API takes them (the catalogue's English names). */
  readonly allergens: readonly string[];
  readonly city: string | null;
  /** A cuisine_type value ('sushi'), shown with its Italian label. */
  readonly cuisine: string | null;
  /** Part of a restaurant name. */
  readonly restaurant: string | null;
  /** Free text typed in the search box and confirmed with Enter. */
  readonly q: string | null;
  /** Practices diners confirm at the venue ('Cosa fa il locale'), in the order of domain/practices.ts. */
  readonly practices: readonly PracticeKey[];
  /** 'Mostra anche chiusi': restaurants users confirmed closed are listed too, marked (a toggle, not a chip). */
  readonly showClosed: boolean;
};

export type FilterKind = SuggestionType | 'text' | 'practice';

export const EMPTY_FILTERS: ListFilters = {
  allergens: [],
  city: null,
  cuisine: null,
  restaurant: null,
  q: null,
  practices: [],
  showClosed: false,
};

/** URL and API parameter of each single-valued filter. */
const SINGLE_PARAMS = { city: 'city', cuisine: 'cuisine', restaurant: 'restaurant', q: 'q' } as const;
type SingleKey = keyof typeof SINGLE_PARAMS;
const ALLERGEN_PARAM = 'allergen';
const PRACTICE_PARAM = 'practice';
/** The API's parameter too: '1' lists closed restaurants as well. */
const SHOW_CLOSED_PARAM = 'show_closed';
const FILTER_PARAMS: readonly string[] = [ALLERGEN_PARAM, PRACTICE_PARAM, ...Object.values(SINGLE_PARAMS), SHOW_CLOSED_PARAM];

/** Known practices only, each once, in the list's order. */
const knownPractices = (values: readonly string[]): PracticeKey[] => PRACTICE_KEYS.filter((key) => values.includes(key));

const KIND_KEYS: Readonly<Record<Exclude<FilterKind, 'allergen' | 'practice'>, SingleKey>> = {
  city: 'city',
  cuisine: 'cuisine',
  restaurant: 'restaurant',
  text: 'q',
};

function cleanTerm(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_TERM_MAX).trim();
  return trimmed === '' ? null : trimmed;
}

function uniqueAllergens(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const name of names) {
    const cleaned = cleanTerm(name);
    if (cleaned === null || seen.has(foldForMatch(cleaned))) continue;
    seen.add(foldForMatch(cleaned));
    unique.push(cleaned);
  }
  return unique.slice(0, ALLERGEN_SELECTION_MAX);
}

/** Reads the filters of a /restaurants URL; blank and repeated values are dropped. */
export function filtersFromSearchParams(params: URLSearchParams): ListFilters {
  return {
    allergens: uniqueAllergens(params.getAll(ALLERGEN_PARAM)),
    city: cleanTerm(params.get(SINGLE_PARAMS.city)),
    cuisine: cleanTerm(params.get(SINGLE_PARAMS.cuisine)),
    restaurant: cleanTerm(params.get(SINGLE_PARAMS.restaurant)),
    q: cleanTerm(params.get(SINGLE_PARAMS.q)),
    practices: knownPractices(params.getAll(PRACTICE_PARAM)),
    showClosed: params.get(SHOW_CLOSED_PARAM) === '1',
  };
}

/** The URL parameters for these filters; other parameters of `base` are kept. */
export function filtersToSearchParams(filters: ListFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of FILTER_PARAMS) params.delete(name);
  for (const allergen of filters.allergens) params.append(ALLERGEN_PARAM, allergen);
  for (const practice of filters.practices) params.append(PRACTICE_PARAM, practice);
  for (const key of Object.keys(SINGLE_PARAMS) as SingleKey[]) {
    const value = filters[key];
    if (value !== null) params.set(SINGLE_PARAMS[key], value);
  }
  if (filters.showClosed) params.set(SHOW_CLOSED_PARAM, '1');
  return params;
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return (
    filters.allergens.length > 0 ||
    filters.city !== null ||
    filters.cuisine !== null ||
    filters.restaurant !== null ||
    filters.q !== null ||
    filters.practices.length > 0
  );
}

/**
 * A chosen suggestion becomes a filter: allergens add up (a restaurant must
 * suit every one of them), the other kinds replace the previous value.
 */
export function addFilter(filters: ListFilters, kind: FilterKind, value: string): ListFilters {
  const cleaned = cleanTerm(value);
  if (cleaned === null) return filters;
  if (kind === 'allergen') return { ...filters, allergens: uniqueAllergens([...filters.allergens, cleaned]) };
  if (kind === 'practice') return { ...filters, practices: knownPractices([...filters.practices, cleaned]) };
  return { ...filters, [KIND_KEYS[kind]]: cleaned };
}

export function removeFilter(filters: ListFilters, kind: FilterKind, value: string): ListFilters {
  if (kind === 'allergen') {
    const folded = foldForMatch(value);
    return { ...filters, allergens: filters.allergens.filter((name) => foldForMatch(name) !== folded) };
  }
  if (kind === 'practice') return { ...filters, practices: filters.practices.filter((key) => key !== value) };
  return { ...filters, [KIND_KEYS[kind]]: null };
}

export type FilterChip = {
  /** Stable React key. */
  readonly key: string;
  readonly kind: FilterKind;
  /** 'Allergene', 'Città', 'Cucina', 'Ristorante', 'Testo'. */
  readonly typeLabel: string;
  /** What the user reads: Italian allergen and cuisine names. */
  readonly label: string;
  /** What the filter holds. */
  readonly value: string;
};

const TYPE_LABELS: Readonly<Record<FilterKind, string>> = restaurantsMessages.filterTypes;

const chip = (kind: FilterKind, value: string, label: string): FilterChip => ({
  key: `${kind}:${value}`,
  kind,
  typeLabel: TYPE_LABELS[kind],
  label,
  value,
});

/** One chip per active filter: allergens, city, cuisine, restaurant, free text. */
export function buildFilterChips(filters: ListFilters): FilterChip[] {
  const chips = filters.allergens.map((name) => chip('allergen', name, allergenDisplayName(name)));
  if (filters.city !== null) chips.push(chip('city', filters.city, filters.city));
  if (filters.cuisine !== null) chips.push(chip('cuisine', filters.cuisine, cuisineLabel(filters.cuisine)));
  if (filters.restaurant !== null) chips.push(chip('restaurant', filters.restaurant, filters.restaurant));
  if (filters.q !== null) chips.push(chip('text', filters.q, filters.q));
  for (const practice of filters.practices) chips.push(chip('practice', practice, practiceText(practice).label));
  return chips;
}

// About 11 m: plenty for ordering by distance, and the query key stays put
// while the device reports tiny movements.
const POSITION_DECIMALS = 4;
const roundCoordinate = (value: number) => Number(value.toFixed(POSITION_DECIMALS));

/** Query string of GET /rest/v1/restaurants: the filters, the page and, when known, the position. */
export function listRequestParams(filters: ListFilters, page: number, position: LatLng | null): URLSearchParams {
  const params = filtersToSearchParams(filters);
  params.set('page', String(page));
  if (position) {
    params.set('lat', String(roundCoordinate(position.lat)));
    params.set('lng', String(roundCoordinate(position.lng)));
  }
  return params;
}

/** The position as it is sent (and cached), or null. */
export function roundedPosition(position: LatLng | null | undefined): LatLng | null {
  return position ? { lat: roundCoordinate(position.lat), lng: roundCoordinate(position.lng) } : null;
}

export type EmptyState = {
  readonly message: string;
  /** Offered as 'Aggiungi "{term}" come nuovo locale' when the search names a venue. */
  readonly addTerm: string | null;
};

/**
 * What an empty list says. The allergen message only when allergens are the
 * whole search: with a city or a name as well, it would claim more than is
 * known ("no venue for gluten" when there are some, elsewhere).
 */
export function emptyStateFor(filters: ListFilters): EmptyState {
  const addTerm = filters.restaurant ?? filters.q;
  if (!hasActiveFilters(filters)) return { message: restaurantsMessages.emptyAll, addTerm: null };
  const onlyAllergens =
    filters.allergens.length > 0 &&
    filters.city === null &&
    filters.cuisine === null &&
    filters.restaurant === null &&
    filters.q === null &&
    filters.practices.length === 0;
  if (onlyAllergens) {
    const names = filters.allergens.map(allergenDisplayName).join(', ');
    return { message: restaurantsMessages.emptyForAllergen(names), addTerm: null };
  }
  const onlyPractices =
    filters.practices.length > 0 &&
    filters.allergens.length === 0 &&
    filters.city === null &&
    filters.cuisine === null &&
    filters.restaurant === null &&
    filters.q === null;
  if (onlyPractices) return { message: practicesMessages.emptyForPractices, addTerm: null };
  return { message: restaurantsMessages.emptyForSearch, addTerm };
}
