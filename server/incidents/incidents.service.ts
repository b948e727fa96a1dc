// Rules of reaction reports (docs/product.md#reaction-reports): signed-in users
// report a reaction at a restaurant, one a day per restaurant, with allergens
// of the catalogue and a meal date from a year ago to today (Italian days);
// only the reporter edits or withdraws it; the users who saved the restaurant
// are told by a fan-out job queued in the same transaction. Report contents are health data: they
// never reach the log (errors carry codes, not values).
import { allergenDisplayName } from '../../domain/allergens';
import { allergensMessages as englishAllergens } from '../../domain/i18n/en/allergens';
import {
  INCIDENT_CLOSE_REASON_MAX,
  INCIDENT_CLOSE_REASON_MIN,
  italianDay,
  mealDateProblem,
  type IncidentReportItem,
  type IncidentReportList,
} from '../../domain/incidents';
import type { IncidentInput } from '../../domain/schemas/incidents';
import { compareItalian } from '../../domain/sort';
import type { Database, Transaction } from '../db/client';
import { databaseErrorCode, violatedConstraint } from '../db/errors';
import { appError, type AppError } from '../http/app-error';
import { notificationText } from '../notifications/notification-text';
import { notifySavers } from '../saved/saved-notifications';
import { findRestaurant } from '../restaurants/restaurants.repository';
import * as repository from './incidents.repository';
import { isUuid } from '../../domain/schemas/common';

const restaurantNotFound = () => appError('restaurant_not_found');
const incidentNotFound = () => appError('incident_not_found');

function toIso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function toIncidentItem(row: repository.IncidentRow, viewerId: string): IncidentReportItem {
  return {
    id: row.id,
    restaurant_id: row.restaurant_id,
    nickname: row.nickname,
    severity: row.severity,
    meal_date: row.meal_date,
    dishes: row.dishes,
    staff_informed: row.staff_informed,
    details: row.details,
    allergens: row.allergens,
    is_open: row.is_open === true,
    closure: row.closure ?? null,
    is_own: row.user_id === viewerId,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

function parseId(raw: string, notFound: () => AppError): string {
  if (!isUuid(raw)) throw notFound();
  return raw.toLowerCase();
}

/** The meal date against today's Italian date, and the allergens against the catalogue. */
async function assertValid(db: Database, input: IncidentInput, now: Date): Promise<{ id: string; name: string }[]> {
  const problem = mealDateProblem(input.meal_date, italianDay(now));
  if (problem === 'invalid') throw appError('invalid_meal_date');
  if (problem === 'future') throw appError('meal_date_in_future');
  if (problem === 'too_old') throw appError('meal_date_too_old');
  const allergens = await repository.findAllergens(db, input.allergen_ids);
  if (allergens.length !== input.allergen_ids.length) {
    throw appError('unknown_allergen');
  }
  return allergens;
}

const valuesOf = (input: IncidentInput): repository.IncidentValues => ({
  severity: input.severity,
  mealDate: input.meal_date,
  dishes: input.dishes,
  staffInformed: input.staff_informed,
  details: input.details,
});

export async function listIncidents(db: Database, viewerId: string, rawRestaurantId: string): Promise<IncidentReportList> {
  const restaurantId = parseId(rawRestaurantId, restaurantNotFound);
  if ((await findRestaurant(db, restaurantId)) === undefined) throw restaurantNotFound();
  const { rows, alert } = await repository.findRestaurantIncidents(db, restaurantId);
  return { items: rows.map((row) => toIncidentItem(row, viewerId)), alert };
}

export async function createIncident(
  db: Database,
  userId: string,
  rawRestaurantId: string,
  input: IncidentInput,
  now = new Date(),
): Promise<IncidentReportItem> {
  const restaurantId = parseId(rawRestaurantId, restaurantNotFound);
  const allergens = await assertValid(db, input, now);
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const restaurantName = (await findRestaurant(tx, restaurantId))?.name;
      if (restaurantName === undefined) throw restaurantNotFound();
      const reportId = await repository.insertIncident(tx, { ...valuesOf(input), restaurantId, userId });
      await repository.replaceIncidentAllergens(tx, reportId, input.allergen_ids);
      const englishNames: Readonly<Record<string, string | undefined>> = englishAllergens.names;
      const names = {
        it: allergens.map((a) => allergenDisplayName(a.name)).sort(compareItalian).join(', '),
        en: allergens.map((a) => englishNames[a.name] ?? a.name).sort((x, y) => x.localeCompare(y, 'en')).join(', '),
      };
      await notifySavers(tx, {
        restaurantId,
        actorId: userId,
        type: 'incident_reported',
        ...notificationText(({ incidents }, language) => ({
          title: incidents.notificationTitle,
          message: incidents.notification(restaurantName, names[language]),
        })),
      });
      return reportId;
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505' && violatedConstraint(error) === 'incident_reports_one_a_day_key') {
      throw appError('incident_already_reported');
    }
    if (databaseErrorCode(error) === '23503' && violatedConstraint(error)?.includes('restaurant')) throw restaurantNotFound();
    throw error;
  }
  return toIncidentItem((await repository.findIncident(db, id))!, userId);
}

/** Runs `change` on the caller's own report, locked; others' reports answer 403, missing ones 404. */
async function withOwnIncident(
  db: Database,
  userId: string,
  rawId: string,
  change: (tx: Transaction, id: string) => Promise<void>,
): Promise<string> {
  const id = parseId(rawId, incidentNotFound);
  await db.transaction(async (tx) => {
    const owner = await repository.lockIncident(tx, id);
    if (!owner) throw incidentNotFound();
    if (owner.user_id !== userId) throw appError('incident_not_owned');
    await change(tx, id);
  });
  return id;
}

export async function updateIncident(
  db: Database,
  userId: string,
  rawId: string,
  input: IncidentInput,
  now = new Date(),
): Promise<IncidentReportItem> {
  const id = parseId(rawId, incidentNotFound);
  const existing = await repository.findIncident(db, id);
  if (!existing) throw incidentNotFound();
  if (existing.user_id !== userId) throw appError('incident_not_owned');
  await assertValid(db, input, now);
  await withOwnIncident(db, userId, id, async (tx) => {
    await repository.updateIncident(tx, id, valuesOf(input));
    await repository.replaceIncidentAllergens(tx, id, input.allergen_ids);
  });
  return toIncidentItem((await repository.findIncident(db, id))!, userId);
}

/**
 * A moderator closes an open report with a written reason (a severe report
 * otherwise needs INCIDENT_SEVERE_CLOSING_PEOPLE people over
 * INCIDENT_SEVERE_CLOSING_DAYS days): the page then says who decided, when and why.
 */
export async function closeIncidentAsModerator(
  db: Database,
  moderatorId: string,
  rawId: string,
  rawReason: string,
): Promise<IncidentReportItem> {
  const id = parseId(rawId, incidentNotFound);
  const reason = rawReason.trim();
  if (reason.length < INCIDENT_CLOSE_REASON_MIN || reason.length > INCIDENT_CLOSE_REASON_MAX) {
    throw appError('incident_close_reason_invalid');
  }
  await db.transaction(async (tx) => {
    if (!(await repository.lockIncident(tx, id))) throw incidentNotFound();
    const current = await repository.findIncident(tx, id);
    if (!current) throw incidentNotFound();
    if (!current.is_open) throw appError('incident_already_closed');
    await repository.closeIncident(tx, id, moderatorId, reason);
  });
  return toIncidentItem((await repository.findIncident(db, id))!, moderatorId);
}

export async function withdrawIncident(db: Database, userId: string, rawId: string): Promise<void> {
  await withOwnIncident(db, userId, rawId, (tx, id) => repository.deleteIncident(tx, id));
}
