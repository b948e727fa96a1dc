import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_NAME, withPreposition } from './product';

describe('DEFAULT_APP_NAME', () => {
  it('is AllerGuida', () => {
    expect(DEFAULT_APP_NAME).toBe('AllerGuida');
  });
});

describe('withPreposition', () => {
  it('builds the spec phrases with the default name', () => {
    expect(`Accedi ${withPreposition('a', DEFAULT_APP_NAME)}`).toBe('Accedi ad AllerGuida');
    expect(`Aggiungi ${withPreposition('a', DEFAULT_APP_NAME)}`).toBe('Aggiungi ad AllerGuida');
    expect(`Registrati ${withPreposition('su', DEFAULT_APP_NAME)}`).toBe('Registrati su AllerGuida');
    expect(`Benvenuto ${withPreposition('in', DEFAULT_APP_NAME)}`).toBe('Benvenuto in AllerGuida');
    expect(`Locali ${withPreposition('su', DEFAULT_APP_NAME)}`).toBe('Locali su AllerGuida');
    expect(`Locale già presente ${withPreposition('in', DEFAULT_APP_NAME)}`).toBe(
      'Locale già presente in AllerGuida',
    );
  });

  it('keeps "a" before names not starting with a', () => {
    expect(withPreposition('a', 'Mangiasicuro')).toBe('a Mangiasicuro');
    expect(withPreposition('a', 'Eatsafe')).toBe('a Eatsafe');
    expect(withPreposition('a', 'Ortica')).toBe('a Ortica');
  });

  it('uses "ad" before a (any case, accented too)', () => {
    expect(withPreposition('a', 'allergia')).toBe('ad allergia');
    expect(withPreposition('a', 'Àncora')).toBe('ad Àncora');
  });

  it('leaves the other prepositions unchanged', () => {
    expect(withPreposition('in', 'AllerGuida')).toBe('in AllerGuida');
    expect(withPreposition('di', 'AllerGuida')).toBe('di AllerGuida');
    expect(withPreposition('da', 'AllerGuida')).toBe('da AllerGuida');
    expect(withPreposition('su', 'Mangiasicuro')).toBe('su Mangiasicuro');
  });

  it('trims the name and survives a blank one', () => {
    expect(withPreposition('a', '  AllerGuida ')).toBe('ad AllerGuida');
    expect(withPreposition('su', '   ')).toBe('su');
  });
});
