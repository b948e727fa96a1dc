// SQL of moderation: the reported or moderated items (reviews, photos,
// restaurants, nicknames, users), reports, recorded actions and appeals.
import { and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ActionTarget, ModerationActionKind, ReportReason, ReportTarget } from '../../domain/moderation';
import type { Database, Transaction } from '../db/client';
import { moderationActions, moderationAppeals, moderationReports, profiles, restaurants, reviewPhotos, reviews, users } from '../db/schema';

type Executor = Database | Transaction;

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An item as a moderator sees it, and whose it is. */
export type TargetRow = {
  id: string;
  owner_id: string | null;
  restaurant_id: string | null;
  restaurant_name: string | null;
  /** What the item says: a review's comment, a photo's URL, a restaurant's address, a nickname. */
  text: string | null;
  rating: string | null;
  owner_nickname: string | null;
  hidden: boolean;
  locked: boolean;
  suspended_until: Date | string | null;
};

const TARGET_QUERIES: Record<ActionTarget, (id: string, lock: SQL) => SQL> = {
  review: (id, lock) => sql`SELECT rv.id, rv.user_id AS owner_id, rv.restaurant_id, r.name AS restaurant_name,
      rv.comment AS text, rv.rating, p.nickname AS owner_nickname, rv.hidden_at IS NOT NULL AS hidden, false AS locked, NULL AS suspended_until
    FROM reviews rv JOIN restaurants r ON r.id = rv.restaurant_id LEFT JOIN profiles p ON p.id = rv.user_id
    WHERE rv.id = ${id}${lock}`,
  photo: (id, lock) => sql`SELECT ph.id, rv.user_id AS owner_id, rv.restaurant_id, r.name AS restaurant_name,
      ph.photo_url AS text, NULL AS rating, p.nickname AS owner_nickname, ph.hidden_at IS NOT NULL AS hidden, false AS locked, NULL AS suspended_until
    FROM review_photos ph JOIN reviews rv ON rv.id = ph.review_id JOIN restaurants r ON r.id = rv.restaurant_id
    LEFT JOIN profiles p ON p.id = rv.user_id
    WHERE ph.id = ${id}${lock}`,
  restaurant: (id, lock) => sql`SELECT r.id, r.user_id AS owner_id, r.id AS restaurant_id, r.name AS restaurant_name,
      r.address || ', ' || r.city AS text, NULL AS rating, p.nickname AS owner_nickname,
      r.hidden_at IS NOT NULL AS hidden, r.locked_at IS NOT NULL AS locked, NULL AS suspended_until
    FROM restaurants r LEFT JOIN profiles p ON p.id = r.user_id
    WHERE r.id = ${id}${lock}`,
  profile: (id, lock) => sql`SELECT p.id, p.id AS owner_id, NULL AS restaurant_id, NULL AS restaurant_name,
      p.nickname AS text, NULL AS rating, p.nickname AS owner_nickname, p.nickname_hidden_at IS NOT NULL AS hidden, false AS locked, NULL AS suspended_until
    FROM profiles p WHERE p.id = ${id}${lock}`,
  user: (id, lock) => sql`SELECT u.id, u.id AS owner_id, NULL AS restaurant_id, NULL AS restaurant_name,
      p.nickname AS text, NULL AS rating, p.nickname AS owner_nickname, false AS hidden, false AS locked,
      CASE WHEN u.banned_until > now() THEN u.banned_until END AS suspended_until
    FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${id}${lock}`,
};

export async function findTarget(db: Executor, type: ActionTarget, id: string, options: { forUpdate?: boolean } = {}): Promise<TargetRow | undefined> {
  const lock = options.forUpdate ? sql` FOR UPDATE OF ${sql.raw(type === 'review' ? 'rv' : type === 'photo' ? 'ph' : type === 'restaurant' ? 'r' : type === 'profile' ? 'p' : 'u')}` : sql``;
  const [row] = await rowsOf<TargetRow>(db, TARGET_QUERIES[type](id, lock));
  return row;
}

/** Hides (or shows again) an item; the counters follow by trigger (migration 0016). */
export async function setHidden(tx: Executor, type: ReportTarget, id: string, hidden: boolean): Promise<void> {
  const at = hidden ? sql`now()` : null;
  if (type === 'review') await tx.update(reviews).set({ hiddenAt: at }).where(eq(reviews.id, id));
  if (type === 'photo') await tx.update(reviewPhotos).set({ hiddenAt: at }).where(eq(reviewPhotos.id, id));
  if (type === 'restaurant') await tx.update(restaurants).set({ hiddenAt: at }).where(eq(restaurants.id, id));
  if (type === 'profile') await tx.update(profiles).set({ nicknameHiddenAt: at }).where(eq(profiles.id, id));
}

export async function setLocked(tx: Executor, restaurantId: string, locked: boolean): Promise<void> {
  await tx.update(restaurants).set({ lockedAt: locked ? sql`now()` : null }).where(eq(restaurants.id, restaurantId));
}

// ---------------------------------------------------------------- reports

export async function countReportsSince(db: Executor, reporterId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moderationReports)
    .where(and(eq(moderationReports.reporterId, reporterId), gte(moderationReports.createdAt, since)));
  return row?.n ?? 0;
}

/** Null when the reporter already has an open report on the item (the partial unique index). */
export async function insertReport(
  db: Executor,
  values: { targetType: ReportTarget; targetId: string; reporterId: string; reason: ReportReason; details: string | null },
): Promise<{ id: string; created_at: Date } | null> {
  const [row] = await db
    .insert(moderationReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: moderationReports.id, created_at: moderationReports.createdAt });
  return row ?? null;
}

/** Closes the item's open reports with this action; returns their reporters. */
export async function resolveOpenReports(tx: Executor, type: ReportTarget, id: string, actionId: string): Promise<string[]> {
  const rows = await tx
    .update(moderationReports)
    .set({ status: 'resolved', resolvedActionId: actionId, resolvedAt: sql`now()` })
    .where(and(eq(moderationReports.targetType, type), eq(moderationReports.targetId, id), eq(moderationReports.status, 'open')))
    .returning({ reporterId: moderationReports.reporterId });
  return [...new Set(rows.map((r) => r.reporterId).filter((r): r is string => r !== null))];
}

export type OpenReportRow = {
  id: string;
  target_type: ReportTarget;
  target_id: string;
  reason: ReportReason;
  details: string | null;
  created_at: Date;
};

/** Open reports, oldest first (the queue groups them by item). */
export async function listOpenReports(db: Executor, limit: number): Promise<OpenReportRow[]> {
  return db
    .select({
      id: moderationReports.id,
      target_type: moderationReports.targetType,
      target_id: moderationReports.targetId,
      reason: moderationReports.reason,
      details: moderationReports.details,
      created_at: moderationReports.createdAt,
    })
    .from(moderationReports)
    .where(eq(moderationReports.status, 'open'))
    .orderBy(moderationReports.createdAt, moderationReports.id)
    .limit(limit);
}

// ---------------------------------------------------------------- actions

export type ActionRow = typeof moderationActions.$inferSelect;

export async function insertAction(
  tx: Executor,
  values: {
    targetType: ActionTarget;
    targetId: string;
    restaurantId: string | null;
    affectedUserId: string | null;
    moderatorId: string;
    action: ModerationActionKind;
    rule: string | null;
    reason: string;
    details?: Record<string, unknown>;
  },
): Promise<ActionRow> {
  const [row] = await tx.insert(moderationActions).values(values).returning();
  return row!;
}

export async function findAction(db: Executor, id: string): Promise<ActionRow | undefined> {
  const [row] = await db.select().from(moderationActions).where(eq(moderationActions.id, id)).limit(1);
  return row;
}

/** Actions by id, in one query (the queue's appeals and suspensions name up to a page of them). */
export async function findActions(db: Executor, ids: string[]): Promise<Map<string, ActionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(moderationActions).where(inArray(moderationActions.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Earlier actions on these items or on these users, newest first. */
export async function listHistory(
  db: Executor,
  targets: { type: ActionTarget; id: string }[],
  userIds: string[],
  limit = 20,
): Promise<ActionRow[]> {
  const conditions: SQL[] = targets.map((t) => and(eq(moderationActions.targetType, t.type), eq(moderationActions.targetId, t.id))!);
  if (userIds.length) conditions.push(inArray(moderationActions.affectedUserId, userIds));
  if (!conditions.length) return [];
  return db
    .select()
    .from(moderationActions)
    .where(or(...conditions))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
}

// ---------------------------------------------------------------- appeals

export type AppealRow = typeof moderationAppeals.$inferSelect;

export async function findAppealOfAction(db: Executor, actionId: string): Promise<AppealRow | undefined> {
  const [row] = await db.select().from(moderationAppeals).where(eq(moderationAppeals.actionId, actionId)).limit(1);
  return row;
}

export async function findAppeal(db: Executor, id: string, options: { forUpdate?: boolean } = {}): Promise<AppealRow | undefined> {
  const query = db.select().from(moderationAppeals).where(eq(moderationAppeals.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Null when the action already has its appeal. */
export async function insertAppeal(db: Executor, values: { actionId: string; userId: string; text: string }): Promise<AppealRow | null> {
  const [row] = await db.insert(moderationAppeals).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listOpenAppeals(db: Executor, limit: number): Promise<AppealRow[]> {
  return db
    .select()
    .from(moderationAppeals)
    .where(eq(moderationAppeals.status, 'open'))
    .orderBy(moderationAppeals.createdAt, moderationAppeals.id)
    .limit(limit);
}

export async function decideAppeal(
  tx: Executor,
  id: string,
  values: { status: 'upheld' | 'reversed'; decidedBy: string; decisionReason: string },
): Promise<void> {
  await tx
    .update(moderationAppeals)
    .set({ ...values, decidedAt: sql`now()` })
    .where(and(eq(moderationAppeals.id, id), eq(moderationAppeals.status, 'open')));
}

export async function findUserEmail(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

// ---------------------------------------------------------------- suspensions

export type SuspensionRow = {
  user_id: string;
  nickname: string | null;
  banned_until: Date | string;
  action_id: string | null;
  moderator_nickname: string | null;
};

/**
 * Users suspended now, the longest suspension first, each with the moderator's
 * suspension that is running: the latest one, if no lifting came after it and
 * it has not ended (none when the running ban is an operator's, through the
 * admin API, even after an earlier suspension by a moderator).
 */
export async function listSuspendedUsers(db: Executor, limit: number): Promise<SuspensionRow[]> {
  return rowsOf<SuspensionRow>(
    db,
    sql`SELECT u.id AS user_id, p.nickname, u.banned_until, a.id AS action_id, mp.nickname AS moderator_nickname
      FROM users u
      LEFT JOIN profiles p ON p.id = u.id
      LEFT JOIN LATERAL (SELECT x.id, x.moderator_id FROM moderation_actions x
        WHERE x.target_type = 'user' AND x.target_id = u.id AND x.action = 'suspend'
          AND (x.details->>'indefinite' = 'true' OR (x.details->>'until')::timestamptz > now())
          AND NOT EXISTS (SELECT 1 FROM moderation_actions y
            WHERE y.target_type = 'user' AND y.target_id = u.id AND y.action = 'unsuspend' AND y.created_at > x.created_at)
        ORDER BY x.created_at DESC, x.id DESC LIMIT 1) a ON true
      LEFT JOIN profiles mp ON mp.id = a.moderator_id
      WHERE u.banned_until > now()
      ORDER BY u.banned_until DESC, u.id
      LIMIT ${limit}`,
  );
}
