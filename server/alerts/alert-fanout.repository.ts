// SQL of the alert fan-out (migration 0033): a writer queues one job in its own
// transaction (whatever the number of recipients); the fan-out claims a job and
// expands it by keyset batches of its audience, each batch one INSERT … SELECT
// of bell rows with their outbox rows (alertsOfBell), committed together with
// the job's progress.
import { sql, type SQL } from 'drizzle-orm';
import { alertFanoutJobs, type NOTIFICATION_TYPES } from '../db/schema';
import { firstRowOf, rowsOf, type Executor } from '../db/query';
import type { Transaction } from '../db/client';
import { alertsOfBell } from './alerts.repository';

export type NewFanoutJob = {
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  /** The same in English (migration 0035). */
  titleEn: string;
  messageEn: string;
  restaurantId?: string | null;
  reviewId?: string | null;
  moderationActionId?: string | null;
  /** These users; without it, the savers of restaurantId. */
  userIds?: readonly string[];
  /** Savers: who made the change, never told about their own doing. */
  actorId?: string | null;
  /** Savers: only those who have one of these allergens in their profile. */
  onlyWithAllergens?: readonly string[] | null;
  /** Savers: those already told of this type about this restaurant within these hours are not told again. */
  repeatQuietHours?: number | null;
};

/** Queues the job in the writer's transaction; every server process hears of it at commit (alert_fanout channel). */
export async function enqueueFanout(tx: Executor, job: NewFanoutJob): Promise<string> {
  if (!job.userIds && !job.restaurantId) throw new Error('A fan-out job needs users or a restaurant.');
  const [row] = await tx
    .insert(alertFanoutJobs)
    .values({
      type: job.type,
      title: job.title,
      message: job.message,
      titleEn: job.titleEn,
      messageEn: job.messageEn,
      restaurantId: job.restaurantId ?? null,
      reviewId: job.reviewId ?? null,
      moderationActionId: job.moderationActionId ?? null,
      userIds: job.userIds ? [...job.userIds] : null,
      actorId: job.actorId ?? null,
      onlyWithAllergens: job.onlyWithAllergens ? [...job.onlyWithAllergens] : null,
      repeatQuietHours: job.repeatQuietHours ?? null,
    })
    .returning({ id: alertFanoutJobs.id });
  return row!.id;
}

/** Claims the oldest due job for `workerId` for `leaseMs` (each batch renews the lease); SKIP LOCKED keeps two workers apart. */
export async function claimFanoutJob(db: Executor, workerId: string, leaseMs: number): Promise<{ id: string; attempts: number } | undefined> {
  return firstRowOf(db, sql`UPDATE alert_fanout_jobs j
    SET next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}), claimed_by = ${workerId}, attempts = j.attempts + 1
    FROM (
      SELECT id FROM alert_fanout_jobs
      WHERE done_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
      ORDER BY next_attempt_at, created_at
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE j.id = due.id
    RETURNING j.id, j.attempts`);
}

/** A saver hears of one account's reaction reports on one venue at most once in this many hours. */
const INCIDENT_ALERTS_PER_REPORTER_HOURS = 24;

type LockedJob = {
  type: string;
  restaurant_id: string | null;
  after_user_id: string | null;
  is_listed: boolean;
  actor_id: string | null;
  has_allergens: boolean;
  repeat_quiet_hours: number | null;
};

export type FanoutBatch = { state: 'more' | 'done' | 'lost'; written: number };

const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * One batch of a claimed job, inside `tx`: locks the job (still ours, not
 * done), writes the bell rows of the next `batchSize` recipients after
 * after_user_id and their outbox rows, and moves after_user_id past them, so
 * a crash before the commit leaves neither rows nor progress. A row the job
 * already wrote for a user is skipped (unique fanout_job_id, user_id).
 */
export async function expandFanoutBatch(
  tx: Transaction,
  jobId: string,
  workerId: string,
  batchSize: number,
  leaseMs: number,
): Promise<FanoutBatch> {
  const job = await firstRowOf<LockedJob>(tx, sql`SELECT type, restaurant_id, after_user_id, user_ids IS NOT NULL AS is_listed, actor_id,
      only_with_allergens IS NOT NULL AS has_allergens, repeat_quiet_hours
    FROM alert_fanout_jobs WHERE id = ${jobId} AND claimed_by = ${workerId} AND done_at IS NULL AND failed_at IS NULL
    FOR UPDATE`);
  if (!job) return { state: 'lost', written: 0 };
  const after = job.after_user_id ?? NO_USER;
  let candidates: SQL;
  if (job.is_listed) {
    candidates = sql`SELECT u.id AS user_id FROM users u
      WHERE u.id = ANY((SELECT user_ids FROM alert_fanout_jobs WHERE id = ${jobId})::uuid[]) AND u.id > ${after}::uuid
      ORDER BY u.id LIMIT ${batchSize}`;
  } else {
    // Two jobs that must not repeat each other (a status told once a day) take turns on their restaurant.
    if (job.repeat_quiet_hours !== null) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`alert-fanout:${job.restaurant_id}`}))`);
    }
    const allergens = job.has_allergens
      ? sql` AND EXISTS (SELECT 1 FROM user_allergens ua WHERE ua.user_id = s.user_id
          AND ua.allergen_id = ANY((SELECT only_with_allergens FROM alert_fanout_jobs WHERE id = ${jobId})::uuid[]))`
      : sql``;
    const notRepeated =
      job.repeat_quiet_hours !== null
        ? sql` AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = s.user_id AND n.restaurant_id = s.restaurant_id
            AND n.type = (SELECT type FROM alert_fanout_jobs WHERE id = ${jobId})
            AND n.created_at > (SELECT created_at FROM alert_fanout_jobs WHERE id = ${jobId}) - make_interval(hours => ${job.repeat_quiet_hours}))`
        : sql``;
    // One account reporting, withdrawing and reporting again alerts a saver once a day (docs/product.md#alerts).
    const notRepeatedByReporter =
      job.type === 'incident_reported' && job.actor_id
        ? sql` AND NOT EXISTS (SELECT 1 FROM notifications n JOIN alert_fanout_jobs earlier ON earlier.id = n.fanout_job_id
            WHERE n.user_id = s.user_id AND n.restaurant_id = s.restaurant_id AND n.type = 'incident_reported'
            AND earlier.actor_id = ${job.actor_id}::uuid AND earlier.id <> ${jobId}::uuid
            AND n.created_at > (SELECT created_at FROM alert_fanout_jobs WHERE id = ${jobId}) - make_interval(hours => ${INCIDENT_ALERTS_PER_REPORTER_HOURS}))`
        : sql``;
    const notActor = job.actor_id ? sql` AND s.user_id <> ${job.actor_id}::uuid` : sql``;
    candidates = sql`SELECT s.user_id FROM saved_restaurants s
      WHERE s.restaurant_id = ${job.restaurant_id}::uuid AND s.user_id > ${after}::uuid
        AND s.created_at <= (SELECT created_at FROM alert_fanout_jobs WHERE id = ${jobId})${notActor}${allergens}${notRepeated}${notRepeatedByReporter}
      ORDER BY s.user_id LIMIT ${batchSize}`;
  }
  const [result] = await rowsOf<{ candidates: number; last_user_id: string | null; written: number }>(
    tx,
    sql`WITH candidates AS (${candidates}), bell AS (
      INSERT INTO notifications (user_id, type, title, message, title_en, message_en, review_id, restaurant_id, moderation_action_id, fanout_job_id, created_at)
      SELECT c.user_id, j.type, j.title, j.message, j.title_en, j.message_en, j.review_id, j.restaurant_id, j.moderation_action_id, j.id, j.created_at
      FROM candidates c CROSS JOIN alert_fanout_jobs j WHERE j.id = ${jobId}
      ORDER BY c.user_id
      ON CONFLICT (fanout_job_id, user_id) WHERE fanout_job_id IS NOT NULL DO NOTHING
      RETURNING id, user_id, type, title, message, title_en, message_en, restaurant_id, moderation_action_id
    ), ${alertsOfBell}
    SELECT (SELECT count(*) FROM candidates)::int AS candidates,
      (SELECT user_id FROM candidates ORDER BY user_id DESC LIMIT 1) AS last_user_id,
      (SELECT count(*) FROM bell)::int AS written`,
  );
  const seen = Number(result?.candidates ?? 0);
  const written = Number(result?.written ?? 0);
  const isDone = seen < batchSize;
  await tx.execute(sql`UPDATE alert_fanout_jobs
    SET after_user_id = coalesce(${result?.last_user_id ?? null}::uuid, after_user_id), written = written + ${written},
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}), done_at = ${isDone ? sql`now()` : sql`NULL`}, last_error = NULL
    WHERE id = ${jobId}`);
  return { state: isDone ? 'done' : 'more', written };
}

/** A failed batch: the job waits `delayMs` (its progress kept), or is given up after its last attempt. */
export async function scheduleFanoutRetry(db: Executor, jobId: string, workerId: string, error: string, delayMs: number, isLast: boolean) {
  await db.execute(sql`UPDATE alert_fanout_jobs
    SET next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}), last_error = ${error.slice(0, 500)},
      failed_at = ${isLast ? sql`now()` : sql`NULL`}
    WHERE id = ${jobId} AND claimed_by = ${workerId} AND done_at IS NULL`);
}

export type FanoutState = { pending: number; oldest_pending_seconds: number; failed: number; last_error: string | null };

/** Jobs not yet expanded (and how old the oldest is), jobs given up, and the latest failure. */
export async function fanoutState(db: Executor): Promise<FanoutState> {
  const row = await firstRowOf<FanoutState>(db, sql`SELECT
      (count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL))::int AS pending,
      coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE done_at IS NULL AND failed_at IS NULL)), 0)::float8 AS oldest_pending_seconds,
      (count(*) FILTER (WHERE failed_at IS NOT NULL))::int AS failed,
      (array_agg(last_error ORDER BY next_attempt_at DESC) FILTER (WHERE last_error IS NOT NULL AND done_at IS NULL))[1] AS last_error
    FROM alert_fanout_jobs WHERE done_at IS NULL`);
  return {
    pending: Number(row?.pending ?? 0),
    oldest_pending_seconds: Math.round(Number(row?.oldest_pending_seconds ?? 0)),
    failed: Number(row?.failed ?? 0),
    last_error: row?.last_error ?? null,
  };
}

/** Expanded jobs are kept `keepDays`, then deleted a bounded batch at a time (their bell rows stay). */
export async function purgeDoneFanoutJobs(db: Executor, keepDays: number, limit = 5000): Promise<void> {
  await db.execute(sql`DELETE FROM alert_fanout_jobs WHERE id IN (
      SELECT id FROM alert_fanout_jobs
      WHERE (done_at IS NOT NULL OR failed_at IS NOT NULL) AND coalesce(done_at, failed_at) < now() - make_interval(days => ${keepDays})
      LIMIT ${limit})`);
}
