// SQL of the alert outbox (migration 0028): the outbox rows that go with bell
// rows (written by the fan-out, alert-fanout.repository.ts), and the worker's
// claim, outcome and statistics queries.
import { sql } from 'drizzle-orm';
import { ALERT_TYPES, DEFAULT_ALERT_PREFERENCES, DEFAULT_TIME_ZONE, EMAIL_ALERT_TYPES } from '../../domain/alerts';
import { DEFAULT_LANGUAGE } from '../../domain/i18n/language';
import { WEB_ROUTES } from '../../domain/web-routes';
import { rowsOf, type Executor } from '../db/query';
import type { AlertChannel } from '../db/schema';

const alertTypeList = sql.join(
  ALERT_TYPES.map((type) => sql`${type}`),
  sql`, `,
);
const enabledTypes = (choice: Record<string, boolean>) =>
  sql.raw(`ARRAY[${Object.entries(choice).filter(([, isOn]) => isOn).map(([type]) => `'${type}'`).join(', ')}]::text[]`);
const DEFAULT_PUSH_TYPES = enabledTypes(DEFAULT_ALERT_PREFERENCES.push);
const DEFAULT_EMAIL_TYPES = enabledTypes(DEFAULT_ALERT_PREFERENCES.email);
const emailTypeList = sql.join(
  EMAIL_ALERT_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

const titleInRecipientLanguage = sql`CASE WHEN p.language = 'en' THEN coalesce(b.title_en, b.title) ELSE b.title END`;
const messageInRecipientLanguage = sql`CASE WHEN p.language = 'en' THEN coalesce(b.message_en, b.message) ELSE b.message END`;

const restaurantPath = WEB_ROUTES.restaurantDetail.replace(':restaurantId', '');
const decisionPath = WEB_ROUTES.decision.replace(':actionId', '');

/**
 * The outbox rows of the bell rows a statement just wrote: `WITH bell AS
 * (INSERT INTO notifications … RETURNING …)` followed by these two CTEs queues
 * a push to every device of every recipient of an alert type who wants that
 * type by push (their alert_preferences, else the defaults), held until their
 * quiet hours end unless it is a reaction report they let through, and an
 * email to each who wants that type by email (confirmed addresses only): one
 * statement whatever the number of recipients. Each is worded in the
 * recipient's chosen language (the bell row's English text for English,
 * migration 0035; Italian otherwise), which the email's payload carries for
 * the lines around it.
 */
export const alertsOfBell = sql`push AS (
      INSERT INTO alert_outbox (channel, user_id, notification_id, subscription_id, recipient, payload, urgency, next_attempt_at)
      SELECT 'push', b.user_id, b.id, ps.id, ps.endpoint,
        jsonb_build_object('title', ${titleInRecipientLanguage}, 'body', ${messageInRecipientLanguage}, 'type', b.type, 'tag', b.type || ':' || coalesce(b.restaurant_id, b.moderation_action_id, b.id)::text,
          'url', CASE WHEN b.restaurant_id IS NOT NULL THEN ${restaurantPath}::text || b.restaurant_id::text
                      WHEN b.moderation_action_id IS NOT NULL THEN ${decisionPath}::text || b.moderation_action_id::text
                      ELSE '/' END),
        CASE WHEN b.type = 'incident_reported' THEN 'high' ELSE 'normal' END,
        CASE WHEN b.type = 'incident_reported' AND coalesce(ap.incidents_during_quiet_hours, true) THEN now()
             ELSE alert_release_at(ap.quiet_start_minute, ap.quiet_end_minute, coalesce(ap.time_zone, ${DEFAULT_TIME_ZONE}), now()) END
      FROM bell b
      JOIN push_subscriptions ps ON ps.user_id = b.user_id
      LEFT JOIN alert_preferences ap ON ap.user_id = b.user_id
      LEFT JOIN profiles p ON p.id = b.user_id
      WHERE b.type IN (${alertTypeList}) AND b.type = ANY(coalesce(ap.push_types, ${DEFAULT_PUSH_TYPES}))
    ), email AS (
      INSERT INTO alert_outbox (channel, user_id, notification_id, recipient, payload)
      SELECT 'email', b.user_id, b.id, u.email,
        jsonb_build_object('title', ${titleInRecipientLanguage}, 'body', ${messageInRecipientLanguage}, 'type', b.type,
          'language', coalesce(p.language, ${DEFAULT_LANGUAGE}::text),
          'url', CASE WHEN b.restaurant_id IS NOT NULL THEN ${restaurantPath}::text || b.restaurant_id::text ELSE '/' END)
      FROM bell b
      JOIN users u ON u.id = b.user_id
      LEFT JOIN alert_preferences ap ON ap.user_id = b.user_id
      LEFT JOIN profiles p ON p.id = b.user_id
      WHERE b.type IN (${emailTypeList}) AND u.email IS NOT NULL AND u.email_confirmed_at IS NOT NULL
        AND b.type = ANY(coalesce(ap.email_types, ${DEFAULT_EMAIL_TYPES}))
    )`;

/**
 * An email its writer worded whole (a moderation decision's statement of
 * reasons), queued in the writer's transaction: it leaves after the commit,
 * by the worker, like an alert email.
 */
export async function queueWrittenEmail(
  db: Executor,
  email: { userId: string; recipient: string; payload: { type: string; subject: string; text: string; html: string; link: string } },
): Promise<void> {
  await db.execute(sql`INSERT INTO alert_outbox (channel, user_id, recipient, payload)
    VALUES ('email', ${email.userId}::uuid, ${email.recipient}, ${JSON.stringify(email.payload)}::jsonb)`);
}

export type ClaimedAlert = {
  id: string;
  channel: AlertChannel;
  user_id: string;
  subscription_id: string | null;
  recipient: string;
  payload: Record<string, unknown>;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  attempts: number;
  created_at: Date;
  /** The device's keys (push): the payload is encrypted for them. */
  p256dh: string | null;
  auth: string | null;
};

/**
 * Claims up to `limit` due messages for `workerId`: each becomes invisible to
 * other workers for `leaseMs` (its next_attempt_at moves forward), long enough
 * to send it; a worker that dies meanwhile leaves it due again when the lease
 * ends. SKIP LOCKED: two workers claiming at once take different rows.
 */
export async function claimDueAlerts(db: Executor, workerId: string, limit: number, leaseMs: number): Promise<ClaimedAlert[]> {
  return rowsOf<ClaimedAlert>(db, sql`UPDATE alert_outbox o
    SET next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000}), claimed_by = ${workerId}, attempts = o.attempts + 1
    FROM (
      SELECT id, subscription_id FROM alert_outbox
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) due
    LEFT JOIN push_subscriptions ps ON ps.id = due.subscription_id
    WHERE o.id = due.id
    RETURNING o.id, o.channel, o.user_id, o.subscription_id, o.recipient, o.payload, o.urgency, o.attempts, o.created_at, ps.p256dh, ps.auth`);
}

const idArray = (ids: readonly string[]) => sql`ARRAY[${sql.join(
  ids.map((id) => sql`${id}::uuid`),
  sql`, `,
)}]`;

export async function markAlertsSent(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`UPDATE alert_outbox SET sent_at = now(), last_error = NULL WHERE id = ANY(${idArray(ids)}) AND sent_at IS NULL`);
  await db.execute(sql`UPDATE push_subscriptions SET last_sent_at = now()
    WHERE id IN (SELECT subscription_id FROM alert_outbox WHERE id = ANY(${idArray(ids)}) AND subscription_id IS NOT NULL)`);
}

/** Tried again after `delayMs` (the lease is replaced by the retry time). */
export async function scheduleAlertRetry(db: Executor, id: string, error: string, delayMs: number): Promise<void> {
  await db.execute(sql`UPDATE alert_outbox SET next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}), last_error = ${error.slice(0, 500)}
    WHERE id = ${id} AND sent_at IS NULL`);
}

/** Never tried again: refused for good, or out of attempts. */
export async function abandonAlert(db: Executor, id: string, error: string): Promise<void> {
  await db.execute(sql`UPDATE alert_outbox SET failed_at = now(), last_error = ${error.slice(0, 500)} WHERE id = ${id} AND sent_at IS NULL`);
}

/** A push service says the subscription is gone (404/410): the device and its queued pushes go. */
export async function removeSubscription(db: Executor, subscriptionId: string): Promise<void> {
  await db.execute(sql`DELETE FROM push_subscriptions WHERE id = ${subscriptionId}`);
}

export type OutboxChannelState = {
  channel: AlertChannel;
  pending: number;
  oldest_pending_seconds: number;
  retrying: number;
  last_error: string | null;
  /** Given up (refused for good, or out of attempts) in the last `keepDays` days. */
  abandoned: number;
};

/**
 * What waits, per channel: how many, the oldest one's age, how many already
 * failed once, and the latest failure; and how many were given up in the
 * last `keepDays` days, the days they are kept. A fixed window rather than
 * "not yet deleted": the count then does not hang on when the hourly purge
 * last ran, or whether this instance runs a worker at all.
 */
export async function outboxState(db: Executor, keepDays: number): Promise<OutboxChannelState[]> {
  const states = await rowsOf<OutboxChannelState>(db, sql`SELECT channel,
      coalesce(w.pending, 0) AS pending, coalesce(w.oldest_pending_seconds, 0) AS oldest_pending_seconds,
      coalesce(w.retrying, 0) AS retrying, w.last_error, coalesce(a.abandoned, 0) AS abandoned
    FROM (
      SELECT channel, count(*)::int AS pending,
        extract(epoch FROM now() - min(created_at))::float8 AS oldest_pending_seconds,
        (count(*) FILTER (WHERE last_error IS NOT NULL))::int AS retrying,
        (array_agg(last_error ORDER BY next_attempt_at DESC) FILTER (WHERE last_error IS NOT NULL))[1] AS last_error
      FROM alert_outbox WHERE sent_at IS NULL AND failed_at IS NULL
      GROUP BY channel
    ) w
    FULL JOIN (
      SELECT channel, count(*)::int AS abandoned
      FROM alert_outbox WHERE sent_at IS NULL AND failed_at > now() - make_interval(days => ${keepDays})
      GROUP BY channel
    ) a USING (channel)
    ORDER BY channel`);
  return states.map((row) => ({
    ...row,
    pending: Number(row.pending),
    retrying: Number(row.retrying),
    abandoned: Number(row.abandoned),
    oldest_pending_seconds: Math.round(Number(row.oldest_pending_seconds)),
  }));
}

/** Sent and abandoned messages are kept `keepDays` for support, then deleted, a bounded batch at a time. */
export async function purgeDoneAlerts(db: Executor, keepDays: number, limit = 5000): Promise<number> {
  const result = await db.execute(sql`DELETE FROM alert_outbox WHERE id IN (
      SELECT id FROM alert_outbox
      WHERE (sent_at IS NOT NULL OR failed_at IS NOT NULL) AND coalesce(sent_at, failed_at) < now() - make_interval(days => ${keepDays})
      LIMIT ${limit})`);
  return Number((result as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
}
