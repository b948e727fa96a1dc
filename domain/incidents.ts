// Reaction reports ('Segnala una reazione', docs/product.md#reaction-reports):
// when a report keeps its restaurant's alert open, which meal dates are
// accepted, and what an open report does to 'Per i tuoi allergeni'. The
// server computes the same open rule in SQL (server/incidents/open-incidents.repository.ts)
// from these constants; the API tests check the two agree.
import { activeLanguage } from './i18n/active';
import { formatDayIn } from './i18n/format';
import type { Language } from './i18n/language';
import type { SafetyLevel } from './safety';

export const INCIDENT_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/**
 * A report closes once this many different people, none of them the reporter,
 * each with a confirmed account older than the report, reviewed the venue after
 * it with each of its allergens tagged (and no newer report involves them).
 */
export const INCIDENT_CLOSING_PEOPLE = 3;
/** A severe report (anafilassi) needs more people… */
export const INCIDENT_SEVERE_CLOSING_PEOPLE = 5;
/** …and their reviews must reach this many days after the report, or a moderator closes it with a written reason. */
export const INCIDENT_SEVERE_CLOSING_DAYS = 30;
/** The shortest reason a moderator may give for closing a report. */
export const INCIDENT_CLOSE_REASON_MIN = 10;
export const INCIDENT_CLOSE_REASON_MAX = 1000;
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
  severity: IncidentSeverity;
  reporterId: string;
  /** Set when a moderator closed the report with a written reason. */
  closedAt?: Date | null;
};

export type ReviewForRule = {
  createdAt: Date;
  allergenIds: readonly string[];
  /** null once the author's account is deleted: such a review no longer vouches for anything. */
  authorId: string | null;
  authorCreatedAt: Date;
  authorConfirmed: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The people a report needs, and how long after it their reviews must reach. */
export function closingEvidenceNeeded(severity: IncidentSeverity): { people: number; days: number } {
  return severity === 'severe'
    ? { people: INCIDENT_SEVERE_CLOSING_PEOPLE, days: INCIDENT_SEVERE_CLOSING_DAYS }
    : { people: INCIDENT_CLOSING_PEOPLE, days: 0 };
}

/**
 * A report is open while its meal is at most INCIDENT_OPEN_MONTHS old, no
 * moderator closed it, and one of its allergens still lacks independent
 * evidence: reviews tagged with it, written after the newest report of the
 * restaurant that involves that allergen (a new report starts the count again),
 * by enough different people (closingEvidenceNeeded) who are not the reporter
 * and whose confirmed accounts existed before the report; for a severe report
 * the newest of those reviews must also come at least
 * INCIDENT_SEVERE_CLOSING_DAYS after it. One person counts once, however many
 * reviews they write. `reports` and `reviews` are the restaurant's.
 */
export function isIncidentOpen(
  report: IncidentForRule,
  context: { reports: readonly IncidentForRule[]; reviews: readonly ReviewForRule[]; today: string },
): boolean {
  if (report.mealDate < oldestOpenMealDate(context.today)) return false;
  if (report.closedAt) return false;
  const needed = closingEvidenceNeeded(report.severity);
  const reportedAt = report.createdAt.getTime();
  return report.allergenIds.some((allergenId) => {
    let since = reportedAt;
    for (const other of context.reports) {
      if (other.allergenIds.includes(allergenId)) since = Math.max(since, other.createdAt.getTime());
    }
    const latestByPerson = new Map<string, number>();
    for (const review of context.reviews) {
      const at = review.createdAt.getTime();
      if (
        at > since &&
        review.allergenIds.includes(allergenId) &&
        review.authorId !== null &&
        review.authorId !== report.reporterId &&
        review.authorConfirmed &&
        review.authorCreatedAt.getTime() < reportedAt
      ) {
        latestByPerson.set(review.authorId, Math.max(at, latestByPerson.get(review.authorId) ?? at));
      }
    }
    if (latestByPerson.size < needed.people) return true;
    return Math.max(...latestByPerson.values()) < reportedAt + needed.days * DAY_MS;
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
 * the viewer's allergens, nor while one of them lacks recent reviews of enough
 * different people (`uncoveredCount`, counted by the server): a 'safe' level
 * becomes 'caution', and the allergens concerned are returned so the page can
 * say why. Other levels stay as they are.
 */
export function personalVerdict(
  level: SafetyLevel | null,
  openAllergenIds: readonly string[],
  viewerAllergenIds: readonly string[],
  uncoveredCount = 0,
): { level: SafetyLevel | null; incidentAllergenIds: string[] } {
  const incidentAllergenIds = openAllergenIds.filter((id) => viewerAllergenIds.includes(id));
  if (incidentAllergenIds.length === 0 && uncoveredCount === 0) return { level, incidentAllergenIds };
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
  /** Why and when it closed; null while open. */
  closure: IncidentClosure | null;
  is_own: boolean;
  created_at: string;
  updated_at: string;
};

/** How a report closed: a moderator's decision (with its written reason), the meal's age, or independent reviews. */
export type IncidentClosure = { reason: 'moderator' | 'expired' | 'evidence'; date: string | null; note: string | null };

export type IncidentReportList = { items: IncidentReportItem[]; alert: IncidentAlert | null };

/** A 'YYYY-MM-DD' day as the language writes it ('3 maggio 2026', '3 May 2026'); the day itself, whatever the zone. */
export function formatIncidentDay(day: string, language: Language = activeLanguage()): string {
  if (!isCalendarDate(day)) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return formatDayIn(language, year, month, date);
}
