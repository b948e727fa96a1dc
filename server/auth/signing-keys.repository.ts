// The JWT signing keys (table signing_keys): the server makes one on first
// start and reads them all to sign and verify sessions (tokens.ts).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signingKeys } from '../db/schema';

// Any fixed number works: it only has to be the same in every instance.
const SIGNING_KEY_LOCK_ID = 7_301_402_118;

export type NewSigningKey = { id: string; algorithm: string; privateJwk: Record<string, unknown>; publicJwk: Record<string, unknown> };

/** Stores the key `newKey` makes unless an active one exists; several instances starting at once on one PostgreSQL make one. */
export async function ensureActiveSigningKey(db: Database, newKey: () => Promise<NewSigningKey>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK_ID})`);
    const [active] = await tx.select({ id: signingKeys.id }).from(signingKeys).where(sql`${signingKeys.isActive}`).limit(1);
    if (active) return;
    await tx.insert(signingKeys).values({ ...(await newKey()), isActive: true });
  });
}

/** Every signing key, newest first. */
export async function findSigningKeys(db: Database) {
  return db.select().from(signingKeys).orderBy(sql`${signingKeys.createdAt} desc`);
}
