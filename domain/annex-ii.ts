// The 14 allergens of Annex II of Reg. UE 1169/2011, numbered in the Annex's
// order: Italian menus print these numbers beside a dish ('1, 3, 7'), and the
// allergy card shows each of the user's allergens with its number
// (docs/product.md#menu-numbers).
import type { AllergenName } from './allergens';
import { menuNumbersMessages } from './i18n/it/menu-numbers';

export type AnnexIINumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

const legend = menuNumbersMessages.legend;

/** In Annex II order; `name` is the legend's wording (the Annex's own names, in the interface's language). */
export const ANNEX_II = [
  { number: 1, allergen: 'Gluten', name: legend[1] },
  { number: 2, allergen: 'Crustaceans', name: legend[2] },
  { number: 3, allergen: 'Eggs', name: legend[3] },
  { number: 4, allergen: 'Fish', name: legend[4] },
  { number: 5, allergen: 'Peanuts', name: legend[5] },
  { number: 6, allergen: 'Soy', name: legend[6] },
  { number: 7, allergen: 'Milk', name: legend[7] },
  { number: 8, allergen: 'Tree nuts', name: legend[8] },
  { number: 9, allergen: 'Celery', name: legend[9] },
  { number: 10, allergen: 'Mustard', name: legend[10] },
  { number: 11, allergen: 'Sesame seeds', name: legend[11] },
  { number: 12, allergen: 'Sulphites', name: legend[12] },
  { number: 13, allergen: 'Lupin', name: legend[13] },
  { number: 14, allergen: 'Molluscs', name: legend[14] },
] as const satisfies readonly { number: AnnexIINumber; allergen: AllergenName; name: string }[];

export type AnnexIIGroup = (typeof ANNEX_II)[number];

/**
 * The Annex II number of a catalogue allergen (English name); null for those outside the Annex (e.g. Nickel).
 * Lactose is part of group 7 ('latte e prodotti a base di latte, incluso lattosio').
 */
export function annexIINumberOf(allergenName: string): AnnexIINumber | null {
  if (allergenName === 'Lactose') return 7;
  return ANNEX_II.find((group) => group.allergen === allergenName)?.number ?? null;
}

export type ParsedMenuNumbers = {
  /** The valid numbers, each once, in the order typed. */
  readonly numbers: readonly AnnexIINumber[];
  /** What was typed that is not a number from 1 to 14, each once, as typed. */
  readonly invalid: readonly string[];
};

/** Reads what a diner types from a menu: '1, 3, 7', '1-3-7' or '1 3 7'. */
export function parseMenuNumbers(input: string): ParsedMenuNumbers {
  const numbers: AnnexIINumber[] = [];
  const invalid: string[] = [];
  // Commas, spaces, hyphens, dashes, dots, slashes and semicolons all separate numbers: '1, 3, 7', '1-3-7', '1 3 7', '1/3/7'.
  // Each separator splits on its own: a run of them ('1, 3') leaves empty tokens, which read as nothing.
  for (const token of input.split(/[\s,;.\-–—/]/)) {
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
