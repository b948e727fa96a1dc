// SQL of alert preferences (migration 0029): one row per user who chose, read
// and written by that user only.
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { alertPreferences } from '../db/schema';

type Executor = Database | Transaction;
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
