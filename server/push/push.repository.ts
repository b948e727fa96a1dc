// SQL of Web Push devices: each row belongs to one user, and every read and
// delete names that user.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/query';
import { pushSubscriptions } from '../db/schema';

export type DbPushDevice = typeof pushSubscriptions.$inferSelect;

export async function listDevices(db: Executor, userId: string): Promise<DbPushDevice[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

export async function countDevices(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findDeviceByEndpoint(db: Executor, endpoint: string): Promise<DbPushDevice | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

/**
 * Stores the browser's subscription for `userId`. The same endpoint again (the
 * browser renewed its keys, or another account signed in on it) moves to this
 * user with the new keys: a browser reaches one account at a time.
 */
export async function upsertDevice(
  db: Executor,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; deviceLabel: string },
): Promise<DbPushDevice> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, deviceLabel: values.deviceLabel },
    })
    .returning();
  return row!;
}

export async function deleteDevice(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
