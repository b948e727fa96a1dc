import { describe, expect, it } from 'vitest';
import { compareItalian, compareRestaurants, compareSortKeys, italianSortKey } from './sort';

describe('italianSortKey', () => {
  it('ignores case and accents', () => {
    expect(italianSortKey('Àncora')).toBe(italianSortKey('ancora'));
    expect(italianSortKey('CAFFÈ')).toBe('caffe');
    expect(italianSortKey('Forlì')).toBe('forli');
  });

  it('ignores outer spaces and collapses inner ones', () => {
    expect(italianSortKey('  Da   Mario\t ')).toBe('da mario');
  });

  it('expands letters NFD leaves alone', () => {
    expect(italianSortKey('Straße')).toBe('strasse');
    expect(italianSortKey('Œuvre')).toBe('oeuvre');
    expect(italianSortKey('Smørrebrød')).toBe('smorrebrod');
  });

  it('is stable: the same input always gives the same key', () => {
    expect(italianSortKey('Osteria dell’Àncora')).toBe('osteria dell’ancora');
    expect(italianSortKey(italianSortKey('Àrista'))).toBe(italianSortKey('Àrista'));
  });

  it('treats precomposed and decomposed accents alike', () => {
    expect(italianSortKey('Caffe\u0300')).toBe(italianSortKey('Caff\u00e8'));
  });
});

describe('ordering', () => {
  const sortNames = (names: string[]) => [...names].sort(compareItalian);

  it('orders like Italian collation', () => {
    expect(sortNames(['Zucca', 'àrista', 'Bar Roma', 'Àncora', 'ancora', 'Osteria', 'Éclair'])).toEqual([
      'Àncora',
      'ancora',
      'àrista',
      'Bar Roma',
      'Éclair',
      'Osteria',
      'Zucca',
    ]);
  });

  it('puts digits before letters', () => {
    expect(sortNames(['Pizzeria', '4 Mori', '10 Corso Como', 'al Ponte'])).toEqual([
      '10 Corso Como',
      '4 Mori',
      'al Ponte',
      'Pizzeria',
    ]);
  });

  it('sorts a shorter prefix first', () => {
    expect(sortNames(['Da Mario 2', 'Da Mario'])).toEqual(['Da Mario', 'Da Mario 2']);
  });

  it('compares keys by code point, as SQL COLLATE "C" does', () => {
    expect(compareSortKeys('a', 'b')).toBeLessThan(0);
    expect(compareSortKeys('b', 'a')).toBeGreaterThan(0);
    expect(compareSortKeys('abc', 'abc')).toBe(0);
    // U+FF21 (BMP) sorts before U+1F355 (astral) by code point, not by UTF-16 unit
    expect(compareSortKeys('\uFF21', '🍕')).toBeLessThan(0);
    expect('\uFF21' < '🍕').toBe(false);
  });
});

describe('compareRestaurants', () => {
  const milano = { lat: 45.4642, lng: 9.19 };
  const restaurants = [
    { name: 'Zucca', latitude: null, longitude: null },
    { name: 'Roma Centro', latitude: 41.9028, longitude: 12.4964 },
    { name: 'Àncora', latitude: null, longitude: null },
    { name: 'Duomo', latitude: 45.4641, longitude: 9.1919 },
    { name: 'Torino Po', latitude: 45.0703, longitude: 7.6869 },
  ];
  const names = (position: { lat: number; lng: number } | null) =>
    [...restaurants].sort(compareRestaurants(position)).map((r) => r.name);

  it('orders by distance, restaurants without coordinates last and alphabetical', () => {
    expect(names(milano)).toEqual(['Duomo', 'Torino Po', 'Roma Centro', 'Àncora', 'Zucca']);
  });

  it('orders alphabetically without a position', () => {
    expect(names(null)).toEqual(['Àncora', 'Duomo', 'Roma Centro', 'Torino Po', 'Zucca']);
  });

  it('puts a restaurant with one coordinate or none after one at the other end of the world', () => {
    const far = [
      { name: 'A senza coordinate', latitude: null, longitude: null },
      { name: 'B senza longitudine', latitude: 45.4642, longitude: null },
      { name: 'C senza latitudine', latitude: undefined, longitude: 9.19 },
      { name: 'Tokyo', latitude: 35.6762, longitude: 139.6503 },
    ];
    expect([...far].sort(compareRestaurants(milano)).map((r) => r.name)).toEqual([
      'Tokyo',
      'A senza coordinate',
      'B senza longitudine',
      'C senza latitudine',
    ]);
  });

  it('breaks distance ties by name', () => {
    const twins = [
      { name: 'B', latitude: 45, longitude: 9 },
      { name: 'A', latitude: 45, longitude: 9 },
    ];
    expect([...twins].sort(compareRestaurants(milano)).map((r) => r.name)).toEqual(['A', 'B']);
  });
});
