// Secrets the server makes for itself (migration 0028): the first instance to
// start stores one, every later start and every other instance reads that one.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/query';

export async function storedSecret(db: Database, name: string, make: () => Record<string, string>): Promise<Record<string, string>> {
  await db.execute(sql`INSERT INTO server_secrets (name, value) VALUES (${name}, ${JSON.stringify(make())}::jsonb) ON CONFLICT (name) DO NOTHING`);
  // The INSERT above leaves a row whatever happened: this one or another instance's.
  const [{ value }] = (await rowsOf<{ value: Record<string, string> | string }>(db, sql`SELECT value FROM server_secrets WHERE name = ${name}`)) as [
    { value: Record<string, string> | string },
  ];
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : value;
}
