// The one way repositories run raw SQL: on the database or inside a caller's
// transaction (Executor), with the rows typed by the caller. Both drivers,
// node-postgres and PGlite, answer `{ rows }`; drizzle types execute()'s
// result per driver, so the cast lives here once instead of in every file.
import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client';

export type Executor = Database | Transaction;

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row, or undefined when the query returns none. */
export async function firstRowOf<T>(db: Executor, query: SQL): Promise<T | undefined> {
  return (await rowsOf<T>(db, query))[0];
}
