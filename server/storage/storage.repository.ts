// SQL of the storage module: which photo URLs reviews still use.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export async function findReferencedPhotoUrls(db: Database, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const list = sql.join(urls.map((url) => sql`${url}`), sql`, `);
  const result = (await db.execute(sql`SELECT photo_url FROM review_photos WHERE photo_url IN (${list})
    UNION SELECT photo_url FROM reviews WHERE photo_url IN (${list})`)) as unknown as { rows: { photo_url: string }[] };
  return result.rows.map((row) => row.photo_url);
}
