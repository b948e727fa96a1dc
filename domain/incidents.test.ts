import { describe, expect, it } from 'vitest';
import {
  addMonths,
  closingEvidenceNeeded,
  formatIncidentDay,
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
  severity: 'moderate',
  reporterId: 'reporter',
  ...overrides,
});
let nextAuthor = 0;
/** A review by a new person (unless `author` says whose), confirmed, with an account older than the reports. */
const review = (iso: string, allergenIds: string[], author: Partial<ReviewForRule> = {}): ReviewForRule => ({
  createdAt: at(iso),
  allergenIds,
  authorId: `person-${++nextAuthor}`,
  authorCreatedAt: at('2025-01-01T00:00:00Z'),
  authorConfirmed: true,
  ...author,
});
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
    expect(isCalendarDate('2026-12-31')).toBe(true);
    // A month past December or before January is no date, whatever the day.
    expect(isCalendarDate('2026-13-10')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-04-00')).toBe(false);
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(italianDay(at('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});

describe('closingEvidenceNeeded', () => {
  it('asks 3 people for a mild or moderate report, 5 over 30 days for a severe one', () => {
    expect(closingEvidenceNeeded('mild')).toEqual({ people: 3, days: 0 });
    expect(closingEvidenceNeeded('moderate')).toEqual({ people: 3, days: 0 });
    expect(closingEvidenceNeeded('severe')).toEqual({ people: 5, days: 30 });
  });
});

describe('isIncidentOpen', () => {
  it('stays open until 3 different people review it later with the same allergen', () => {
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

  it('counts only reviews written after the report, not one of the same instant', () => {
    const r = report();
    const reviews = [
      review('2026-05-11T10:00:00Z', ['gluten']),
      review('2026-05-12T10:00:00Z', ['gluten']),
      review('2026-05-13T10:00:00Z', ['gluten']),
    ];
    expect(isIncidentOpen(r, { reports: [r], reviews, today })).toBe(true);
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

  it('counts one person once, however many reviews they write', () => {
    const r = report();
    const same = { authorId: 'second-account' };
    const reviews = [1, 2, 3, 4, 5, 6].map((day) => review(`2026-05-1${day}T10:00:00Z`, ['gluten'], same));
    expect(isIncidentOpen(r, { reports: [r], reviews, today })).toBe(true);
    const twoMore = [...reviews, review('2026-05-20T10:00:00Z', ['gluten']), review('2026-05-21T10:00:00Z', ['gluten'])];
    expect(isIncidentOpen(r, { reports: [r], reviews: twoMore, today })).toBe(false);
  });

  it('never counts the reporter, an unconfirmed account, an account made after the report or a deleted one', () => {
    const r = report();
    const two = [review('2026-05-20T10:00:00Z', ['gluten']), review('2026-05-21T10:00:00Z', ['gluten'])];
    const third = (author: Partial<ReviewForRule>) => [...two, review('2026-05-22T10:00:00Z', ['gluten'], author)];
    expect(isIncidentOpen(r, { reports: [r], reviews: third({ authorId: 'reporter' }), today })).toBe(true);
    expect(isIncidentOpen(r, { reports: [r], reviews: third({ authorConfirmed: false }), today })).toBe(true);
    expect(isIncidentOpen(r, { reports: [r], reviews: third({ authorCreatedAt: at('2026-05-11T10:00:01Z') }), today })).toBe(true);
    expect(isIncidentOpen(r, { reports: [r], reviews: third({ authorId: null }), today })).toBe(true);
    expect(isIncidentOpen(r, { reports: [r], reviews: third({}), today })).toBe(false);
  });

  it('never counts an account made at the very instant of the report', () => {
    const r = report();
    const two = [review('2026-05-20T10:00:00Z', ['gluten']), review('2026-05-21T10:00:00Z', ['gluten'])];
    const sameInstant = [...two, review('2026-05-22T10:00:00Z', ['gluten'], { authorCreatedAt: at('2026-05-11T10:00:00Z') })];
    expect(isIncidentOpen(r, { reports: [r], reviews: sameInstant, today })).toBe(true);
    const aMomentBefore = [...two, review('2026-05-22T10:00:00Z', ['gluten'], { authorCreatedAt: at('2026-05-11T09:59:59Z') })];
    expect(isIncidentOpen(r, { reports: [r], reviews: aMomentBefore, today })).toBe(false);
  });

  it('takes a person\'s newest review for the 30 days of a severe report, whatever order they come in', () => {
    const r = report({ severity: 'severe' });
    const four = [12, 13, 14, 15].map((day) => review(`2026-05-${day}T10:00:00Z`, ['gluten']));
    // The fifth person reviewed early and again after 10 June at 10:00: their later review reaches the 30 days.
    const fifth = { authorId: 'fifth-person' };
    const late = review('2026-06-12T10:00:00Z', ['gluten'], fifth);
    const early = review('2026-05-16T10:00:00Z', ['gluten'], fifth);
    expect(isIncidentOpen(r, { reports: [r], reviews: [...four, late, early], today: '2026-06-20' })).toBe(false);
    expect(isIncidentOpen(r, { reports: [r], reviews: [...four, early, late], today: '2026-06-20' })).toBe(false);
  });

  it('closes a severe report only with 5 people whose reviews reach 30 days after it', () => {
    const r = report({ severity: 'severe' });
    const four = [12, 13, 14, 15].map((day) => review(`2026-05-${day}T10:00:00Z`, ['gluten']));
    const fifthEarly = [...four, review('2026-06-09T10:00:00Z', ['gluten'])];
    expect(isIncidentOpen(r, { reports: [r], reviews: fifthEarly, today: '2026-06-20' })).toBe(true);
    // The report was made on 11 May at 10:00: 30 days later is 10 June at 10:00.
    const fifthLate = [...four, review('2026-06-10T10:00:00Z', ['gluten'])];
    expect(isIncidentOpen(r, { reports: [r], reviews: fifthLate, today: '2026-06-20' })).toBe(false);
    expect(isIncidentOpen(r, { reports: [r], reviews: four, today: '2026-06-20' })).toBe(true);
  });

  it('closes when a moderator closed it', () => {
    const r = report({ closedAt: at('2026-05-12T10:00:00Z') });
    expect(isIncidentOpen(r, { reports: [r], reviews: [], today })).toBe(false);
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

  it('takes the newest meal date whatever order the reports come in', () => {
    const reports = [
      report({ id: 'c', mealDate: '2026-05-20' }),
      report({ id: 'a', mealDate: '2026-03-01' }),
      report({ id: 'b', mealDate: '2026-04-15' }),
    ];
    expect(incidentAlert({ reports, reviews: [], today })?.mealDate).toBe('2026-05-20');
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

  it('turns safe into caution while one of the viewer\'s allergens lacks recent reviews of two people', () => {
    expect(personalVerdict('safe', [], ['gluten', 'tree-nuts'], 1)).toEqual({ level: 'caution', incidentAllergenIds: [] });
    expect(personalVerdict('unsafe', [], ['gluten'], 1)).toEqual({ level: 'unsafe', incidentAllergenIds: [] });
    expect(personalVerdict('safe', [], ['gluten'], 0)).toEqual({ level: 'safe', incidentAllergenIds: [] });
  });

  it("keeps safe when the open reports involve none of the viewer's allergens", () => {
    expect(personalVerdict('safe', ['peanuts'], ['gluten'])).toEqual({ level: 'safe', incidentAllergenIds: [] });
    expect(personalVerdict('safe', [], ['gluten'])).toEqual({ level: 'safe', incidentAllergenIds: [] });
  });
});

describe('formatIncidentDay', () => {
  it('writes the day as Italians do', () => {
    expect(formatIncidentDay('2026-05-03')).toBe('3 maggio 2026');
    // The day itself, not the instant: no zone moves it to the 31st or the 2nd.
    expect(formatIncidentDay('2026-01-01')).toBe('1 gennaio 2026');
    expect(formatIncidentDay('2025-12-31')).toBe('31 dicembre 2025');
  });

  it('leaves a text that is no date as it is', () => {
    expect(formatIncidentDay('2026-02-30')).toBe('2026-02-30');
    expect(formatIncidentDay('domani')).toBe('domani');
  });
});
