import { describe, expect, it } from 'vitest';
import {
  addMonths,
  incidentAlert,
  isCalendarDate,
  isIncidentOpen,
  italianDay,
  mealDateProblem,
  personalVerdict,
  type IncidentForRule,
  type ReviewForRule,
} from './incidents';

const at = (iso: string) => new Date(iso);
const report = (overrides: Partial<IncidentForRule> = {}): IncidentForRule => ({
  id: 'r1',
  mealDate: '2026-05-10',
  createdAt: at('2026-05-11T10:00:00Z'),
  allergenIds: ['gluten'],
  ...overrides,
});
const review = (iso: string, allergenIds: string[]): ReviewForRule => ({ createdAt: at(iso), allergenIds });
const today = '2026-06-01';

describe('meal dates', () => {
  it('accepts today back to twelve months ago, in Italian days', () => {
    expect(mealDateProblem('2026-06-01', today)).toBeNull();
    expect(mealDateProblem('2025-06-01', today)).toBeNull();
    expect(mealDateProblem('2025-05-31', today)).toBe('too_old');
    expect(mealDateProblem('2026-06-02', today)).toBe('future');
    expect(mealDateProblem('2026-02-30', today)).toBe('invalid');
    expect(mealDateProblem('1/6/2026', today)).toBe('invalid');
  });

  it('moves by months like PostgreSQL, keeping the day or the last of the month', () => {
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -12)).toBe('2025-01-15');
    expect(addMonths('2026-12-31', 1)).toBe('2027-01-31');
  });

  it('checks calendar dates and tells the Italian day of an instant', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(italianDay(at('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});

describe('isIncidentOpen', () => {
  it('stays open until 3 later reviews are tagged with the same allergen', () => {
    const r = report();
    const reviews = [
      review('2026-05-12T10:00:00Z', ['gluten']),
      review('2026-05-13T10:00:00Z', ['gluten', 'lactose']),
      review('2026-05-14T10:00:00Z', ['lactose']),
      // Written before the report: does not count.
      review('2026-05-01T10:00:00Z', ['gluten']),
    ];
    expect(isIncidentOpen(r, { reports: [r], reviews, today })).toBe(true);
    const third = [...reviews, review('2026-05-15T10:00:00Z', ['gluten'])];
    expect(isIncidentOpen(r, { reports: [r], reviews: third, today })).toBe(false);
  });

  it('needs 3 later reviews for each of its allergens', () => {
    const r = report({ allergenIds: ['gluten', 'peanuts'] });
    const reviews = [1, 2, 3].map((day) => review(`2026-05-2${day}T10:00:00Z`, ['gluten']));
    expect(isIncidentOpen(r, { reports: [r], reviews, today })).toBe(true);
    const all = [...reviews, ...[4, 5, 6].map((day) => review(`2026-05-2${day}T10:00:00Z`, ['peanuts']))];
    expect(isIncidentOpen(r, { reports: [r], reviews: all, today })).toBe(false);
  });

  it('counts again from a newer report about the same allergen', () => {
    const first = report();
    const second = report({ id: 'r2', createdAt: at('2026-05-20T10:00:00Z') });
    const reviews = [
      review('2026-05-12T10:00:00Z', ['gluten']),
      review('2026-05-13T10:00:00Z', ['gluten']),
      review('2026-05-14T10:00:00Z', ['gluten']),
      review('2026-05-21T10:00:00Z', ['gluten']),
    ];
    expect(isIncidentOpen(first, { reports: [first], reviews, today })).toBe(false);
    expect(isIncidentOpen(first, { reports: [first, second], reviews, today })).toBe(true);
    // A newer report about another allergen changes nothing.
    const other = report({ id: 'r3', createdAt: at('2026-05-20T10:00:00Z'), allergenIds: ['fish'] });
    expect(isIncidentOpen(first, { reports: [first, other], reviews, today })).toBe(false);
  });

  it('closes twelve months after the meal', () => {
    const r = report({ mealDate: '2025-06-01' });
    expect(isIncidentOpen(r, { reports: [r], reviews: [], today })).toBe(true);
    expect(isIncidentOpen(r, { reports: [r], reviews: [], today: '2026-06-02' })).toBe(false);
  });
});

describe('incidentAlert', () => {
  it('sums up the open reports: newest meal date, every allergen, how many', () => {
    const reports = [
      report({ id: 'a', mealDate: '2026-04-01', allergenIds: ['peanuts'] }),
      report({ id: 'b', mealDate: '2026-05-01', allergenIds: ['gluten', 'peanuts'] }),
      report({ id: 'old', mealDate: '2025-01-01', allergenIds: ['fish'] }),
    ];
    expect(incidentAlert({ reports, reviews: [], today })).toEqual({
      mealDate: '2026-05-01',
      allergenIds: ['gluten', 'peanuts'],
      reportCount: 2,
    });
    expect(incidentAlert({ reports: [], reviews: [], today })).toBeNull();
  });
});

describe('personalVerdict', () => {
  it("turns safe into caution while an open report involves one of the viewer's allergens", () => {
    expect(personalVerdict('safe', ['gluten'], ['gluten', 'lactose'])).toEqual({ level: 'caution', incidentAllergenIds: ['gluten'] });
  });

  it('leaves other levels as they are but still names the allergens', () => {
    expect(personalVerdict('unsafe', ['gluten'], ['gluten'])).toEqual({ level: 'unsafe', incidentAllergenIds: ['gluten'] });
    expect(personalVerdict('caution', ['gluten'], ['gluten'])).toEqual({ level: 'caution', incidentAllergenIds: ['gluten'] });
    expect(personalVerdict(null, ['gluten'], ['gluten'])).toEqual({ level: null, incidentAllergenIds: ['gluten'] });
  });

  it("keeps safe when the open reports involve none of the viewer's allergens", () => {
    expect(personalVerdict('safe', ['peanuts'], ['gluten'])).toEqual({ level: 'safe', incidentAllergenIds: [] });
    expect(personalVerdict('safe', [], ['gluten'])).toEqual({ level: 'safe', incidentAllergenIds: [] });
  });
});
