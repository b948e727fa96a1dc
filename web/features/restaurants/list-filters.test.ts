import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  addFilter,
  buildFilterChips,
  emptyStateFor,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  listRequestParams,
  removeFilter,
  roundedPosition,
  type ListFilters,
} from './list-filters';

const params = (query: string) => new URLSearchParams(query);

describe('filtersFromSearchParams', () => {
  it('reads every filter of a shared URL', () => {
    expect(
      filtersFromSearchParams(
        params('allergen=Gluten&allergen=Lactose&city=Milano&cuisine=sushi&restaurant=Spiga&q=senza+glutine'),
      ),
    ).toEqual({
      allergens: ['Gluten', 'Lactose'],
      city: 'Milano',
      cuisine: 'sushi',
      restaurant: 'Spiga',
      q: 'senza glutine',
      practices: [],
      showClosed: false,
    });
  });

  it('reads practices from the URL in the list order, dropping unknown and repeated ones', () => {
    expect(
      filtersFromSearchParams(params('practice=fully_gluten_free&practice=trained_staff&practice=nope&practice=trained_staff')),
    ).toEqual({ ...EMPTY_FILTERS, practices: ['trained_staff', 'fully_gluten_free'] });
  });

  it('has no filter for an empty URL', () => {
    expect(filtersFromSearchParams(params(''))).toEqual(EMPTY_FILTERS);
  });

  it('drops blank values, tidies spaces and ignores repeated allergens', () => {
    expect(filtersFromSearchParams(params('allergen=+Gluten+&allergen=gluten&allergen=&city=+&q=++due++parole+'))).toEqual({
      ...EMPTY_FILTERS,
      allergens: ['Gluten'],
      q: 'due parole',
    });
  });

  it('cuts a term to the length the API accepts', () => {
    const long = 'a'.repeat(500);
    expect(filtersFromSearchParams(params(`q=${long}`)).q).toHaveLength(200);
  });
});

describe('filtersToSearchParams', () => {
  it('round-trips through the URL', () => {
    const filters: ListFilters = {
      allergens: ['Gluten', 'Tree nuts'],
      city: 'Forlì',
      cuisine: 'pizza',
      restaurant: "L'Osteria & Co",
      q: 'vicino al duomo',
      practices: ['fully_gluten_free'],
      showClosed: true,
    };
    const query = filtersToSearchParams(filters).toString();
    expect(filtersFromSearchParams(new URLSearchParams(query))).toEqual(filters);
  });

  it('writes nothing for no filters and keeps unrelated parameters', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersToSearchParams({ ...EMPTY_FILTERS, city: 'Roma' }, params('utm=x&city=Milano&q=old')).toString()).toBe(
      'utm=x&city=Roma',
    );
  });
});

describe('addFilter and removeFilter', () => {
  it('adds allergens up and replaces the single-valued filters', () => {
    let filters = addFilter(EMPTY_FILTERS, 'allergen', 'Gluten');
    filters = addFilter(filters, 'allergen', 'Lactose');
    filters = addFilter(filters, 'allergen', 'gluten');
    filters = addFilter(filters, 'city', 'Milano');
    filters = addFilter(filters, 'city', 'Torino');
    filters = addFilter(filters, 'text', ' pizza senza glutine ');
    expect(filters).toEqual({
      allergens: ['Gluten', 'Lactose'],
      city: 'Torino',
      cuisine: null,
      restaurant: null,
      q: 'pizza senza glutine',
      practices: [],
      showClosed: false,
    });
  });

  it('adds practices up in the list order and removes one', () => {
    let filters = addFilter(EMPTY_FILTERS, 'practice', 'fully_gluten_free');
    filters = addFilter(filters, 'practice', 'trained_staff');
    filters = addFilter(filters, 'practice', 'fully_gluten_free');
    expect(filters.practices).toEqual(['trained_staff', 'fully_gluten_free']);
    expect(removeFilter(filters, 'practice', 'trained_staff').practices).toEqual(['fully_gluten_free']);
    expect(emptyStateFor({ ...EMPTY_FILTERS, practices: ['fully_gluten_free'] }).message).toBe(
      'Nessun locale trovato con queste pratiche confermate.',
    );
  });

  it('ignores a blank value', () => {
    expect(addFilter(EMPTY_FILTERS, 'text', '   ')).toBe(EMPTY_FILTERS);
  });

  it('removes one allergen or one filter', () => {
    const filters: ListFilters = { ...EMPTY_FILTERS, allergens: ['Gluten', 'Lactose'], cuisine: 'sushi', q: 'x' };
    expect(removeFilter(filters, 'allergen', 'gluten')).toEqual({ ...filters, allergens: ['Lactose'] });
    expect(removeFilter(filters, 'cuisine', 'sushi')).toEqual({ ...filters, cuisine: null });
    expect(removeFilter(filters, 'text', 'x')).toEqual({ ...filters, q: null });
  });

  it('knows when any filter is active', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, allergens: ['Soy'] })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, practices: ['fully_gluten_free'] })).toBe(true);
  });
});

describe('buildFilterChips', () => {
  it('labels each chip by type, with Italian allergen and cuisine names', () => {
    const chips = buildFilterChips({
      allergens: ['Gluten', 'Tree nuts', 'Kiwi'],
      city: 'Milano',
      cuisine: 'japanese',
      restaurant: 'Spiga',
      q: 'senza lattosio',
      practices: ['fully_gluten_free'],
      showClosed: true,
    });
    expect(chips.map(({ typeLabel, label, value, kind }) => ({ typeLabel, label, value, kind }))).toEqual([
      { kind: 'allergen', typeLabel: 'Allergene', label: 'Glutine', value: 'Gluten' },
      { kind: 'allergen', typeLabel: 'Allergene', label: 'Frutta a Guscio', value: 'Tree nuts' },
      { kind: 'allergen', typeLabel: 'Allergene', label: 'Kiwi', value: 'Kiwi' },
      { kind: 'city', typeLabel: 'Città', label: 'Milano', value: 'Milano' },
      { kind: 'cuisine', typeLabel: 'Cucina', label: 'Giapponese', value: 'japanese' },
      { kind: 'restaurant', typeLabel: 'Ristorante', label: 'Spiga', value: 'Spiga' },
      { kind: 'text', typeLabel: 'Testo', label: 'senza lattosio', value: 'senza lattosio' },
      { kind: 'practice', typeLabel: 'Pratica', label: 'Locale 100% senza glutine', value: 'fully_gluten_free' },
    ]);
    expect(new Set(chips.map((chip) => chip.key)).size).toBe(chips.length);
  });

  it('has no chip without filters', () => {
    expect(buildFilterChips(EMPTY_FILTERS)).toEqual([]);
  });
});

describe('listRequestParams', () => {
  it('sends the filters, the page and no position for the alphabetical order', () => {
    expect(listRequestParams({ ...EMPTY_FILTERS, allergens: ['Gluten', 'Soy'], city: 'Milano' }, 2, null).toString()).toBe(
      'allergen=Gluten&allergen=Soy&city=Milano&page=2',
    );
  });

  it('sends the position, rounded to about ten metres, for the distance order', () => {
    expect(listRequestParams(EMPTY_FILTERS, 1, { lat: 45.464213, lng: 9.189982 }).toString()).toBe(
      'page=1&lat=45.4642&lng=9.19',
    );
    expect(roundedPosition({ lat: 45.464213, lng: 9.189982 })).toEqual({ lat: 45.4642, lng: 9.19 });
    expect(roundedPosition(null)).toBeNull();
  });
});

describe('emptyStateFor', () => {
  it('says no venue is available without filters, and offers nothing to add', () => {
    expect(emptyStateFor(EMPTY_FILTERS)).toEqual({ message: 'Nessun locale disponibile.', addTerm: null });
  });

  it('names the allergen when allergens are the whole search', () => {
    expect(emptyStateFor({ ...EMPTY_FILTERS, allergens: ['Gluten'] })).toEqual({
      message: 'Nessun locale trovato con recensioni per l\'allergene "Glutine".',
      addTerm: null,
    });
    expect(emptyStateFor({ ...EMPTY_FILTERS, allergens: ['Gluten', 'Lactose'] }).message).toBe(
      'Nessun locale trovato con recensioni per l\'allergene "Glutine, Lattosio".',
    );
  });

  it('uses the search message for any other search, and offers to add the typed name', () => {
    expect(emptyStateFor({ ...EMPTY_FILTERS, q: 'Trattoria Nuova' })).toEqual({
      message: 'Nessun locale trovato per la tua ricerca.',
      addTerm: 'Trattoria Nuova',
    });
    expect(emptyStateFor({ ...EMPTY_FILTERS, restaurant: 'Spiga', q: 'altro' }).addTerm).toBe('Spiga');
    expect(emptyStateFor({ ...EMPTY_FILTERS, city: 'Milano' })).toEqual({
      message: 'Nessun locale trovato per la tua ricerca.',
      addTerm: null,
    });
    expect(emptyStateFor({ ...EMPTY_FILTERS, allergens: ['Gluten'], city: 'Milano' }).message).toBe(
      'Nessun locale trovato per la tua ricerca.',
    );
  });
});

describe("'Mostra anche chiusi'", () => {
  it('lives in the URL as show_closed=1, is sent to the list API and is not a chip', () => {
    const filters = filtersFromSearchParams(params('city=Roma&show_closed=1'));
    expect(filters).toEqual({ ...EMPTY_FILTERS, city: 'Roma', showClosed: true });
    expect(filtersFromSearchParams(params('show_closed=yes')).showClosed).toBe(false);
    expect(filtersToSearchParams(filters).toString()).toBe('city=Roma&show_closed=1');
    expect(filtersToSearchParams({ ...filters, showClosed: false }, params('show_closed=1&utm=x')).toString()).toBe('utm=x&city=Roma');
    expect(listRequestParams({ ...EMPTY_FILTERS, showClosed: true }, 2, null).toString()).toBe('show_closed=1&page=2');
    expect(buildFilterChips(filters).map((chip) => chip.kind)).toEqual(['city']);
  });
});
