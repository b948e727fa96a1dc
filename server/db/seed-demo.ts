// `npm run seed:demo`: loads the demo community (users, restaurants, reviews)
// into the configured database. Rows have fixed ids, so running it again
// changes nothing.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createPasswordHasher } from '../auth/passwords';
import { seedAllergenCatalogue } from '../allergens/allergens.repository';
import { italianSortKey } from '../../domain/sort';
import { migrateDatabase, openDatabase, type Database } from './client';
import { allergens, identities, profiles, restaurants, reviewAllergens, reviews, userAllergens, users } from './schema';
import { DEMO_PASSWORD, DEMO_RESTAURANTS, DEMO_REVIEWS, DEMO_USERS } from './demo/demo-data';

/** A stable UUID for a demo row, so repeated runs hit the same primary keys. */
function demoId(kind: string, key: string): string {
  const hex = createHash('sha256').update(`allerguida-demo:${kind}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function seedDemo(db: Database): Promise<{ users: number; restaurants: number; reviews: number }> {
  await seedAllergenCatalogue(db);
  const allergenRows = await db.select({ id: allergens.id, name: allergens.name }).from(allergens);
  const allergenId = new Map(allergenRows.map((row) => [row.name, row.id]));
  const idOfAllergen = (name: string) => {
    const id = allergenId.get(name);
    if (!id) throw new Error(`Unknown allergen in demo data: ${name}`);
    return id;
  };
  const passwordHash = await createPasswordHasher({}).hash(DEMO_PASSWORD);
  const now = Date.now();

  await db.transaction(async (tx) => {
    for (const user of DEMO_USERS) {
      const id = demoId('user', user.key);
      const confirmedAt = new Date(now - 90 * 86_400_000);
      await tx
        .insert(users)
        .values({
          id,
          email: user.email,
          encryptedPassword: passwordHash,
          emailConfirmedAt: confirmedAt,
          appMetadata: { provider: 'email', providers: ['email'] },
          userMetadata: { nickname: user.nickname },
          createdAt: confirmedAt,
          updatedAt: confirmedAt,
        })
        .onConflictDoNothing();
      await tx
        .insert(identities)
        .values({
          userId: id,
          provider: 'email',
          providerId: id,
          identityData: { sub: id, email: user.email, email_verified: true, phone_verified: false },
        })
        .onConflictDoNothing();
      await tx.insert(profiles).values({ id, nickname: user.nickname }).onConflictDoNothing();
      await tx
        .insert(userAllergens)
        .values(user.allergens.map((name) => ({ userId: id, allergenId: idOfAllergen(name) })))
        .onConflictDoNothing();
    }

    await tx
      .insert(restaurants)
      .values(
        DEMO_RESTAURANTS.map((r) => ({
          id: demoId('restaurant', r.key),
          name: r.name,
          sortName: italianSortKey(r.name),
          description: r.description,
          address: r.address,
          city: r.city,
          cuisineType: r.cuisine,
          phone: r.phone,
          website: r.website,
          latitude: r.latitude,
          longitude: r.longitude,
          userId: demoId('user', r.createdBy),
        })),
      )
      .onConflictDoNothing();

    for (const review of DEMO_REVIEWS) {
      const id = demoId('review', `${review.restaurant}:${review.user}`);
      const createdAt = new Date(now - review.daysAgo * 86_400_000);
      await tx
        .insert(reviews)
        .values({
          id,
          restaurantId: demoId('restaurant', review.restaurant),
          userId: demoId('user', review.user),
          rating: review.rating,
          cleanlinessRating: review.cleanliness,
          customerAttentionRating: review.attention,
          menuFlexibilityRating: review.flexibility,
          allergenIndication: review.indication,
          comment: review.comment,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing();
      await tx
        .insert(reviewAllergens)
        .values(review.allergens.map((name) => ({ reviewId: id, allergenId: idOfAllergen(name) })))
        .onConflictDoNothing();
    }
  });

  const countOf = async (table: typeof users | typeof restaurants | typeof reviews, ids: string[]) =>
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).length;
  return {
    users: await countOf(users, DEMO_USERS.map((u) => demoId('user', u.key))),
    restaurants: await countOf(restaurants, DEMO_RESTAURANTS.map((r) => demoId('restaurant', r.key))),
    reviews: await countOf(reviews, DEMO_REVIEWS.map((r) => demoId('review', `${r.restaurant}:${r.user}`))),
  };
}

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  try {
    await migrateDatabase(database);
    const counts = await seedDemo(database.db);
    console.log(
      `Demo data ready: ${counts.users} users, ${counts.restaurants} restaurants, ${counts.reviews} reviews.`,
    );
    console.log(`Sign in as any of these with the password "${DEMO_PASSWORD}":`);
    for (const user of DEMO_USERS) console.log(`  ${user.email}  (${user.nickname})`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(`Demo seed failed: ${(error as Error).message}`);
    process.exit(1);
  });
}
