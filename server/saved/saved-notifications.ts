// Notifications to the users who saved a restaurant ('Salva'): a reaction
// report, a confirmed status change, a new review tagged with one of their
// allergens. The writer's transaction queues one fan-out job (server/alerts,
// alert-fanout.ts) whatever the number of savers; the fan-out writes the bell
// rows and the outbox rows of their alerts moments after the commit, in
// batches of INSERT … SELECT, and each bell row is announced on the realtime
// channel by the notifications trigger (migration 0005).
import type { Transaction } from '../db/client';
import { enqueueFanout } from '../alerts/alert-fanout.repository';
import { notificationText, type NotificationText } from '../notifications/notification-text';
import { restaurantNameOf } from './saved.repository';

export type SaverNotification = NotificationText & {
  restaurantId: string;
  /** Who made the change: never told about their own doing. */
  actorId: string;
  type: 'incident_reported' | 'venue_status' | 'review_for_you';
  /** The review it is about (review_for_you). */
  reviewId?: string | null;
  /** Only savers who have one of these allergens in their profile. */
  onlyWithAllergens?: readonly string[];
  /** Savers already told of this type about this restaurant within these hours are not told again. */
  quietHours?: number;
};

/** Queues the notification for the restaurant's savers as they are at this transaction's time. */
export async function notifySavers(tx: Transaction, notification: SaverNotification): Promise<void> {
  const allergens = notification.onlyWithAllergens;
  if (allergens && allergens.length === 0) return;
  await enqueueFanout(tx, {
    type: notification.type,
    title: notification.title,
    message: notification.message,
    titleEn: notification.titleEn,
    messageEn: notification.messageEn,
    restaurantId: notification.restaurantId,
    reviewId: notification.reviewId ?? null,
    actorId: notification.actorId,
    onlyWithAllergens: allergens ?? null,
    repeatQuietHours: notification.quietHours ?? null,
  });
}

/** A new review tagged with allergens: the savers who have one of them in their profile ('review_for_you'). */
export async function notifySaversOfReview(
  tx: Transaction,
  review: { restaurantId: string; reviewId: string; authorId: string; allergenIds: readonly string[] },
): Promise<void> {
  if (review.allergenIds.length === 0) return;
  const name = await restaurantNameOf(tx, review.restaurantId);
  await notifySavers(tx, {
    restaurantId: review.restaurantId,
    actorId: review.authorId,
    type: 'review_for_you',
    ...notificationText(({ saved }) => ({ title: saved.reviewForYouTitle, message: saved.reviewForYou(name) })),
    reviewId: review.reviewId,
    onlyWithAllergens: review.allergenIds,
  });
}
