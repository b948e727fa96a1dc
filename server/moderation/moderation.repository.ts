// SQL of moderation: the reported or moderated items (reviews, photos,
// restaurants, nicknames, users), reports, recorded actions and appeals.
import { and, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  BURST_CONTRIBUTIONS,
  BURST_LOOKBACK_DAYS,
  BURST_WINDOW_HOURS,
  NEW_ACCOUNT_HOURS,
  type ActionTarget,
  type BurstKind,
  type ContributionKind,
  type ModerationActionKind,
  type ReportReason,
  type ReportTarget,
} from '../../domain/moderation';
import { incidentIsOpenSql } from '../incidents/open-incidents.repository';
import {
  incidentReports,
  moderationActions,
  moderationAppeals,
  moderationReports,
  practiceStances,
  profiles,
  restaurants,
  reviewPhotos,
  reviews,
  users,
  venueStatusReports,
} from '../db/schema';
import { rowsOf, type Executor } from '../db/query';

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
  // What a reaction report says: its dishes and free text (the allergens and severity are on the restaurant's page).
  incident: (id, lock) => sql`SELECT ir.id, ir.user_id AS owner_id, ir.restaurant_id, r.name AS restaurant_name,
      concat_ws(' — ', ir.dishes, ir.details) AS text, ir.severity AS rating, p.nickname AS owner_nickname,
      ir.hidden_at IS NOT NULL AS hidden, false AS locked, NULL AS suspended_until
    FROM incident_reports ir JOIN restaurants r ON r.id = ir.restaurant_id LEFT JOIN profiles p ON p.id = ir.user_id
    WHERE ir.id = ${id}${lock}`,
  practice_stance: (id, lock) => sql`SELECT ps.id, ps.user_id AS owner_id, ps.restaurant_id, r.name AS restaurant_name,
      ps.practice || ': ' || ps.stance AS text, NULL AS rating, p.nickname AS owner_nickname,
      ps.hidden_at IS NOT NULL AS hidden, false AS locked, NULL AS suspended_until
    FROM practice_stances ps JOIN restaurants r ON r.id = ps.restaurant_id LEFT JOIN profiles p ON p.id = ps.user_id
    WHERE ps.id = ${id}${lock}`,
  status_claim: (id, lock) => sql`SELECT vs.id, vs.user_id AS owner_id, vs.restaurant_id, r.name AS restaurant_name,
      concat_ws(' ', vs.status, to_char(vs.change_date, 'YYYY-MM-DD')) AS text, NULL AS rating, p.nickname AS owner_nickname,
      vs.hidden_at IS NOT NULL AS hidden, false AS locked, NULL AS suspended_until
    FROM venue_status_reports vs JOIN restaurants r ON r.id = vs.restaurant_id LEFT JOIN profiles p ON p.id = vs.user_id
    WHERE vs.id = ${id}${lock}`,
  user: (id, lock) => sql`SELECT u.id, u.id AS owner_id, NULL AS restaurant_id, NULL AS restaurant_name,
      p.nickname AS text, NULL AS rating, p.nickname AS owner_nickname, false AS hidden, false AS locked,
      CASE WHEN u.banned_until > now() THEN u.banned_until END AS suspended_until
    FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${id}${lock}`,
};

/** The table alias of each target's query, whose row an action locks. */
const LOCKED_ALIAS: Record<ActionTarget, string> = {
  review: 'rv',
  photo: 'ph',
  restaurant: 'r',
  profile: 'p',
  incident: 'ir',
  practice_stance: 'ps',
  status_claim: 'vs',
  user: 'u',
};

export async function findTarget(db: Executor, type: ActionTarget, id: string, options: { forUpdate?: boolean } = {}): Promise<TargetRow | undefined> {
  const lock = options.forUpdate ? sql` FOR UPDATE OF ${sql.raw(LOCKED_ALIAS[type])}` : sql``;
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
  if (type === 'incident') await tx.update(incidentReports).set({ hiddenAt: at }).where(eq(incidentReports.id, id));
  if (type === 'practice_stance') await tx.update(practiceStances).set({ hiddenAt: at }).where(eq(practiceStances.id, id));
  if (type === 'status_claim') await tx.update(venueStatusReports).set({ hiddenAt: at }).where(eq(venueStatusReports.id, id));
}

/**
 * What a set-aside hid of an account, recorded in its action so that
 * reinstating shows again exactly that (what a moderator had hidden before
 * stays hidden): reviews, reaction reports, practice stances, and status
 * claims with their restaurants (whose statuses are then decided again).
 */
export type SetAside = {
  reviews: string[];
  incidents: string[];
  practice_stances: string[];
  status_claims: { id: string; restaurant_id: string }[];
};

/** The tables of an account's contributions, each with a hidden state that every signal leaves out. */
const CONTRIBUTION_TABLES = { reviews: 'reviews', incidents: 'incident_reports', practice_stances: 'practice_stances', status_claims: 'venue_status_reports' } as const;

/** Hides every visible contribution of the account; the counters and scores follow by trigger. */
export async function setAsideContributions(tx: Executor, userId: string): Promise<SetAside> {
  const hide = (table: string) =>
    rowsOf<{ id: string; restaurant_id: string }>(
      tx,
      sql`UPDATE ${sql.raw(table)} SET hidden_at = now() WHERE user_id = ${userId} AND hidden_at IS NULL RETURNING id, restaurant_id`,
    );
  const ids = async (table: string) => (await hide(table)).map((row) => row.id);
  return {
    reviews: await ids(CONTRIBUTION_TABLES.reviews),
    incidents: await ids(CONTRIBUTION_TABLES.incidents),
    practice_stances: await ids(CONTRIBUTION_TABLES.practice_stances),
    status_claims: await hide(CONTRIBUTION_TABLES.status_claims),
  };
}

/** Shows again what a set-aside hid; the counters and scores follow by trigger. */
export async function reinstateContributions(tx: Executor, userId: string, setAside: SetAside): Promise<void> {
  const show = async (table: string, ids: string[]) => {
    if (ids.length === 0) return;
    const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
    await tx.execute(sql`UPDATE ${sql.raw(table)} SET hidden_at = NULL WHERE user_id = ${userId} AND id IN (${list})`);
  };
  await show(CONTRIBUTION_TABLES.reviews, setAside.reviews);
  await show(CONTRIBUTION_TABLES.incidents, setAside.incidents);
  await show(CONTRIBUTION_TABLES.practice_stances, setAside.practice_stances);
  await show(CONTRIBUTION_TABLES.status_claims, setAside.status_claims.map((claim) => claim.id));
}

/** The latest set-aside of the account that no reinstatement followed, or none. */
export async function findOpenSetAside(db: Executor, userId: string): Promise<ActionRow | undefined> {
  const [row] = await db
    .select()
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.targetType, 'user'),
        eq(moderationActions.targetId, userId),
        inArray(moderationActions.action, ['set_aside', 'reinstate']),
      ),
    )
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(1);
  return row?.action === 'set_aside' ? row : undefined;
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

/** The user's email address and the language they chose (null when never chosen). */
export async function findUserEmail(db: Executor, userId: string): Promise<{ email: string | null; language: string | null } | null> {
  const [row] = await db
    .select({ email: users.email, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
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

// ---------------------------------------------------------------- bursts

export type BurstRow = {
  kind: BurstKind;
  user_id: string;
  nickname: string | null;
  account_created_at: Date | string;
  restaurant_id: string;
  restaurant_name: string;
  /** The contributions that make the flag, oldest first. */
  contributions: { kind: ContributionKind; at: string }[];
};

/**
 * The burst flags of the queue (domain/moderation.ts): per account and venue,
 * the busiest BURST_WINDOW_HOURS of its visible contributions when they are
 * more than BURST_CONTRIBUTIONS, and contributions made in the account's first
 * NEW_ACCOUNT_HOURS to a venue that has an open reaction alert now.
 */
export async function listBursts(db: Executor, limit: number): Promise<BurstRow[]> {
  const window = sql.raw(`interval '${BURST_WINDOW_HOURS} hours'`);
  const since = sql.raw(`now() - interval '${BURST_LOOKBACK_DAYS} days'`);
  const youngFor = sql.raw(`interval '${NEW_ACCOUNT_HOURS} hours'`);
  return rowsOf<BurstRow>(
    db,
    sql`WITH c AS (
        SELECT user_id, restaurant_id, created_at AS at, 'review' AS kind FROM reviews WHERE created_at > ${since} AND hidden_at IS NULL
        UNION ALL SELECT user_id, restaurant_id, created_at, 'incident' FROM incident_reports WHERE created_at > ${since} AND hidden_at IS NULL
        UNION ALL SELECT user_id, restaurant_id, stated_at, 'practice' FROM practice_stances WHERE stated_at > ${since} AND hidden_at IS NULL
        UNION ALL SELECT user_id, restaurant_id, created_at, 'status' FROM venue_status_reports WHERE created_at > ${since} AND hidden_at IS NULL
      ), counted AS (
        SELECT user_id, restaurant_id, at,
          count(*) OVER (PARTITION BY user_id, restaurant_id ORDER BY at RANGE BETWEEN CURRENT ROW AND ${window} FOLLOWING) AS n
        FROM c
      ), flags AS (
        SELECT * FROM (SELECT DISTINCT ON (user_id, restaurant_id) 'many_contributions' AS kind, user_id, restaurant_id,
            at AS starts_at, at + ${window} AS ends_at
          FROM counted WHERE n > ${BURST_CONTRIBUTIONS} ORDER BY user_id, restaurant_id, n DESC, at) many
        UNION ALL
        SELECT 'new_account_on_alert', c.user_id, c.restaurant_id, min(c.at), max(c.at) + interval '1 microsecond'
          FROM c JOIN users u ON u.id = c.user_id
          WHERE c.at < u.created_at + ${youngFor}
            AND EXISTS (SELECT 1 FROM incident_reports ir WHERE ir.restaurant_id = c.restaurant_id AND ${incidentIsOpenSql('ir')})
          GROUP BY c.user_id, c.restaurant_id
      )
      SELECT f.kind, f.user_id, CASE WHEN p.nickname_hidden_at IS NULL THEN p.nickname END AS nickname, u.created_at AS account_created_at,
        f.restaurant_id, r.name AS restaurant_name,
        (SELECT json_agg(json_build_object('kind', c.kind, 'at', c.at) ORDER BY c.at) FROM c
          WHERE c.user_id = f.user_id AND c.restaurant_id = f.restaurant_id AND c.at >= f.starts_at AND c.at < f.ends_at) AS contributions
      FROM flags f JOIN users u ON u.id = f.user_id JOIN restaurants r ON r.id = f.restaurant_id
      LEFT JOIN profiles p ON p.id = f.user_id
      ORDER BY f.starts_at DESC, f.user_id, f.restaurant_id, f.kind
      LIMIT ${limit}`,
  );
}

/** Accounts whose contributions are set aside now, the latest first, with that action. */
export async function listSetAsideAccounts(db: Executor, limit: number): Promise<{ nickname: string | null; action_id: string }[]> {
  return rowsOf<{ nickname: string | null; action_id: string }>(
    db,
    sql`SELECT p.nickname, a.id AS action_id FROM moderation_actions a LEFT JOIN profiles p ON p.id = a.target_id
      WHERE a.target_type = 'user' AND a.action = 'set_aside' AND NOT EXISTS (SELECT 1 FROM moderation_actions later
        WHERE later.target_type = 'user' AND later.target_id = a.target_id AND later.action IN ('set_aside', 'reinstate')
          AND (later.created_at, later.id) > (a.created_at, a.id))
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${limit}`,
  );
}

// ---------------------------------------------------------------- the account's own data

/** What the account gave to moderation and was told by it, for its data export. */
export async function findModerationExport(db: Executor, userId: string) {
  const reportsFiled = await db
    .select({
      targetType: moderationReports.targetType,
      targetId: moderationReports.targetId,
      reason: moderationReports.reason,
      details: moderationReports.details,
      status: moderationReports.status,
      createdAt: moderationReports.createdAt,
      resolvedAt: moderationReports.resolvedAt,
    })
    .from(moderationReports)
    .where(eq(moderationReports.reporterId, userId))
    .orderBy(moderationReports.createdAt, moderationReports.id);
  const decisions = await db
    .select()
    .from(moderationActions)
    .where(eq(moderationActions.affectedUserId, userId))
    .orderBy(moderationActions.createdAt, moderationActions.id);
  const appeals = await db
    .select()
    .from(moderationAppeals)
    .where(eq(moderationAppeals.userId, userId))
    .orderBy(moderationAppeals.createdAt, moderationAppeals.id);
  return { reportsFiled, decisions, appeals };
}

/**
 * Account deletion: the text of the reports the account filed goes (their
 * reporter is emptied by the foreign key), and the decisions about it keep
 * what moderation needs (action, rule, reason, when, on which item) without
 * the account's words or what a set-aside listed of it. Its appeals go with it
 * (CASCADE).
 */
export async function eraseModerationTextOf(tx: Executor, userId: string): Promise<void> {
  await tx.update(moderationReports).set({ details: null }).where(eq(moderationReports.reporterId, userId));
  await tx
    .update(moderationActions)
    .set({ details: sql`${moderationActions.details} - 'what' - 'set_aside'` })
    .where(eq(moderationActions.affectedUserId, userId));
}

/** Whether a moderator locked the restaurant (docs/product.md#moderation): it then refuses edits. */
export async function isRestaurantLocked(db: Executor, restaurantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNotNull(restaurants.lockedAt)))
    .limit(1);
  return row !== undefined;
}
