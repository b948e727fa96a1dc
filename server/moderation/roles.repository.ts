// SQL for staff roles (user_roles, migration 0016).
import { count, eq, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '../../domain/moderation';
import type { Executor } from '../db/query';
import { userRoles, users } from '../db/schema';

export async function findRole(db: Executor, userId: string): Promise<StaffRole | null> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  return row?.role ?? null;
}

export async function saveRole(db: Executor, userId: string, role: StaffRole | null): Promise<void> {
  if (role === null) {
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
  } else {
    await db
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role, grantedAt: sql`now()` } });
  }
  // The access token's app_metadata.role tells the web app which links to show;
  // it follows at the next sign-in or token refresh. The server never trusts it.
  await db
    .update(users)
    .set({
      appMetadata: role === null ? sql`${users.appMetadata} - 'role'` : sql`${users.appMetadata} || jsonb_build_object('role', ${role}::text)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** How many users hold a staff role, other than this one. */
export async function countOtherStaff(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userRoles).where(ne(userRoles.userId, userId));
  return row?.n ?? 0;
}
