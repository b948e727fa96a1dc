import { describe, expect, it } from 'vitest';
import {
  cityFromFormattedAddress,
  findDuplicateRestaurant,
  isDuplicateRestaurant,
  isSimilarAddress,
  normalizeForDuplicate,
  streetFromFormattedAddress,
} from './duplicates';

describe('normalizeForDuplicate', () => {
  it('lowercases, trims and removes dots, commas, whitespace and hyphens', () => {
    expect(normalizeForDuplicate('  Trattoria Da Mario ')).toBe('trattoriadamario');
    expect(normalizeForDuplicate('trattoria da-mario.')).toBe('trattoriadamario');
    expect(normalizeForDuplicate('Via Roma, 1')).toBe('viaroma1');
    expect(normalizeForDuplicate('P.zza\tDuomo,\n3')).toBe('pzzaduomo3');
  });

  it('keeps other punctuation and accents', () => {
    expect(normalizeForDuplicate("L'Osteria")).toBe("l'osteria");
    expect(normalizeForDuplicate('Caffè')).toBe('caffè');
  });

  it('treats missing values as empty', () => {
    expect(normalizeForDuplicate(null)).toBe('');
    expect(normalizeForDuplicate(undefined)).toBe('');
  });
});

describe('isSimilarAddress', () => {
  it('is true for equal normalised addresses', () => {
    expect(isSimilarAddress('Via Roma, 1', 'via roma 1')).toBe(true);
  });

  it('is true when one contains the other', () => {
    expect(isSimilarAddress('Via Roma 1', 'Via Roma 1, 20121 Milano')).toBe(true);
    expect(isSimilarAddress('Corso Buenos Aires 5, Milano', 'corso buenos aires')).toBe(true);
  });

  it('is true when both exceed 10 characters and share the first 10', () => {
    // 'viagaribal' is the shared prefix
    expect(isSimilarAddress('Via Garibaldi 12', 'Via Garibaldi 120')).toBe(true);
    expect(isSimilarAddress('Via Garibaldi 12', 'Via Garibaldina 3')).toBe(true);
  });

  it('compares exactly the first 10 characters', () => {
    // 'viagaribol' vs 'viagaribal': the 10th character differs
    expect(isSimilarAddress('Via Garibold 12', 'Via Garibaldi 12')).toBe(false);
  });

  it('does not apply the prefix rule to short addresses', () => {
    // 'viaroma12' and 'viaroma13' (9 characters): neither equal nor contained
    expect(isSimilarAddress('Via Roma 12', 'Via Roma 13')).toBe(false);
  });

  it('is false for different addresses', () => {
    expect(isSimilarAddress('Via Roma 1', 'Piazza Duomo 1')).toBe(false);
    expect(isSimilarAddress('Via Garibaldi 12', 'Viale Garibaldi 12')).toBe(false);
  });

  it('never matches an empty address', () => {
    expect(isSimilarAddress('', 'Via Roma 1')).toBe(false);
    expect(isSimilarAddress('Via Roma 1', '')).toBe(false);
    expect(isSimilarAddress(' , ', ' . ')).toBe(false);
    expect(isSimilarAddress(null, undefined)).toBe(false);
  });
});

describe('isDuplicateRestaurant', () => {
  const existing = { name: 'Trattoria Da Mario', city: 'Milano', address: 'Via Roma, 1' };

  it('same name and same city', () => {
    expect(
      isDuplicateRestaurant(
        { name: 'trattoria da-mario.', city: ' milano ', address: 'Corso Como 3' },
        existing,
      ),
    ).toBe(true);
  });

  it('same name and similar address in another city spelling', () => {
    expect(
      isDuplicateRestaurant(
        { name: 'TRATTORIA DA MARIO', city: 'Milan', address: 'via roma 1' },
        existing,
      ),
    ).toBe(true);
  });

  it('not a duplicate with another name', () => {
    expect(
      isDuplicateRestaurant({ name: 'Trattoria Da Maria', city: 'Milano', address: 'Via Roma, 1' }, existing),
    ).toBe(false);
  });

  it('not a duplicate with the same name elsewhere', () => {
    expect(
      isDuplicateRestaurant({ name: 'Trattoria da Mario', city: 'Roma', address: 'Via Milano 4' }, existing),
    ).toBe(false);
  });

  it('not a duplicate when both names are blank, even in the same city', () => {
    expect(isDuplicateRestaurant({ name: '', city: 'Milano', address: '' }, { name: ' ', city: 'Milano', address: '' })).toBe(false);
  });

  it('not a duplicate when name or city are blank', () => {
    expect(isDuplicateRestaurant({ name: '', city: '', address: '' }, { name: '', city: '', address: '' })).toBe(
      false,
    );
    expect(
      isDuplicateRestaurant(
        { name: 'Da Mario', city: '', address: 'Via Po 3' },
        { name: 'Da Mario', city: '', address: 'Corso Francia 10' },
      ),
    ).toBe(false);
  });

  it('works with the city of an import', () => {
    const formatted = 'Via Roma, 1, 20121 Milano MI, Italia';
    expect(
      isDuplicateRestaurant(
        { name: 'Trattoria Da Mario', city: cityFromFormattedAddress(formatted), address: formatted },
        existing,
      ),
    ).toBe(true);
  });
});

describe('findDuplicateRestaurant', () => {
  it('returns the first existing duplicate', () => {
    const rows = [
      { id: 'a', name: 'Pizzeria Gino', city: 'Torino', address: 'Via Po 1' },
      { id: 'b', name: 'Da Mario', city: 'Torino', address: 'Via Po 2' },
      { id: 'c', name: 'Da Mario', city: 'Torino', address: 'Via Po 3' },
    ];
    expect(findDuplicateRestaurant({ name: 'da mario', city: 'torino', address: 'x' }, rows)?.id).toBe('b');
    expect(findDuplicateRestaurant({ name: 'Da Luigi', city: 'Torino', address: 'Via Po 2' }, rows)).toBeUndefined();
  });
});

describe('cityFromFormattedAddress', () => {
  it('takes the second comma-separated part, trimmed', () => {
    expect(cityFromFormattedAddress('Piazza del Duomo, Milano, Italia')).toBe('Milano');
    expect(cityFromFormattedAddress('Via Toledo 256,  Napoli ')).toBe('Napoli');
  });

  it('keeps postal code and province as the spec does', () => {
    expect(cityFromFormattedAddress('Via Roma 1, 20121 Milano MI, Italia')).toBe('20121 Milano MI');
  });

  it('gives an empty string without a second part', () => {
    expect(cityFromFormattedAddress('Milano')).toBe('');
    expect(cityFromFormattedAddress('')).toBe('');
    expect(cityFromFormattedAddress(null)).toBe('');
  });
});

describe('streetFromFormattedAddress', () => {
  it('keeps the street and number, without city and country', () => {
    expect(streetFromFormattedAddress('Via Garibaldi 12, Torino, Italia')).toBe('Via Garibaldi 12');
    expect(streetFromFormattedAddress('  Corso Como 5 , 20154 Milano MI, Italia')).toBe('Corso Como 5');
    expect(streetFromFormattedAddress('Piazza Duomo')).toBe('Piazza Duomo');
    expect(streetFromFormattedAddress(undefined)).toBe('');
  });
});
