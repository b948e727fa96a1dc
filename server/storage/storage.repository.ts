// SQL of the storage module: which photo URLs reviews still use, and which a
// moderator has hidden.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { firstRowOf, rowsOf } from '../db/query';

export async function findReferencedPhotoUrls(db: Database, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const list = sql.join(urls.map((url) => sql`${url}`), sql`, `);
  const result = await rowsOf<{ photo_url: string }>(db, sql`SELECT photo_url FROM review_photos WHERE photo_url IN (${list})
    UNION SELECT photo_url FROM reviews WHERE photo_url IN (${list})`);
  return result.map((row) => row.photo_url);
}

/**
 * Whether a moderator has hidden this photo, its review or its restaurant
 * (docs/product.md#moderation). Every photo a review shows has its row in
 * review_photos, the cover included, so one indexed lookup answers.
 */
export async function isHiddenPhotoUrl(db: Database, url: string): Promise<boolean> {
  const row = await firstRowOf<{ hidden: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM review_photos ph
      JOIN reviews rv ON rv.id = ph.review_id
      JOIN restaurants r ON r.id = rv.restaurant_id
      WHERE ph.photo_url = ${url} AND (ph.hidden_at IS NOT NULL OR rv.hidden_at IS NOT NULL OR r.hidden_at IS NOT NULL)) AS hidden`);
  return row?.hidden === true;
}
