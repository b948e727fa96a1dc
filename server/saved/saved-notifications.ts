// Notifications to the users who saved a restaurant ('Salva'): a reaction
// report, a confirmed status change, a new review tagged with one of their
// allergens. One INSERT … SELECT inside the writer's transaction, which also
// queues the pushes of alert types in the outbox (server/alerts), so the
// notification and its alerts exist exactly when the change does, whatever the
// number of savers; each one is announced on the realtime channel by the
// notifications trigger (migration 0005).
import { sql } from 'drizzle-orm';
import { savedMessages } from '../../domain/i18n/it/saved';
import type { Transaction } from '../db/client';
import { insertNotificationsWithAlerts } from '../alerts/alerts.repository';

export type SaverNotification = {
  restaurantId: string;
  /** Who made the change: never told about their own doing. */
  actorId: string;
  type: 'incident_reported' | 'venue_status' | 'review_for_you';
  title: string;
  message: string;
  /** The review it is about (review_for_you). */
  reviewId?: string | null;
  /** Only savers who have one of these allergens in their profile. */
  onlyWithAllergens?: readonly string[];
  /** Savers already told of this type about this restaurant within these hours are not told again. */
  quietHours?: number;
};

export async function notifySavers(tx: Transaction, notification: SaverNotification): Promise<number> {
  const allergens = notification.onlyWithAllergens;
  if (allergens && allergens.length === 0) return 0;
  const allergenCondition = allergens
    ? sql` AND EXISTS (SELECT 1 FROM user_allergens ua WHERE ua.user_id = s.user_id
        AND ua.allergen_id IN (${sql.join(allergens.map((id) => sql`${id}::uuid`), sql`, `)}))`
    : sql``;
  const quietCondition = notification.quietHours
    ? sql` AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = s.user_id AND n.type = ${notification.type}
        AND n.restaurant_id = ${notification.restaurantId} AND n.created_at > now() - make_interval(hours => ${notification.quietHours}))`
    : sql``;
  return insertNotificationsWithAlerts(
    tx,
    sql`INSERT INTO notifications (user_id, type, title, message, review_id, restaurant_id)
    SELECT s.user_id, ${notification.type}, ${notification.title}, ${notification.message},
      ${notification.reviewId ?? null}::uuid, ${notification.restaurantId}::uuid
    FROM saved_restaurants s
    WHERE s.restaurant_id = ${notification.restaurantId} AND s.user_id <> ${notification.actorId}${allergenCondition}${quietCondition}
    ORDER BY s.user_id`,
  );
}

/** A new review tagged with allergens: the savers who have one of them in their profile ('review_for_you'). */
export async function notifySaversOfReview(
  tx: Transaction,
  review: { restaurantId: string; reviewId: string; authorId: string; allergenIds: readonly string[] },
): Promise<void> {
  if (review.allergenIds.length === 0) return;
  const result = (await tx.execute(sql`SELECT name FROM restaurants WHERE id = ${review.restaurantId}`)) as unknown as {
    rows: { name: string }[];
  };
  const name = result.rows[0]?.name ?? '';
  await notifySavers(tx, {
    restaurantId: review.restaurantId,
    actorId: review.authorId,
    type: 'review_for_you',
    title: savedMessages.reviewForYouTitle,
    message: savedMessages.reviewForYou(name),
    reviewId: review.reviewId,
    onlyWithAllergens: review.allergenIds,
  });
}
