// The open rule of reaction reports (domain/incidents.ts isIncidentOpen) in
// SQL, generated from the same constants, so the list, the map and the
// detail read a restaurant's alert in the statement they already run. Reports
// are few: per restaurant this is one probe of incident_reports by its
// (restaurant_id, created_at) index, and only a restaurant with reports
// counts (at most INCIDENT_CLOSING_REVIEWS of) its tagged reviews.
import { sql, type SQL } from 'drizzle-orm';
import { INCIDENT_CLOSING_REVIEWS, INCIDENT_OPEN_MONTHS, INCIDENT_TIME_ZONE } from '../../domain/incidents';

if (!Number.isInteger(INCIDENT_CLOSING_REVIEWS) || !Number.isInteger(INCIDENT_OPEN_MONTHS)) {
  throw new Error('incidents-sql: the open rule needs whole numbers');
}
if (!/^[A-Za-z_/]+$/.test(INCIDENT_TIME_ZONE)) throw new Error('incidents-sql: unexpected time zone name');

/** Today in Italy, as a date. */
export const ITALIAN_TODAY_SQL = sql.raw(`((now() AT TIME ZONE '${INCIDENT_TIME_ZONE}')::date)`);

/** The oldest meal date of an open report (domain oldestOpenMealDate). */
const OLDEST_OPEN_MEAL_DATE = sql.raw(
  `(((now() AT TIME ZONE '${INCIDENT_TIME_ZONE}')::date - interval '${INCIDENT_OPEN_MONTHS} months')::date)`,
);

const CLOSING_REVIEWS = sql.raw(String(INCIDENT_CLOSING_REVIEWS));

/**
 * Whether the report `alias` (incident_reports) is open: its meal is recent
 * enough and one of its allergens has fewer than INCIDENT_CLOSING_REVIEWS
 * reviews tagged with it written after the newest report of the restaurant
 * involving that allergen. Reviews hidden by moderation do not count.
 */
export function incidentIsOpenSql(alias = 'ir'): SQL {
  const report = sql.raw(alias);
  return sql`(${report}.meal_date >= ${OLDEST_OPEN_MEAL_DATE} AND EXISTS (
    SELECT 1 FROM incident_report_allergens ia
    WHERE ia.report_id = ${report}.id
      AND (SELECT count(*) FROM (
        SELECT 1 FROM reviews rv
        JOIN review_allergens ra ON ra.review_id = rv.id AND ra.allergen_id = ia.allergen_id
        WHERE rv.restaurant_id = ${report}.restaurant_id AND rv.hidden_at IS NULL
          AND rv.created_at > (SELECT max(newer.created_at) FROM incident_reports newer
            JOIN incident_report_allergens na ON na.report_id = newer.id AND na.allergen_id = ia.allergen_id
            WHERE newer.restaurant_id = ${report}.restaurant_id)
        LIMIT ${CLOSING_REVIEWS}) confirming) < ${CLOSING_REVIEWS}))`;
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
