// The 14 allergens of Annex II of Reg. UE 1169/2011, numbered in the Annex's
// order: Italian menus print these numbers beside a dish ('1, 3, 7'), and the
// allergy card shows each of the user's allergens with its number
// (docs/product.md#menu-numbers).
import type { AllergenName } from './allergens';

export type AnnexIINumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

/** In Annex II order; `italianName` is the legend's wording (the Annex's own names). */
export const ANNEX_II = [
  { number: 1, allergen: 'Gluten', italianName: 'Cereali contenenti glutine' },
  { number: 2, allergen: 'Crustaceans', italianName: 'Crostacei' },
  { number: 3, allergen: 'Eggs', italianName: 'Uova' },
  { number: 4, allergen: 'Fish', italianName: 'Pesce' },
  { number: 5, allergen: 'Peanuts', italianName: 'Arachidi' },
  { number: 6, allergen: 'Soy', italianName: 'Soia' },
  { number: 7, allergen: 'Milk', italianName: 'Latte (incluso lattosio)' },
  { number: 8, allergen: 'Tree nuts', italianName: 'Frutta a guscio' },
  { number: 9, allergen: 'Celery', italianName: 'Sedano' },
  { number: 10, allergen: 'Mustard', italianName: 'Senape' },
  { number: 11, allergen: 'Sesame seeds', italianName: 'Semi di sesamo' },
  { number: 12, allergen: 'Sulphites', italianName: 'Anidride solforosa e solfiti' },
  { number: 13, allergen: 'Lupin', italianName: 'Lupini' },
  { number: 14, allergen: 'Molluscs', italianName: 'Molluschi' },
] as const satisfies readonly { number: AnnexIINumber; allergen: AllergenName; italianName: string }[];

export type AnnexIIGroup = (typeof ANNEX_II)[number];

/** Lactose is part of group 7 ('latte e prodotti a base di latte, incluso lattosio'). */
const NUMBER_BY_ALLERGEN = new Map<string, AnnexIINumber>([
  ...ANNEX_II.map((group): [string, AnnexIINumber] => [group.allergen, group.number]),
  ['Lactose', 7],
]);

/** The Annex II number of a catalogue allergen (English name); null for those outside the Annex (e.g. Nickel). */
export function annexIINumberOf(allergenName: string): AnnexIINumber | null {
  return NUMBER_BY_ALLERGEN.get(allergenName) ?? null;
}

export type ParsedMenuNumbers = {
  /** The valid numbers, each once, in the order typed. */
  readonly numbers: readonly AnnexIINumber[];
  /** What was typed that is not a number from 1 to 14, each once, as typed. */
  readonly invalid: readonly string[];
};

// Commas, spaces, hyphens, dashes, dots, slashes and semicolons all separate numbers: '1, 3, 7', '1-3-7', '1 3 7', '1/3/7'.
const SEPARATORS = /[\s,;.\-–—/]+/;

/** Reads what a diner types from a menu: '1, 3, 7', '1-3-7' or '1 3 7'. */
export function parseMenuNumbers(input: string): ParsedMenuNumbers {
  const numbers: AnnexIINumber[] = [];
  const invalid: string[] = [];
  for (const token of input.split(SEPARATORS)) {
    if (token === '') continue;
    const value = /^\d{1,2}$/.test(token) ? Number(token) : 0;
    if (value >= 1 && value <= 14) {
      if (!numbers.includes(value as AnnexIINumber)) numbers.push(value as AnnexIINumber);
    } else if (!invalid.includes(token)) {
      invalid.push(token);
    }
  }
  return { numbers, invalid };
}

export function annexIIGroup(number: AnnexIINumber): AnnexIIGroup {
  return ANNEX_II[number - 1] as AnnexIIGroup;
}

export type MenuNumbersMatch = {
  /** The groups the numbers stand for, in the order typed. */
  readonly groups: readonly AnnexIIGroup[];
  /** Those among them that are the user's (by the user's allergens' English names). */
  readonly own: readonly AnnexIIGroup[];
};

export function matchMenuNumbers(numbers: readonly AnnexIINumber[], userAllergenNames: readonly string[]): MenuNumbersMatch {
  const ownNumbers = new Set(userAllergenNames.map(annexIINumberOf));
  const groups = numbers.map(annexIIGroup);
  return { groups, own: groups.filter((group) => ownNumbers.has(group.number)) };
}
