// SQL of reaction reports. Reads name the restaurant; writes name the owner
// (a user edits or withdraws only their own report, whatever id they send).
import { sql } from 'drizzle-orm';
import type { IncidentAlert, IncidentClosure, IncidentSeverity } from '../../domain/incidents';
import type { Transaction } from '../db/client';
import { incidentAlertSql, incidentClosureSql, incidentIsOpenSql } from './open-incidents.repository';
import { rowsOf, type Executor } from '../db/query';

export type IncidentRow = {
  id: string;
  restaurant_id: string;
  user_id: string;
  nickname: string | null;
  severity: IncidentSeverity;
  meal_date: string;
  dishes: string | null;
  staff_informed: boolean;
  details: string | null;
  allergens: { id: string; name: string; emoji: string }[];
  is_open: boolean;
  closure: IncidentClosure | null;
  created_at: Date | string;
  updated_at: Date | string;
};

// A nickname a moderator hid shows as none (server/moderation).
const reportColumns = sql`ir.id, ir.restaurant_id, ir.user_id, CASE WHEN p.nickname_hidden_at IS NULL THEN p.nickname END AS nickname, ir.severity,
  to_char(ir.meal_date, 'YYYY-MM-DD') AS meal_date, ir.dishes, ir.staff_informed, ir.details,
  coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'emoji', a.emoji) ORDER BY a.name)
    FROM incident_report_allergens ia JOIN allergens a ON a.id = ia.allergen_id WHERE ia.report_id = ir.id), '[]'::json) AS allergens,
  ${incidentIsOpenSql('ir')} AS is_open, ${incidentClosureSql('ir')} AS closure, ir.created_at, ir.updated_at`;

/** The restaurant's reports, newest first, with its alert. */
export async function findRestaurantIncidents(
  db: Executor,
  restaurantId: string,
): Promise<{ rows: IncidentRow[]; alert: IncidentAlert | null }> {
  const [row] = await rowsOf<{ items: IncidentRow[] | null; alert: IncidentAlert | null }>(
    db,
    sql`SELECT
      (SELECT json_agg(x ORDER BY x.created_at DESC, x.id DESC) FROM (
        SELECT ${reportColumns} FROM incident_reports ir LEFT JOIN profiles p ON p.id = ir.user_id
        WHERE ir.restaurant_id = ${restaurantId} AND ir.hidden_at IS NULL) x) AS items,
      ${incidentAlertSql(sql`${restaurantId}::uuid`)} AS alert`,
  );
  return { rows: row?.items ?? [], alert: row?.alert ?? null };
}

/** A report as everyone sees it: none once a moderator hid it (its author may still withdraw it, see lockIncident). */
export async function findIncident(db: Executor, id: string): Promise<IncidentRow | undefined> {
  const [row] = await rowsOf<IncidentRow>(
    db,
    sql`SELECT ${reportColumns} FROM incident_reports ir LEFT JOIN profiles p ON p.id = ir.user_id WHERE ir.id = ${id} AND ir.hidden_at IS NULL`,
  );
  return row;
}

/** The report's owner and restaurant, locked for an edit or a withdrawal. */
export async function lockIncident(tx: Transaction, id: string): Promise<{ user_id: string; restaurant_id: string } | undefined> {
  const [row] = await rowsOf<{ user_id: string; restaurant_id: string }>(
    tx,
    sql`SELECT user_id, restaurant_id FROM incident_reports WHERE id = ${id} FOR UPDATE`,
  );
  return row;
}

export async function findAllergens(db: Executor, ids: readonly string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  return rowsOf<{ id: string; name: string }>(db, sql`SELECT id, name FROM allergens WHERE id IN (${list}) ORDER BY name`);
}

export type IncidentValues = {
  severity: IncidentSeverity;
  mealDate: string;
  dishes: string | null;
  staffInformed: boolean;
  details: string | null;
};

export async function insertIncident(
  tx: Transaction,
  values: IncidentValues & { restaurantId: string; userId: string },
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO incident_reports (restaurant_id, user_id, severity, meal_date, dishes, staff_informed, details)
      VALUES (${values.restaurantId}, ${values.userId}, ${values.severity}, ${values.mealDate}::date, ${values.dishes},
        ${values.staffInformed}, ${values.details})
      RETURNING id`,
  );
  return row!.id;
}

export async function updateIncident(tx: Transaction, id: string, values: IncidentValues): Promise<void> {
  await tx.execute(sql`UPDATE incident_reports SET severity = ${values.severity}, meal_date = ${values.mealDate}::date,
      dishes = ${values.dishes}, staff_informed = ${values.staffInformed}, details = ${values.details}, updated_at = now()
    WHERE id = ${id}`);
}

/** Replaces the report's allergens, inserted in one statement. */
export async function replaceIncidentAllergens(tx: Transaction, id: string, allergenIds: readonly string[]): Promise<void> {
  await tx.execute(sql`DELETE FROM incident_report_allergens WHERE report_id = ${id}`);
  if (allergenIds.length === 0) return;
  const values = sql.join(allergenIds.map((allergenId) => sql`(${id}::uuid, ${allergenId}::uuid)`), sql`, `);
  await tx.execute(sql`INSERT INTO incident_report_allergens (report_id, allergen_id) VALUES ${values}`);
}

/** A moderator's closing: when, the written reason, who. */
export async function closeIncident(tx: Transaction, id: string, moderatorId: string, reason: string): Promise<void> {
  await tx.execute(sql`UPDATE incident_reports SET closed_at = now(), closed_reason = ${reason}, closed_by = ${moderatorId}
    WHERE id = ${id}`);
}

export async function deleteIncident(tx: Transaction, id: string): Promise<void> {
  await tx.execute(sql`DELETE FROM incident_reports WHERE id = ${id}`);
}
