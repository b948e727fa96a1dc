import { describe, expect, it } from 'vitest';
import { STREET_PREFIXES, addressSearchTokens, matchesAddressToken, matchesMapSearch } from './map-search';

const venue = (fields: Partial<Parameters<typeof matchesMapSearch>[0]>) => ({
  name: 'Da Mario',
  city: 'Milano',
  address: 'Via Torino 5',
  cuisine_type: 'pizza',
  description: null,
  ...fields,
});

describe('STREET_PREFIXES', () => {
  it('are the spec prefixes', () => {
    expect(STREET_PREFIXES).toEqual(['via', 'v.', 'corso', 'piazza']);
  });
});

describe('matchesAddressToken', () => {
  it('does not match a term right after a street prefix', () => {
    expect(matchesAddressToken('Via Roma 5', 'roma')).toBe(false);
    expect(matchesAddressToken('V. Roma 5', 'roma')).toBe(false);
    expect(matchesAddressToken('v.Roma 5', 'roma')).toBe(false);
    expect(matchesAddressToken('Corso Roma 12', 'Roma')).toBe(false);
    expect(matchesAddressToken('Piazza Roma 1', 'ROMA')).toBe(false);
  });

  it('knows a street prefix written with a dot and no space', () => {
    expect(matchesAddressToken('Via.Roma 5', 'roma')).toBe(false);
    expect(matchesAddressToken('Corso.Roma 12', 'roma')).toBe(false);
  });

  it('matches a whole token elsewhere', () => {
    expect(matchesAddressToken('Piazza Duomo, Roma', 'roma')).toBe(true);
    expect(matchesAddressToken('Via Roma 5, 00100 Roma', 'roma')).toBe(true);
    expect(matchesAddressToken('Largo Argentina (Roma)', 'roma')).toBe(true);
    expect(matchesAddressToken('Viale Monza 10', 'monza')).toBe(true);
  });

  it('needs the whole token', () => {
    expect(matchesAddressToken('Piazza Duomo, Romano', 'roma')).toBe(false);
    expect(matchesAddressToken('Via Garibaldi 3, Bologna', 'bolo')).toBe(false);
  });

  it('matches a multi-word term as consecutive tokens', () => {
    expect(matchesAddressToken('Via Manzoni 3, San Donato Milanese', 'san donato')).toBe(true);
    expect(matchesAddressToken('Via San Donato 3, Milano', 'san donato')).toBe(false);
    expect(matchesAddressToken('Via Roma 5', 'via roma')).toBe(true);
  });

  it('needs every word of a multi-word term', () => {
    expect(matchesAddressToken('Piazza Duomo 1, San Marco', 'san donato')).toBe(false);
    expect(matchesAddressToken('Via Manzoni 3, Donato', 'san donato')).toBe(false);
  });

  it('splits the address at dots, as written in abbreviations', () => {
    expect(matchesAddressToken('P.za Duomo 1, S.Donato Milanese', 'donato milanese')).toBe(true);
    expect(matchesAddressToken('Loc.Tor Vergata, Roma', 'tor vergata')).toBe(true);
  });

  it('ignores accents and punctuation around tokens', () => {
    expect(matchesAddressToken('Corso Vittorio Emanuele, Forlì', 'forli')).toBe(true);
    expect(matchesAddressToken('Via Po 1 - Torino.', 'torino')).toBe(true);
  });

  it('matches nothing for a blank term', () => {
    expect(matchesAddressToken('Via Roma 5', '  ')).toBe(false);
    expect(matchesAddressToken('Via Roma 5', '.')).toBe(false);
  });

  it('matches nothing for a term of dots, even an address with stray dots', () => {
    expect(matchesAddressToken('Via Roma 5 .. Milano', '.')).toBe(false);
    expect(matchesAddressToken('Via Roma 5 .. Milano', '. .')).toBe(false);
  });
});

describe('addressSearchTokens', () => {
  // The server builds its SQL pattern from these: an empty token would match anywhere.
  it('gives the folded words of the term, without dots, never an empty one', () => {
    expect(addressSearchTokens('S. Donato')).toEqual(['s', 'donato']);
    expect(addressSearchTokens('S. . Donato, Forlì')).toEqual(['s', 'donato', 'forli']);
    expect(addressSearchTokens('"Roma"')).toEqual(['roma']);
    expect(addressSearchTokens(' . ')).toEqual([]);
  });
});

describe('matchesMapSearch', () => {
  it('matches the city by equality or containment, case-insensitively', () => {
    expect(matchesMapSearch(venue({ city: 'Roma' }), 'roma')).toBe(true);
    expect(matchesMapSearch(venue({ city: 'Roma' }), 'ROM')).toBe(true);
    expect(matchesMapSearch(venue({ city: 'San Donato Milanese' }), 'milanese')).toBe(true);
  });

  it('does not match a city only named in the street', () => {
    expect(matchesMapSearch(venue({ city: 'Milano', address: 'Via Roma 5' }), 'roma')).toBe(false);
  });

  it('matches a city token of the address', () => {
    expect(matchesMapSearch(venue({ city: 'Centro', address: 'Piazza Duomo, Roma' }), 'roma')).toBe(true);
  });

  it('falls back to name, cuisine type (value or label) and description', () => {
    expect(matchesMapSearch(venue({ name: 'Osteria Roma' }), 'roma')).toBe(true);
    expect(matchesMapSearch(venue({ cuisine_type: 'sushi' }), 'sus')).toBe(true);
    expect(matchesMapSearch(venue({ cuisine_type: 'japanese' }), 'giapponese')).toBe(true);
    expect(matchesMapSearch(venue({ description: 'Cucina senza glutine' }), 'glutine')).toBe(true);
    expect(matchesMapSearch(venue({}), 'kebab')).toBe(false);
  });

  it('survives missing fields', () => {
    const bare = { name: null, city: null, address: null };
    expect(matchesMapSearch(bare, 'roma')).toBe(false);
    expect(matchesMapSearch(bare, '')).toBe(true);
    // Not even one letter: an absent field is no text at all.
    expect(matchesMapSearch(bare, 'a')).toBe(false);
    expect(matchesMapSearch({ ...bare, address: '' }, 'a')).toBe(false);
  });

  it('matches everything with a blank term', () => {
    expect(matchesMapSearch(venue({}), '   ')).toBe(true);
  });
});
