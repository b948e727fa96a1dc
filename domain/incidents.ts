// Reaction reports ('Segnala una reazione', docs/product.md#reaction-reports):
// when a report keeps its restaurant's alert open, which meal dates are
// accepted, and what an open report does to 'Per i tuoi allergeni'. The
// server computes the same open rule in SQL (server/incidents/incidents-sql.ts)
// from these constants; the API tests check the two agree.
import { formatItalianDay } from './i18n/format';
import type { SafetyLevel } from './safety';

export const INCIDENT_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/** A report closes once this many later reviews are tagged with each of its allergens (and no newer report involves them). */
export const INCIDENT_CLOSING_REVIEWS = 3;
/** A report closes this many months after the meal; a meal older than that cannot be reported. */
export const INCIDENT_OPEN_MONTHS = 12;
export const INCIDENT_DISHES_MAX = 300;
export const INCIDENT_DETAILS_MAX = 2000;
/** Calendar days (the meal's, the one-report-a-day rule's) are Italian days. */
export const INCIDENT_TIME_ZONE = 'Europe/Rome';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

let italianDayFormat: Intl.DateTimeFormat | null = null;

/** 'YYYY-MM-DD' of the instant in Europe/Rome. */
export function italianDay(instant: Date): string {
  italianDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: INCIDENT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return italianDayFormat.format(instant);
}

/**
 * A real calendar date written 'YYYY-MM-DD' (not '2026-02-30'): Date.UTC rolls
 * an impossible day or month over into the next ones, so a real date is one
 * that reads back as itself.
 */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === value;
}

/**
 * `day` moved by whole months, PostgreSQL's way (`date - interval '12 months'`):
 * the day of month is kept, or the month's last day when it has fewer
 * (2025-02-29 does not exist: 2024-02-29 minus 12 months is 2023-02-28).
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(d, lastDay))}`;
}

/** The first meal date still within INCIDENT_OPEN_MONTHS of `today`. */
export function oldestOpenMealDate(today: string): string {
  return addMonths(today, -INCIDENT_OPEN_MONTHS);
}

export type MealDateProblem = 'invalid' | 'future' | 'too_old';

/** Why a meal date cannot be reported today (Italian days), or null when it can. */
export function mealDateProblem(mealDate: string, today: string): MealDateProblem | null {
  if (!isCalendarDate(mealDate)) return 'invalid';
  if (mealDate > today) return 'future';
  if (mealDate < oldestOpenMealDate(today)) return 'too_old';
  return null;
}

export type IncidentForRule = {
  id: string;
  /** 'YYYY-MM-DD'. */
  mealDate: string;
  /** When the report was made; later reviews and reports are counted from it. */
  createdAt: Date;
  allergenIds: readonly string[];
};

export type ReviewForRule = { createdAt: Date; allergenIds: readonly string[] };

/**
 * A report is open while its meal is at most INCIDENT_OPEN_MONTHS old and one
 * of its allergens has not yet been confirmed by INCIDENT_CLOSING_REVIEWS
 * reviews tagged with it, written after the newest report of the restaurant
 * that involves that allergen (a new report starts the count again).
 * `reports` and `reviews` are the restaurant's.
 */
export function isIncidentOpen(
  report: IncidentForRule,
  context: { reports: readonly IncidentForRule[]; reviews: readonly ReviewForRule[]; today: string },
): boolean {
  if (report.mealDate < oldestOpenMealDate(context.today)) return false;
  return report.allergenIds.some((allergenId) => {
    let since = report.createdAt.getTime();
    for (const other of context.reports) {
      if (other.allergenIds.includes(allergenId)) since = Math.max(since, other.createdAt.getTime());
    }
    const confirming = context.reviews.filter(
      (review) => review.createdAt.getTime() > since && review.allergenIds.includes(allergenId),
    ).length;
    return confirming < INCIDENT_CLOSING_REVIEWS;
  });
}

/** The restaurant's alert: the newest meal date among the open reports and all their allergens; null when none is open. */
export type IncidentAlertSummary = { mealDate: string; allergenIds: string[]; reportCount: number };

export function incidentAlert(context: {
  reports: readonly IncidentForRule[];
  reviews: readonly ReviewForRule[];
  today: string;
}): IncidentAlertSummary | null {
  const open = context.reports.filter((report) => isIncidentOpen(report, context));
  if (open.length === 0) return null;
  const allergenIds = [...new Set(open.flatMap((report) => report.allergenIds))].sort();
  const mealDate = open.map((report) => report.mealDate).sort().at(-1)!;
  return { mealDate, allergenIds, reportCount: open.length };
}

/**
 * 'Per i tuoi allergeni' never says safe while an open report involves one of
 * the viewer's allergens: a 'safe' level becomes 'caution', and the allergens
 * concerned are returned so the page can say why. Other levels stay as they are.
 */
export function personalVerdict(
  level: SafetyLevel | null,
  openAllergenIds: readonly string[],
  viewerAllergenIds: readonly string[],
): { level: SafetyLevel | null; incidentAllergenIds: string[] } {
  const incidentAllergenIds = openAllergenIds.filter((id) => viewerAllergenIds.includes(id));
  if (incidentAllergenIds.length === 0) return { level, incidentAllergenIds };
  return { level: level === 'safe' ? 'caution' : level, incidentAllergenIds };
}

// ---------------------------------------------------------------- API shapes

export type IncidentAllergen = { id: string; name: string; emoji: string };

/** The alert a restaurant shows while one of its reports is open ('Reazione segnalata'). */
export type IncidentAlert = {
  /** The newest meal date among the open reports, 'YYYY-MM-DD'. */
  meal_date: string;
  /** Every allergen of the open reports, by English name. */
  allergens: IncidentAllergen[];
  report_count: number;
};

/** One report as the restaurant page lists it: public with the reporter's nickname, like a review. */
export type IncidentReportItem = {
  id: string;
  restaurant_id: string;
  nickname: string | null;
  severity: IncidentSeverity;
  meal_date: string;
  dishes: string | null;
  staff_informed: boolean;
  details: string | null;
  allergens: IncidentAllergen[];
  is_open: boolean;
  is_own: boolean;
  created_at: string;
  updated_at: string;
};

export type IncidentReportList = { items: IncidentReportItem[]; alert: IncidentAlert | null };

/** A 'YYYY-MM-DD' day as Italians write it ('3 maggio 2026'); the day itself, whatever the zone. */
export function formatIncidentDay(day: string): string {
  if (!isCalendarDate(day)) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return formatItalianDay(year, month, date);
}
