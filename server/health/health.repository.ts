// The readiness probe's question to the database.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** A real round trip: a readiness check that never touches the database lies. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
