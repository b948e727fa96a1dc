// The product name is configurable (APP_NAME), so every Italian phrase that
// puts a preposition in front of it is built here rather than hard-coded.

export const DEFAULT_APP_NAME = 'AllerGuida';

export type ItalianPreposition = 'a' | 'in' | 'su' | 'di' | 'da';

const STARTS_WITH_A = /^a/i;

/**
 * 'Accedi ad AllerGuida', 'Registrati su AllerGuida', 'Benvenuto in AllerGuida'.
 *
 * Only the d eufonica is applied, and only by the modern rule: 'a' becomes 'ad'
 * before a word starting with 'a' (accents ignored, so 'ad Àncora'). No elision
 * ('di' stays 'di'), because brand names are not elided in running text.
 */
export function withPreposition(preposition: ItalianPreposition, name: string): string {
  const trimmedName = name.trim();
  if (trimmedName === '') return preposition;
  // NFD splits an accented first letter ('À') into its letter and the accent.
  const word = preposition === 'a' && STARTS_WITH_A.test(trimmedName.normalize('NFD')) ? 'ad' : preposition;
  return `${word} ${trimmedName}`;
}
