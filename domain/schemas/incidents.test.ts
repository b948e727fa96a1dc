import { describe, expect, it } from 'vitest';
import { incidentInputSchema } from './incidents';

const GLUTEN = '0b8f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const PEANUTS = '1c9e3b5f-2d4e-4f60-9bac-1d2e3f4a5b6c';
const valid = {
  allergen_ids: [GLUTEN],
  severity: 'moderate',
  meal_date: '2026-05-03',
  dishes: 'Fritto misto',
  staff_informed: true,
  details: 'Prurito in bocca\ndopo il fritto.',
};
const messages = (input: unknown) => incidentInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('incidentInputSchema', () => {
  it('takes a report: allergens, severity, meal date, dishes, staff told, details', () => {
    expect(incidentInputSchema.parse(valid)).toEqual(valid);
  });

  it('stores left-out or blank dishes and details as null', () => {
    expect(incidentInputSchema.parse({ ...valid, dishes: undefined, details: undefined })).toMatchObject({ dishes: null, details: null });
    expect(incidentInputSchema.parse({ ...valid, dishes: '  ', details: null })).toMatchObject({ dishes: null, details: null });
  });

  it('needs at least one allergen, each once', () => {
    expect(messages({ ...valid, allergen_ids: [] })).toEqual(['Seleziona almeno un allergene coinvolto.']);
    expect(messages({ ...valid, allergen_ids: [GLUTEN, GLUTEN] })).toEqual(['Lo stesso allergene compare più volte.']);
    expect(incidentInputSchema.safeParse({ ...valid, allergen_ids: [GLUTEN, PEANUTS] }).success).toBe(true);
  });

  it('knows three severities: lieve, moderata, grave', () => {
    for (const severity of ['mild', 'moderate', 'severe']) {
      expect(incidentInputSchema.safeParse({ ...valid, severity }).success).toBe(true);
    }
    expect(messages({ ...valid, severity: 'grave' })).toEqual(['Indica la gravità della reazione.']);
  });

  it('needs a real calendar date for the meal', () => {
    expect(messages({ ...valid, meal_date: '2026-02-30' })).toEqual(['Inserisci la data del pasto.']);
    expect(messages({ ...valid, meal_date: '3/5/2026' })).toEqual(['Inserisci la data del pasto.']);
    expect(messages({ ...valid, meal_date: undefined })).toEqual(['Inserisci la data del pasto.']);
  });

  it('says whether the staff had been told, yes or no', () => {
    expect(incidentInputSchema.parse({ ...valid, staff_informed: false }).staff_informed).toBe(false);
    expect(messages({ ...valid, staff_informed: undefined })).toEqual(['Indica se il personale era stato informato.']);
  });

  it('takes dishes up to 300 characters on one line and details up to 2000', () => {
    expect(incidentInputSchema.safeParse({ ...valid, dishes: 'a'.repeat(300), details: 'b'.repeat(2000) }).success).toBe(true);
    expect(messages({ ...valid, dishes: 'a'.repeat(301) })).toEqual(['Al massimo 300 caratteri.']);
    expect(messages({ ...valid, details: 'b'.repeat(2001) })).toEqual(['Al massimo 2000 caratteri.']);
    expect(messages({ ...valid, dishes: 'Fritto\nmisto' })).toEqual(['Dati non validi.']);
  });
});
