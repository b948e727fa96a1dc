export type Preposition = 'a' | 'in' | 'su' | 'di' | 'da';

/**
 * Puts an Italian preposition in front of a name: 'a' becomes the euphonic
 * 'ad' before a name starting with a/A ('ad AllerGuida'), the others stay as
 * they are ('su AllerGuida', 'in AllerGuida').
 */
export function withPreposition(prep: Preposition, name: string): string {
  const word = prep === 'a' && /^[aA]/.test(name) ? 'ad' : prep;
  return `${word} ${name}`;
}
