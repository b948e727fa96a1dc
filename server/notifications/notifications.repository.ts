// SQL of notifications. Every read and write names the owner: a user reaches
// only their own rows, whatever id they send.
import { and, desc, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '../../domain/i18n/language';
import { NOTIFICATIONS_LIMIT } from '../../domain/limits';
import type { NotificationItem } from '../../domain/realtime';
import type { Executor } from '../db/query';
import { notifications, reviews } from '../db/schema';
import { enqueueFanout } from '../alerts/alert-fanout.repository';
import type { NotificationText } from './notification-text';

export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  | 'userId'
  | 'type'
  | 'title'
  | 'message'
  | 'titleEn'
  | 'messageEn'
  | 'reviewId'
  | 'moderationActionId'
  | 'actorId'
  | 'messageWithoutActor'
  | 'messageWithoutActorEn'
>;

/** A text in the reader's language: the English one when there is one (rows written before migration 0035 have none). */
const textIn = (language: Language, italian: SQL | AnyColumn, english: SQL | AnyColumn) =>
  language === 'en' ? sql`coalesce(${english}, ${italian})` : sql`${italian}`;

/** A notification's title in the reader's language. */
export const titleIn = (language: Language) => sql<string>`${textIn(language, notifications.title, notifications.titleEn)}`;

/**
 * The text as the owner may read it now: a message that names someone
 * (a voter) names nobody while a moderator keeps that nickname hidden or once
 * that account is deleted (actor_id emptied), and names them again on restore.
 */
export const visibleMessageIn = (language: Language) => sql<string>`CASE WHEN ${notifications.messageWithoutActor} IS NOT NULL AND (${notifications.actorId} IS NULL
  OR EXISTS (SELECT 1 FROM profiles actor WHERE actor.id = ${notifications.actorId} AND actor.nickname_hidden_at IS NOT NULL))
  THEN ${textIn(language, notifications.messageWithoutActor, notifications.messageWithoutActorEn)}
  ELSE ${textIn(language, notifications.message, notifications.messageEn)} END`;

/**
 * Hidden content (docs/product.md#moderation) is gone from the bell too: a
 * notification about a hidden review, a review of a hidden restaurant or a
 * hidden restaurant is left out of every read and write below, so it comes
 * back as it was on restore. Moderation notices are about the hidden item by
 * design and always stay. Both subqueries are primary-key lookups per row the
 * user's own index already picked.
 */
const aboutVisibleContent = sql`(${notifications.type} = 'moderation' OR (
  NOT EXISTS (SELECT 1 FROM reviews hidden_rv JOIN restaurants hidden_rv_r ON hidden_rv_r.id = hidden_rv.restaurant_id
    WHERE hidden_rv.id = ${notifications.reviewId} AND (hidden_rv.hidden_at IS NOT NULL OR hidden_rv_r.hidden_at IS NOT NULL))
  AND NOT EXISTS (SELECT 1 FROM restaurants hidden_r WHERE hidden_r.id = ${notifications.restaurantId} AND hidden_r.hidden_at IS NOT NULL)))`;

export async function insertNotification(tx: Executor, values: NewNotification): Promise<void> {
  await tx.insert(notifications).values(values);
}

/**
 * The same notification of an alert type (a moderation decision) to each of
 * these users: one fan-out job, expanded into bell rows and their alerts
 * moments after the commit (server/alerts/alert-fanout.ts).
 */
export async function queueAlertingNotification(
  tx: Executor,
  values: Pick<NewNotification, 'type' | 'moderationActionId'> & NotificationText & { userIds: readonly string[] },
): Promise<void> {
  if (values.userIds.length === 0) return;
  await enqueueFanout(tx, {
    type: values.type,
    title: values.title,
    message: values.message,
    titleEn: values.titleEn,
    messageEn: values.messageEn,
    moderationActionId: values.moderationActionId ?? null,
    userIds: values.userIds,
  });
}

/**
 * `restaurant_id` of the review, so the bell opens it without another call, or
 * the restaurant the notification is about (a report, a status change; migration 0014).
 */
const notificationColumns = (language: Language) => ({
  id: notifications.id,
  type: notifications.type,
  title: titleIn(language),
  message: visibleMessageIn(language),
  review_id: notifications.reviewId,
  moderation_action_id: notifications.moderationActionId,
  restaurant_id: sql<string | null>`coalesce(${reviews.restaurantId}, ${notifications.restaurantId})`,
  read_at: notifications.readAt,
  created_at: notifications.createdAt,
});

export type NotificationRow = Omit<NotificationItem, 'read_at' | 'created_at'> & { read_at: Date | null; created_at: Date };

export async function latestNotifications(db: Executor, userId: string, language: Language): Promise<NotificationRow[]> {
  return db
    .select(notificationColumns(language))
    .from(notifications)
    .leftJoin(reviews, eq(reviews.id, notifications.reviewId))
    .where(and(eq(notifications.userId, userId), aboutVisibleContent))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT);
}

export async function findNotification(db: Executor, userId: string, id: string, language: Language): Promise<NotificationRow | null> {
  const [row] = await db
    .select(notificationColumns(language))
    .from(notifications)
    .leftJoin(reviews, eq(reviews.id, notifications.reviewId))
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), aboutVisibleContent));
  return row ?? null;
}

export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), aboutVisibleContent));
  return Number(row?.count ?? 0);
}

/** Marks one of the user's notifications read (keeping the first read time); false when it is not theirs or is hidden. */
export async function markRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), aboutVisibleContent))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), aboutVisibleContent))
    .returning({ id: notifications.id });
  return rows.length;
}
