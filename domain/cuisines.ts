// Cuisine values (docs/product.md#cuisines), their Italian labels and the synonym groups
// used for suggestions and filtering (docs/product.md#cuisines). Stored values are these
// lowercase keys; only the labels are shown.
import { foldForMatch } from './fold';
import { restaurantsMessages } from './i18n/it/restaurants';

export const ADD_RESTAURANT_CUISINES = [
  'italian',
  'chinese',
  'japanese',
  'indian',
  'mexican',
  'french',
  'american',
  'mediterranean',
  'thai',
  'international',
  'carne',
  'pesce',
  'sushi',
  'vegan',
  'vegetarian',
  'pizza',
  'panini',
  'piadine',
  'hamburger',
  'aperitivo',
  'pasta',
  'altro',
] as const;

export const REVIEW_CUISINES = [
  'africana',
  'american',
  'altro',
  'aperitivo',
  'araba',
  'carne',
  'cinese',
  'fusion',
  'giapponese',
  'indiana',
  'international',
  'italian',
  'locale',
  'mediterranean',
  'nord-europea',
  'panini',
  'pasta',
  'pasticceria',
  'pesce',
  'pizza',
  'sud-americana',
  'sushi',
  'vegan',
  'vegetarian',
  'vietnamita',
] as const;

/** Values a places import can produce (cuisineFromPlaceTypes). */
export const IMPORT_CUISINES = [
  'international',
  'takeaway',
  'bakery',
  'cafe',
  'bar',
  'delivery',
  'altro',
] as const;

export type AddRestaurantCuisine = (typeof ADD_RESTAURANT_CUISINES)[number];
export type ReviewCuisine = (typeof REVIEW_CUISINES)[number];
export type ImportCuisine = (typeof IMPORT_CUISINES)[number];
export type Cuisine = AddRestaurantCuisine | ReviewCuisine | ImportCuisine;

/** Italian display labels, from the message catalogue. */
export const CUISINE_LABELS: Readonly<Record<Cuisine, string>> = restaurantsMessages.cuisineLabels;

/** Every value a restaurant's cuisine_type may hold, without repeats. */
export const ALL_CUISINES: readonly Cuisine[] = [
  ...new Set<Cuisine>([...ADD_RESTAURANT_CUISINES, ...REVIEW_CUISINES, ...IMPORT_CUISINES]),
];

const KNOWN_CUISINES: ReadonlySet<string> = new Set(ALL_CUISINES);

export function isKnownCuisine(value: unknown): value is Cuisine {
  return (KNOWN_CUISINES as ReadonlySet<unknown>).has(value);
}

/** Italian label; unknown values are shown as they are. */
export function cuisineLabel(value: string): string {
  const key = value.trim().toLowerCase();
  return isKnownCuisine(key) ? CUISINE_LABELS[key] : value;
}

export type CuisineSynonymGroup = {
  readonly key: string;
  readonly synonyms: readonly string[];
};

export const CUISINE_SYNONYM_GROUPS: readonly CuisineSynonymGroup[] = [
  { key: 'sushi', synonyms: ['giapponese', 'japanese', 'nipponico'] },
  { key: 'carne', synonyms: ['steakhouse', 'grill', 'barbecue', 'bbq', 'bistecca'] },
  { key: 'pizza', synonyms: ['pizzeria', 'napoletana'] },
  { key: 'pasta', synonyms: ['italiana', 'italian'] },
  { key: 'pesce', synonyms: ['seafood', 'mare', 'marinara'] },
  { key: 'italian', synonyms: ['italiana', 'pasta', 'italy'] },
  { key: 'american', synonyms: ['americana', 'burger', 'hamburger'] },
  { key: 'mediterranean', synonyms: ['mediterranea', 'greco'] },
  { key: 'international', synonyms: ['internazionale', 'fusion'] },
  { key: 'panini', synonyms: ['sandwich', 'toast', 'tramezzino'] },
  { key: 'aperitivo', synonyms: ['cocktail', 'drink', 'bar'] },
  { key: 'locale', synonyms: ['tipico', 'tradizionale'] },
];

/**
 * The term itself (folded) followed by the key and synonyms of every group it
 * names exactly, without repeats: 'pasta' -> pasta, italiana, italian, italy.
 * A term outside every group yields just itself, so a filter on an unlisted
 * cuisine ('thai') still matches that cuisine. A blank term yields nothing.
 */
export function expandCuisineTerm(term: string): string[] {
  const folded = foldForMatch(term);
  if (folded === '') return [];
  const expanded = new Set<string>([folded]);
  for (const group of CUISINE_SYNONYM_GROUPS) {
    if (group.key === folded || group.synonyms.includes(folded)) {
      expanded.add(group.key);
      for (const synonym of group.synonyms) expanded.add(synonym);
    }
  }
  return [...expanded];
}

const PLACE_TYPE_CUISINES: Readonly<Record<string, ImportCuisine>> = {
  restaurant: 'international',
  food: 'international',
  meal_takeaway: 'takeaway',
  bakery: 'bakery',
  cafe: 'cafe',
  bar: 'bar',
  night_club: 'bar',
  meal_delivery: 'delivery',
};

/**
 * Cuisine of an imported place. The spec gives the mapping but not which type
 * wins when a place has several; the provider lists the most specific type
 * first, so the first type in the array that maps decides.
 */
export function cuisineFromPlaceTypes(types: readonly string[] | null | undefined): ImportCuisine {
  // Stryker disable next-line ArrayDeclaration: equivalent, a stand-in list for a missing one holds no place type, so it is 'altro' too
  for (const type of types ?? []) {
    if (Object.hasOwn(PLACE_TYPE_CUISINES, type)) return PLACE_TYPE_CUISINES[type] as ImportCuisine;
  }
  return 'altro';
}
