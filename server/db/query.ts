// The one way repositories run raw SQL: on the database or inside a caller's
// transaction (Executor), with the rows typed by the caller. Both drivers,
// node-postgres and PGlite, answer `{ rows }`; drizzle types execute()'s
// result per driver, so the cast lives here once instead of in every file.
//
// Statements whose plan does not depend on their values can also be prepared
// on a PostgreSQL server (isPlanStable, compiledOnce): planning the list's and
// the detail page's large statements cost more than running them.
import { createHash } from 'node:crypto';
import { fillPlaceholders, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Transaction } from './client';

export type Executor = Database | Transaction;

const dialect = new PgDialect();

/** A parameter-free fragment built once as plain text (it is constant, and large). */
export function precompiled(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('precompiled: the fragment has parameters');
  return sql.raw(text);
}

const statementName = (text: string) => `restaurants_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/** The pool under a database, when it is a PostgreSQL server's (PGlite prepares nothing). */
const poolOf = (db: Executor) => {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
};

type QueryOptions = {
  /**
   * The best plan does not depend on the parameter values (no LIKE, whose
   * index use needs the pattern at planning), so on a PostgreSQL server the
   * statement is prepared once per connection and its plan reused.
   */
  isPlanStable?: boolean;
};

export async function rowsOf<T>(db: Executor, query: SQL, options: QueryOptions = {}): Promise<T[]> {
  const pool = options.isPlanStable ? poolOf(db) : undefined;
  if (pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await pool.query({ name: statementName(text), text, values: params });
    return result.rows as T[];
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row, or undefined when the query returns none. */
export async function firstRowOf<T>(db: Executor, query: SQL, options: QueryOptions = {}): Promise<T | undefined> {
  return (await rowsOf<T>(db, query, options))[0];
}

/** A value of a statement, or the placeholder standing for it in a statement compiled once. */
export type Param = string | Placeholder;

/**
 * A plan-stable statement compiled once, its values left as placeholders. Its
 * templates are large (the safety scoring), and building and hashing them on
 * every request cost the API more CPU than PostgreSQL spent running it.
 */
export function compiledOnce<K extends string>(keys: readonly K[], build: (values: Record<K, Param>) => SQL) {
  const placeholders = {} as Record<K, Placeholder>;
  for (const key of keys) placeholders[key] = sql.placeholder(key);
  const { sql: text, params } = dialect.sqlToQuery(build(placeholders));
  return { build, name: statementName(text), text, params };
}

/** Rows of a statement compiled once: prepared on a PostgreSQL server, built with its values on PGlite. */
export async function compiledRowsOf<T, K extends string>(
  db: Executor,
  statement: ReturnType<typeof compiledOnce<K>>,
  values: Record<K, string>,
): Promise<T[]> {
  const pool = poolOf(db);
  if (pool) {
    const result = await pool.query({ name: statement.name, text: statement.text, values: fillPlaceholders(statement.params, values) });
    return result.rows as T[];
  }
  return rowsOf<T>(db, statement.build(values));
}
