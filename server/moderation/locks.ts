// A restaurant locked by a moderator refuses edits (docs/product.md#moderation);
// a moderator's revert still applies.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { restaurants } from '../db/schema';
import { appError } from '../http/app-error';

export async function assertNotLocked(db: Database | Transaction, restaurantId: string): Promise<void> {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), isNotNull(restaurants.lockedAt)))
    .limit(1);
  if (row) throw appError('restaurant_locked');
}
