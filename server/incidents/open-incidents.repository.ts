// The open rule of reaction reports (domain/incidents.ts isIncidentOpen) in
// SQL, generated from the same constants, so the list, the map and the
// detail read a restaurant's alert in the statement they already run. Reports
// are few: per restaurant this is one probe of incident_reports by its
// (restaurant_id, created_at) index, and only a restaurant with reports
// groups its tagged reviews by author.
import { sql, type SQL } from 'drizzle-orm';
import {
  INCIDENT_CLOSING_PEOPLE,
  INCIDENT_OPEN_MONTHS,
  INCIDENT_SEVERE_CLOSING_DAYS,
  INCIDENT_SEVERE_CLOSING_PEOPLE,
  INCIDENT_TIME_ZONE,
} from '../../domain/incidents';

const wholeNumbers = [INCIDENT_CLOSING_PEOPLE, INCIDENT_SEVERE_CLOSING_PEOPLE, INCIDENT_SEVERE_CLOSING_DAYS, INCIDENT_OPEN_MONTHS];
if (!wholeNumbers.every(Number.isInteger)) throw new Error('open-incidents.repository: the open rule needs whole numbers');
if (!/^[A-Za-z_/]+$/.test(INCIDENT_TIME_ZONE)) throw new Error('open-incidents.repository: unexpected time zone name');

/** The oldest meal date of an open report (domain oldestOpenMealDate). */
const OLDEST_OPEN_MEAL_DATE = sql.raw(
  `(((now() AT TIME ZONE '${INCIDENT_TIME_ZONE}')::date - interval '${INCIDENT_OPEN_MONTHS} months')::date)`,
);

/**
 * One row per person whose reviews vouch for allergen `allergen` after report
 * `report` (domain isIncidentOpen): tagged with it, written after the newest
 * report of the restaurant involving it, not by the reporter, by a confirmed
 * account created before the report; `last_at` is that person's newest such review.
 */
function independentReviewersSql(report: SQL, allergen: SQL): SQL {
  return sql`SELECT rv.user_id, max(rv.created_at) AS last_at FROM reviews rv
    JOIN review_allergens ra ON ra.review_id = rv.id AND ra.allergen_id = ${allergen}
    JOIN users u ON u.id = rv.user_id AND u.email_confirmed_at IS NOT NULL AND u.created_at < ${report}.created_at
    WHERE rv.restaurant_id = ${report}.restaurant_id AND rv.hidden_at IS NULL AND rv.user_id <> ${report}.user_id
      AND rv.created_at > (SELECT max(newer.created_at) FROM incident_reports newer
        JOIN incident_report_allergens na ON na.report_id = newer.id AND na.allergen_id = ${allergen}
        WHERE newer.restaurant_id = ${report}.restaurant_id AND newer.hidden_at IS NULL)
    GROUP BY rv.user_id`;
}

/** Whether the people of independentReviewersSql (alias `people`) are enough for report `report`. */
function enoughEvidenceSql(report: SQL): SQL {
  const severe = sql`${report}.severity = 'severe'`;
  return sql`count(*) >= CASE WHEN ${severe} THEN ${sql.raw(String(INCIDENT_SEVERE_CLOSING_PEOPLE))}
      ELSE ${sql.raw(String(INCIDENT_CLOSING_PEOPLE))} END
    AND (NOT ${severe} OR max(people.last_at) >= ${report}.created_at + interval '${sql.raw(String(INCIDENT_SEVERE_CLOSING_DAYS))} days')`;
}

/**
 * Whether the report `alias` (incident_reports) is open: its meal is recent
 * enough, no moderator closed or hid it, and one of its allergens lacks independent
 * evidence. Reviews hidden by moderation do not count.
 */
export function incidentIsOpenSql(alias = 'ir'): SQL {
  const report = sql.raw(alias);
  return sql`(${report}.meal_date >= ${OLDEST_OPEN_MEAL_DATE} AND ${report}.closed_at IS NULL AND ${report}.hidden_at IS NULL AND EXISTS (
    SELECT 1 FROM incident_report_allergens ia
    WHERE ia.report_id = ${report}.id AND NOT EXISTS (
      SELECT 1 FROM (${independentReviewersSql(report, sql`ia.allergen_id`)}) people
      HAVING ${enoughEvidenceSql(report)})))`;
}

/**
 * Why and when a closed report closed, as JSON `{ reason, date, note }`
 * (domain IncidentClosure), or NULL while it is open: a moderator's decision
 * (its day and written reason), the meal's age (the day it turned
 * INCIDENT_OPEN_MONTHS old), or independent reviews (the day of the newest).
 */
export function incidentClosureSql(alias = 'ir'): SQL {
  const report = sql.raw(alias);
  const day = (value: SQL) => sql`to_char((${value} AT TIME ZONE ${sql.raw(`'${INCIDENT_TIME_ZONE}'`)})::date, 'YYYY-MM-DD')`;
  return sql`(CASE WHEN ${incidentIsOpenSql(alias)} THEN NULL
    WHEN ${report}.closed_at IS NOT NULL THEN json_build_object('reason', 'moderator', 'date', ${day(sql`${report}.closed_at`)}, 'note', ${report}.closed_reason)
    WHEN ${report}.meal_date < ${OLDEST_OPEN_MEAL_DATE} THEN json_build_object('reason', 'expired',
      'date', to_char(${report}.meal_date + interval '${sql.raw(String(INCIDENT_OPEN_MONTHS))} months', 'YYYY-MM-DD'), 'note', NULL)
    ELSE json_build_object('reason', 'evidence', 'date', (SELECT ${day(sql`max(people.last_at)`)} FROM incident_report_allergens ia
      CROSS JOIN LATERAL (${independentReviewersSql(report, sql`ia.allergen_id`)}) people WHERE ia.report_id = ${report}.id), 'note', NULL)
    END)`;
}

/**
 * The restaurant's alert as JSON `{ meal_date, report_count, allergens }`
 * (domain IncidentAlert), or NULL while none of its reports is open.
 */
export function incidentAlertSql(restaurantId: SQL): SQL {
  return sql`(SELECT CASE WHEN count(*) = 0 THEN NULL ELSE json_build_object(
      'meal_date', to_char(max(o.meal_date), 'YYYY-MM-DD'),
      'report_count', count(*)::int,
      'allergens', (SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'emoji', a.emoji) ORDER BY a.name)
        FROM allergens a
        WHERE a.id IN (SELECT oa.allergen_id FROM incident_report_allergens oa WHERE oa.report_id = ANY(array_agg(o.id))))
    ) END
    FROM (SELECT ir.id, ir.meal_date FROM incident_reports ir
      WHERE ir.restaurant_id = ${restaurantId} AND ${incidentIsOpenSql('ir')} OFFSET 0) o)`;
}
