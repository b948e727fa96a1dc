// SQL of the public community figures.
import { count, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../db/query';
import { users } from '../db/schema';

/** Members are people who confirmed their address: pending sign-ups don't count. */
export async function countMembers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(or(isNotNull(users.emailConfirmedAt), isNotNull(users.phoneConfirmedAt)));
  return row?.total ?? 0;
}
