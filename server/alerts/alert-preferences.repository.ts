// SQL of alert preferences (migration 0029): one row per user who chose, read
// and written by that user only.
import { eq, sql } from 'drizzle-orm';
import { ALERT_TYPES, DEFAULT_ALERT_PREFERENCES, EMAIL_CHOICES, type EmailChoice } from '../../domain/alerts';
import type { Database } from '../db/client';
import type { Executor } from '../db/query';
import { alertPreferences } from '../db/schema';

export type DbAlertPreferences = typeof alertPreferences.$inferSelect;

export async function findAlertPreferences(db: Executor, userId: string): Promise<DbAlertPreferences | undefined> {
  const [row] = await db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId));
  return row;
}

export async function saveAlertPreferences(db: Executor, values: Omit<DbAlertPreferences, 'updatedAt'>): Promise<void> {
  const { userId: _owner, ...choices } = values;
  await db
    .insert(alertPreferences)
    .values(values)
    .onConflictDoUpdate({ target: alertPreferences.userId, set: { ...choices, updatedAt: new Date() } });
}

const textArray = (values: readonly string[]) =>
  values.length === 0 ? sql`ARRAY[]::text[]` : sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/**
 * Stops emails of `type` to the user (the defaults otherwise kept, for someone
 * who never chose), and drops those still waiting. Nothing for an account that
 * no longer exists.
 */
export async function stopEmailsOfType(db: Database, userId: string, type: EmailChoice): Promise<void> {
  const pushDefaults = ALERT_TYPES.filter((candidate) => DEFAULT_ALERT_PREFERENCES.push[candidate]);
  const emailDefaults = EMAIL_CHOICES.filter((candidate) => DEFAULT_ALERT_PREFERENCES.email[candidate] && candidate !== type);
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO alert_preferences (user_id, push_types, email_types)
      SELECT id, ${textArray(pushDefaults)}, ${textArray(emailDefaults)} FROM users WHERE id = ${userId}
      ON CONFLICT (user_id) DO UPDATE SET email_types = array_remove(alert_preferences.email_types, ${type}::text), updated_at = now()`);
    await tx.execute(sql`DELETE FROM alert_outbox
      WHERE user_id = ${userId} AND channel = 'email' AND sent_at IS NULL AND failed_at IS NULL AND payload->>'type' = ${type}`);
  });
}
