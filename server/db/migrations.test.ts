// A database created by an earlier release keeps its data and gains the new
// schema when the server starts on it: landed migrations are never edited, new
// ones turn existing rows into the new shape.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';

type Journal = { entries: { tag: string }[] };

/** The migrations folder as a release that ended before `firstMissingTag` shipped it. */
function migrationsBefore(firstMissingTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'allerguida-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag === firstMissingTag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe('upgrading a database of an earlier release', () => {
  let client: PGlite;
  let oldFolder: string;

  beforeAll(async () => {
    client = await PGlite.create({ extensions: { pg_trgm } });
    oldFolder = migrationsBefore('0007_allergen_stats_city');
  });
  afterAll(async () => {
    await client.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('fills the city of the allergen statistics it adds, and keeps them maintained', async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: oldFolder });
    const restaurant = await client.query<{ id: string }>(
      `INSERT INTO restaurants (name, address, city, sort_name) VALUES ('Trattoria Zà', 'Via Roma 1', 'Reggio Emilia', 'trattoria za') RETURNING id`,
    );
    const restaurantId = restaurant.rows[0]!.id;
    const review = await client.query<{ id: string }>(
      `INSERT INTO reviews (restaurant_id, rating) VALUES ($1, 'good') RETURNING id`,
      [restaurantId],
    );
    await client.query(`INSERT INTO allergens (name, emoji) VALUES ('Gluten', '🌾'), ('Milk', '🥛')`);
    await client.query(
      `INSERT INTO review_allergens (review_id, allergen_id) SELECT $1, id FROM allergens`,
      [review.rows[0]!.id],
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const cities = async () =>
      (await client.query<{ search_city: string }>(`SELECT search_city FROM restaurant_allergen_stats WHERE restaurant_id = $1`, [restaurantId]))
        .rows.map((row) => row.search_city);
    expect(await cities()).toEqual(['reggio emilia', 'reggio emilia']);
    await client.query(`UPDATE restaurants SET city = 'Parma' WHERE id = $1`, [restaurantId]);
    expect(await cities()).toEqual(['parma', 'parma']);
  });
});

describe('upgrading a database whose vote notifications name the voter', () => {
  let client: PGlite;
  let oldFolder: string;

  beforeAll(async () => {
    client = await PGlite.create({ extensions: { pg_trgm } });
    oldFolder = migrationsBefore('0022_notification_actor');
  });
  afterAll(async () => {
    await client.close();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('links each to the voter whose vote still stands, with the same text naming nobody', async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: oldFolder });
    const user = async (email: string, nickname: string | null) => {
      const { rows } = await client.query<{ id: string }>(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email]);
      await client.query(`INSERT INTO profiles (id, nickname) VALUES ($1, $2)`, [rows[0]!.id, nickname]);
      return rows[0]!.id;
    };
    const author = await user('autrice@example.com', 'Autrice');
    const voter = await user('votante@example.com', 'Maleducato');
    const restaurant = await client.query<{ id: string }>(
      `INSERT INTO restaurants (name, address, city, sort_name) VALUES ('Osteria Vecchia', 'Via Roma 1', 'Roma', 'osteria vecchia') RETURNING id`,
    );
    const review = await client.query<{ id: string }>(`INSERT INTO reviews (restaurant_id, user_id, rating) VALUES ($1, $2, 'good') RETURNING id`, [
      restaurant.rows[0]!.id,
      author,
    ]);
    const reviewId = review.rows[0]!.id;
    await client.query(`INSERT INTO review_likes (review_id, user_id, is_like) VALUES ($1, $2, true)`, [reviewId, voter]);
    const notice = (type: string, message: string) =>
      client.query(`INSERT INTO notifications (user_id, type, title, message, review_id) VALUES ($1, $2, 'Titolo', $3, $4)`, [author, type, message, reviewId]);
    await notice('review_like', 'Maleducato ha messo "Mi piace" alla tua recensione di "Osteria Vecchia".');
    // A dislike this voter no longer stands behind: nobody to link it to.
    await notice('review_dislike', 'Maleducato ha messo "Non mi piace" alla tua recensione di "Osteria Vecchia".');

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await client.query<{ type: string; actor_id: string | null; message_without_actor: string | null }>(
      `SELECT type, actor_id, message_without_actor FROM notifications ORDER BY type DESC`,
    );
    expect(rows).toEqual([
      { type: 'review_like', actor_id: voter, message_without_actor: 'Un utente ha messo "Mi piace" alla tua recensione di "Osteria Vecchia".' },
      { type: 'review_dislike', actor_id: null, message_without_actor: null },
    ]);
  });
});
