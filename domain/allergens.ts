// The allergen catalogue. The DB stores the English name (the key the spec and
// every stored row use); the Italian name, from the message catalogue, is what
// the interface shows.
import { foldForMatch } from './fold';
import { allergensMessages } from './i18n/it/allergens';
import { compareItalian } from './sort';

export type Allergen = {
  readonly name: string;
  readonly italianName: string;
  readonly emoji: string;
};

// English names exactly as docs/product.md#allergen-catalogue lists them, in that (alphabetical) order:
// the spec's 18 plus Milk, Molluscs and Mustard, so that every allergen of Annex II of
// Reg. UE 1169/2011 is there (Milk is the milk-protein allergy, Lactose the intolerance).
export const ALLERGEN_CATALOGUE = [
  { name: 'Celery', italianName: allergensMessages.names.Celery, emoji: '🥬' },
  { name: 'Crustaceans', italianName: allergensMessages.names.Crustaceans, emoji: '🦐' },
  { name: 'Cucumber', italianName: allergensMessages.names.Cucumber, emoji: '🥒' },
  { name: 'Eggs', italianName: allergensMessages.names.Eggs, emoji: '🥚' },
  { name: 'Fava bean', italianName: allergensMessages.names['Fava bean'], emoji: '🫘' },
  { name: 'Fish', italianName: allergensMessages.names.Fish, emoji: '🐟' },
  { name: 'Garlic', italianName: allergensMessages.names.Garlic, emoji: '🧄' },
  { name: 'Gluten', italianName: allergensMessages.names.Gluten, emoji: '🌾' },
  { name: 'Lactose', italianName: allergensMessages.names.Lactose, emoji: '🥛' },
  { name: 'Lupin', italianName: allergensMessages.names.Lupin, emoji: '🌼' },
  { name: 'Milk', italianName: allergensMessages.names.Milk, emoji: '🐄' },
  { name: 'Molluscs', italianName: allergensMessages.names.Molluscs, emoji: '🦪' },
  { name: 'Mushrooms', italianName: allergensMessages.names.Mushrooms, emoji: '🍄' },
  { name: 'Mustard', italianName: allergensMessages.names.Mustard, emoji: '🌭' },
  { name: 'Nickel', italianName: allergensMessages.names.Nickel, emoji: '🔩' },
  { name: 'Peanuts', italianName: allergensMessages.names.Peanuts, emoji: '🥜' },
  { name: 'Rice', italianName: allergensMessages.names.Rice, emoji: '🍚' },
  { name: 'Sesame seeds', italianName: allergensMessages.names['Sesame seeds'], emoji: '🌱' },
  { name: 'Soy', italianName: allergensMessages.names.Soy, emoji: '🫛' },
  { name: 'Sulphites', italianName: allergensMessages.names.Sulphites, emoji: '🍷' },
  { name: 'Tree nuts', italianName: allergensMessages.names['Tree nuts'], emoji: '🌰' },
] as const satisfies readonly Allergen[];

export type AllergenName = (typeof ALLERGEN_CATALOGUE)[number]['name'];

export const ALLERGEN_NAMES: readonly AllergenName[] = ALLERGEN_CATALOGUE.map((a) => a.name);

const BY_FOLDED_ENGLISH_NAME = new Map<string, Allergen>(
  ALLERGEN_CATALOGUE.map((a) => [foldForMatch(a.name), a]),
);

/** Italian display name; names outside the catalogue are shown as they are (spec). */
export function allergenDisplayName(englishName: string): string {
  return BY_FOLDED_ENGLISH_NAME.get(foldForMatch(englishName))?.italianName ?? englishName;
}

/** Exact match on the English or the Italian name, ignoring case and accents. */
export function findAllergenByName(term: string): AllergenName | undefined {
  const folded = foldForMatch(term);
  // No name in the catalogue folds to '', so a blank term finds none.
  return ALLERGEN_CATALOGUE.find(
    (a) => foldForMatch(a.name) === folded || foldForMatch(a.italianName) === folded,
  )?.name;
}

/** Partial match for suggestions: English names whose English or Italian name contains the term. */
export function matchAllergenNames(term: string): AllergenName[] {
  const folded = foldForMatch(term);
  if (folded === '') return [];
  return ALLERGEN_CATALOGUE.filter(
    (a) => foldForMatch(a.name).includes(folded) || foldForMatch(a.italianName).includes(folded),
  ).map((a) => a.name);
}

/** Allergens in the alphabetical order of the Italian names the interface shows (Aglio, Arachidi, …, Uovo). */
export function sortByItalianName<T extends { readonly name: string }>(allergens: readonly T[]): T[] {
  return [...allergens].sort((a, b) => compareItalian(allergenDisplayName(a.name), allergenDisplayName(b.name)));
}

/**
 * The person's own allergens first, the rest after, each part in the given
 * order: the review and reaction forms tick nothing in advance (an untouched
 * form must not claim a visit for allergens it never involved), so the ones
 * the person is most likely to tick are where the eye starts.
 */
export function ownAllergensFirst<T extends { readonly id: string }>(allergens: readonly T[], ownIds: readonly string[]): T[] {
  const own = new Set(ownIds);
  return [...allergens.filter((allergen) => own.has(allergen.id)), ...allergens.filter((allergen) => !own.has(allergen.id))];
}
