import { describe, expect, it, vi } from 'vitest';
import { ALLERGEN_NAMES } from './allergens';
import { ANNEX_II, annexIIGroup, annexIINumberOf, matchMenuNumbers, parseMenuNumbers } from './annex-ii';

describe('Annex II of Reg. UE 1169/2011', () => {
  it('numbers the 14 groups in the Annex order, with the legend in Italian', () => {
    expect(ANNEX_II.map((group) => `${group.number} ${group.name}`)).toEqual([
      '1 Cereali contenenti glutine',
      '2 Crostacei',
      '3 Uova',
      '4 Pesce',
      '5 Arachidi',
      '6 Soia',
      '7 Latte (incluso lattosio)',
      '8 Frutta a guscio',
      '9 Sedano',
      '10 Senape',
      '11 Semi di sesamo',
      '12 Anidride solforosa e solfiti',
      '13 Lupini',
      '14 Molluschi',
    ]);
    for (const group of ANNEX_II) expect(ALLERGEN_NAMES).toContain(group.allergen);
    expect(annexIIGroup(1).allergen).toBe('Gluten');
    expect(annexIIGroup(14).allergen).toBe('Molluscs');
  });

  it('writes the legend in the English text of the Annex in the English interface (#43)', async () => {
    vi.resetModules();
    const { activateLanguage } = await import('./i18n/active');
    const english = await import('./i18n/en/menu-numbers');
    activateLanguage('en', { menuNumbersMessages: english.menuNumbersMessages });
    try {
      const annex = await import('./annex-ii');
      expect(annex.ANNEX_II.map((group) => `${group.number} ${group.name}`)).toEqual([
        '1 Cereals containing gluten',
        '2 Crustaceans',
        '3 Eggs',
        '4 Fish',
        '5 Peanuts',
        '6 Soybeans',
        '7 Milk (including lactose)',
        '8 Nuts (tree nuts)',
        '9 Celery',
        '10 Mustard',
        '11 Sesame seeds',
        '12 Sulphur dioxide and sulphites',
        '13 Lupin',
        '14 Molluscs',
      ]);
    } finally {
      activateLanguage('it', null);
    }
  });

  it('gives each catalogue allergen its number: lactose is in group 7, allergens outside the Annex have none', () => {
    expect(annexIINumberOf('Gluten')).toBe(1);
    expect(annexIINumberOf('Milk')).toBe(7);
    expect(annexIINumberOf('Lactose')).toBe(7);
    expect(annexIINumberOf('Tree nuts')).toBe(8);
    expect(annexIINumberOf('Molluscs')).toBe(14);
    expect(annexIINumberOf('Nickel')).toBeNull();
    expect(annexIINumberOf('Kiwi')).toBeNull();
  });
});

describe('parseMenuNumbers', () => {
  it.each(['1, 3, 7', '1-3-7', '1 3 7', '1,3,7', ' 1;3 / 7. ', '1 – 3 — 7', '01, 3, 7'])('reads %j as 1, 3, 7', (input) => {
    expect(parseMenuNumbers(input)).toEqual({ numbers: [1, 3, 7], invalid: [] });
  });

  it('keeps the order typed and each number once', () => {
    expect(parseMenuNumbers('7, 1, 7, 14, 1')).toEqual({ numbers: [7, 1, 14], invalid: [] });
  });

  it('sets apart 0, numbers above 14, letters and three digits, each once, as typed', () => {
    expect(parseMenuNumbers('0, 15, a, 3, a, 100, 12b, 2')).toEqual({ numbers: [3, 2], invalid: ['0', '15', 'a', '100', '12b'] });
  });

  it('reads plain digits only: what JavaScript would also take for a number is set apart', () => {
    // Number('0x1') is 1, Number('1e1') is 10 and Number('+3') is 3: none is a number printed on a menu.
    expect(parseMenuNumbers('0x1, 1e1, +3, 4')).toEqual({ numbers: [4], invalid: ['0x1', '1e1', '+3'] });
  });

  it('reads nothing from an empty or blank input', () => {
    expect(parseMenuNumbers('')).toEqual({ numbers: [], invalid: [] });
    expect(parseMenuNumbers('  , - ')).toEqual({ numbers: [], invalid: [] });
  });
});

describe('matchMenuNumbers', () => {
  it('names the groups the numbers stand for and those that are the user’s', () => {
    const match = matchMenuNumbers([1, 3, 7], ['Lactose', 'Peanuts', 'Nickel']);
    expect(match.groups.map((group) => group.number)).toEqual([1, 3, 7]);
    expect(match.own.map((group) => group.name)).toEqual(['Latte (incluso lattosio)']);
  });

  it('finds none of the user’s allergens among other numbers, and none for a user without allergens', () => {
    expect(matchMenuNumbers([2, 4], ['Gluten']).own).toEqual([]);
    expect(matchMenuNumbers([2, 4], []).own).toEqual([]);
    expect(matchMenuNumbers([], ['Gluten'])).toEqual({ groups: [], own: [] });
  });
});
