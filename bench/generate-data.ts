// `npm run bench:data`: builds a realistic dataset for the restaurant
// benchmarks in PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/allerguida_bench): the database is
// dropped and created again, migrated, then filled with
//   20,000 users (each avoiding one or more allergens, by prevalence),
//   100,000 restaurants across Italian cities (weighted by population and
//     tourism, coordinates scattered around each centre, 4% without),
//   1,000,000 reviews (popularity skewed, ratings skewed positive, tagged with
//     their author's allergens), votes and photos.
// Restaurants go through the real triggers; reviews and their tags are bulk
// loaded with triggers off (session_replication_role = replica) and the
// aggregates are then rebuilt with restaurant_stats_rebuild(), the same
// function the migration uses. Sizes can be lowered for a quick try:
// BENCH_RESTAURANTS, BENCH_REVIEWS, BENCH_USERS.
import pg from 'pg';
import { italianSortKey } from '../domain/sort';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { seedAllergenCatalogue } from '../server/allergens/allergens.repository';
import {
  BENCH_ALLERGEN_PREVALENCE,
  BENCH_CITIES,
  benchDatabaseUrl,
  databaseName,
  gaussian,
  maintenanceUrl,
  pick,
  pickWeighted,
  seededRandom,
  type Rng,
} from './bench-config';

const RESTAURANTS = Number(process.env.BENCH_RESTAURANTS ?? 100_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const USERS = Number(process.env.BENCH_USERS ?? 20_000);
/** Restaurants added but never reviewed (they are not listed). */
const UNREVIEWED_SHARE = 0.08;
const WITHOUT_COORDINATES_SHARE = 0.04;

const CUISINES: readonly { value: string; weight: number }[] = [
  { value: 'italian', weight: 20 },
  { value: 'pizza', weight: 17 },
  { value: 'locale', weight: 8 },
  { value: 'pesce', weight: 7 },
  { value: 'carne', weight: 5 },
  { value: 'sushi', weight: 5 },
  { value: 'aperitivo', weight: 5 },
  { value: 'pasta', weight: 4 },
  { value: 'panini', weight: 4 },
  { value: 'mediterranean', weight: 3 },
  { value: 'bar', weight: 3 },
  { value: 'hamburger', weight: 3 },
  { value: 'chinese', weight: 2.5 },
  { value: 'japanese', weight: 2 },
  { value: 'pasticceria', weight: 2 },
  { value: 'international', weight: 2 },
  { value: 'cafe', weight: 2 },
  { value: 'piadine', weight: 2 },
  { value: 'vegetarian', weight: 1.5 },
  { value: 'indian', weight: 1.2 },
  { value: 'cinese', weight: 1 },
  { value: 'giapponese', weight: 1 },
  { value: 'vegan', weight: 1 },
  { value: 'mexican', weight: 1 },
  { value: 'american', weight: 1 },
  { value: 'fusion', weight: 0.8 },
  { value: 'thai', weight: 0.8 },
  { value: 'french', weight: 0.6 },
  { value: 'araba', weight: 0.5 },
  { value: 'sud-americana', weight: 0.5 },
  { value: 'vietnamita', weight: 0.3 },
  { value: 'africana', weight: 0.3 },
  { value: 'altro', weight: 1 },
];

const PREFIXES: Readonly<Record<string, readonly string[]>> = {
  pizza: ['Pizzeria', 'Pizzeria', 'Antica Pizzeria', 'Pizza e Fritti'],
  sushi: ['Sushi', 'Sushi Bar', 'Ristorante Giapponese'],
  japanese: ['Ristorante Giapponese', 'Ramen', 'Sushi'],
  giapponese: ['Ristorante Giapponese', 'Izakaya'],
  chinese: ['Ristorante Cinese', 'Dim Sum'],
  cinese: ['Ristorante Cinese'],
  pesce: ['Osteria del Mare', 'Ristorante di Pesce', 'Trattoria', 'Frutti di Mare'],
  carne: ['Braceria', 'Steakhouse', 'Griglieria'],
  aperitivo: ['Enoteca', 'Bar', 'Vineria', 'Cocktail Bar'],
  bar: ['Bar', 'Caffè'],
  cafe: ['Caffè', 'Caffetteria'],
  panini: ['Paninoteca', 'Panineria'],
  piadine: ['Piadineria'],
  hamburger: ['Burger', 'Hamburgeria'],
  pasticceria: ['Pasticceria', 'Forno'],
  vegan: ['Bistrot Vegano', 'Green Kitchen'],
  vegetarian: ['Bistrot Vegetariano', 'Orto'],
  indian: ['Ristorante Indiano', 'Tandoori'],
  mexican: ['Taqueria', 'Cantina Messicana'],
};
const GENERAL_PREFIXES = ['Trattoria', 'Osteria', 'Ristorante', 'Locanda', 'Taverna', 'Hostaria', 'Antica Trattoria', 'Bistrot', 'Cucina'];
const CORES = [
  'da Mario', 'da Gino', 'da Peppino', 'da Totò', 'da Enzo', 'da Lucia', 'da Ciro', 'da Nonna Rosa', 'Zì Teresa',
  'La Pergola', 'Il Gatto Nero', 'Al Vecchio Mulino', 'Il Girasole', 'La Lanterna', 'Dal Pescatore', 'Il Portico',
  'del Borgo', 'Il Cortile', 'Sole e Luna', 'La Bottega', 'Il Vicolo', 'Al Duomo', 'Il Glicine', 'La Fontana',
  'Borgo Antico', 'Il Pozzo', 'La Stella', 'Il Faro', 'Bella Napoli', 'Il Mulino', 'La Quercia', 'I Tre Archi',
  'Il Carretto', 'Il Tagliere', 'Ai Navigli', 'La Corte', 'Il Chiostro', 'Buongusto', 'Il Ritrovo', 'Il Ghiottone',
  'La Dispensa', 'Il Melograno', 'Fiore di Zucca', 'Il Cantuccio', 'La Baita', 'Il Rifugio', 'Al Ponte',
  'Sapori di Casa', 'Il Frantoio', 'La Pentola', 'Spiga d’Oro', 'Caffè Città', 'Il Buongustaio', 'Le Tre Sorelle',
  'La Perla', 'Il Veliero', 'Lo Scoglio', 'La Rosa dei Venti', 'Il Grillo', 'Il Papavero', 'Il Leone', 'Le Arcate',
  'Sapori del Sud', 'Mangiafuoco', 'La Cantinetta', 'Il Focolare', 'La Brace', 'Sakura', 'Kyoto', 'Fuji', 'Drago d’Oro',
  'Grande Muraglia', 'Taj Mahal', 'El Sombrero', 'Le Petit Bistrot', 'Green Bowl', 'Senza Glutine', 'Libero', 'Ortica',
];
const SUFFIXES = ['Centro', 'Stazione', 'al Porto', 'in Piazza', 'Due', 'Bis', 'Nuovo', 'dal 1968', 'Express', 'Gourmet', 'di Sopra', 'Vecchio', 'Uno'];
const STREET_TYPES = ['Via', 'Via', 'Via', 'Via', 'Corso', 'Piazza', 'Viale', 'Vicolo', 'Largo'];
const STREETS = [
  'Roma', 'Garibaldi', 'Mazzini', 'Cavour', 'Dante', 'Verdi', 'Vittorio Emanuele II', 'Matteotti', 'XX Settembre',
  'Marconi', 'Manzoni', 'Nazionale', 'del Corso', 'dei Mille', 'San Francesco', 'Santa Maria', 'della Repubblica',
  'Gramsci', 'Leopardi', 'Carducci', 'Battisti', 'IV Novembre', 'Indipendenza', 'della Libertà', 'Colombo', 'Puccini',
  'Petrarca', 'Umberto I', 'Foscolo', 'Trieste', 'Trento', 'Solferino', 'del Duomo', 'Po', 'Appia', 'Nomentana',
  'Tiburtina', 'Aurelia', 'Paolo Sarpi', 'dei Tribunali', 'Toledo', 'Cristoforo Colombo', 'Italia', 'Europa',
];

type RestaurantRow = [string, string, string, string, string, string | null, string | null, number | null, number | null, Date];

function generateRestaurants(random: Rng): RestaurantRow[] {
  const cities = BENCH_CITIES.map((city) => ({ value: city, weight: city.population * (city.tourism ?? 1) }));
  const totalWeight = cities.reduce((acc, item) => acc + item.weight, 0);
  const totalCuisine = CUISINES.reduce((acc, item) => acc + item.weight, 0);
  const now = Date.now();
  const rows: RestaurantRow[] = [];
  for (let i = 0; i < RESTAURANTS; i += 1) {
    const city = pickWeighted(random, cities, totalWeight);
    const cuisine = pickWeighted(random, CUISINES, totalCuisine);
    const prefix = pick(random, PREFIXES[cuisine] ?? GENERAL_PREFIXES);
    const core = pick(random, CORES);
    const base = random() < 0.15 ? core.replace(/^da /, 'Da ') : `${prefix} ${core}`;
    const name = random() < 0.4 ? `${base} ${pick(random, [...SUFFIXES, city.name])}` : base;
    const address = `${pick(random, STREET_TYPES)} ${pick(random, STREETS)} ${1 + Math.floor(random() * 180)}`;
    // Scattered around the centre: wider for bigger cities (sigma 1.5 km to ~6.5 km), cut at 3 sigma.
    const sigmaKm = 1.5 + 3 * Math.sqrt(city.population / 1_000_000);
    const dx = Math.max(-3, Math.min(3, gaussian(random))) * sigmaKm;
    const dy = Math.max(-3, Math.min(3, gaussian(random))) * sigmaKm;
    const hasCoordinates = random() >= WITHOUT_COORDINATES_SHARE;
    const latitude = hasCoordinates ? Number((city.lat + dy / 111.195).toFixed(6)) : null;
    const longitude = hasCoordinates
      ? Number((city.lng + dx / (111.195 * Math.cos((city.lat * Math.PI) / 180))).toFixed(6))
      : null;
    const phone = random() < 0.7 ? `+39 0${1 + Math.floor(random() * 9)} ${String(Math.floor(random() * 1e7)).padStart(7, '0')}` : null;
    const slug = name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');
    const website = random() < 0.25 ? `https://www.${slug}${i}.it` : null;
    const createdAt = new Date(now - Math.floor(random() * 4 * 365 * 86_400_000));
    rows.push([name, italianSortKey(name), address, city.name, cuisine, phone, website, latitude, longitude, createdAt]);
  }
  return rows;
}

const COMMENTS = [
  'Personale attento, hanno verificato ogni ingrediente con la cucina.',
  'Menu senza glutine separato, mai avuto problemi.',
  'Ottimo, ma bisogna chiedere: il menu non indica gli allergeni.',
  'Contaminazione evidente, sconsigliato a chi ha allergie gravi.',
  'Hanno preparato un piatto apposta, molto gentili.',
  'Schede allergeni chiare per ogni piatto.',
  'Cucina piccola, difficile evitare le contaminazioni.',
  'Tutto perfetto, tornerò sicuramente.',
  'Il cameriere non sapeva rispondere sugli ingredienti.',
  'Dolci senza lattosio buonissimi.',
  'Friggitrice condivisa: attenzione.',
  'Pasta senza glutine cotta in acqua separata.',
  'Ci tengono molto, lo chef è venuto al tavolo.',
  'Nella media, niente di speciale per gli allergici.',
  'Hanno sbagliato il piatto, per fortuna me ne sono accorto.',
];

async function insertRestaurants(client: pg.Client, rows: RestaurantRow[], userIds: string[], random: Rng) {
  const BATCH = 1000;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const values: unknown[] = [];
    const tuples = batch.map((row, index) => {
      const base = index * 11;
      values.push(...row, pick(random, userIds));
      const p = (n: number) => `$${base + n}`;
      return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}::float8, ${p(9)}::float8, ${p(10)}::timestamptz, ${p(10)}::timestamptz, ${p(11)}::uuid)`;
    });
    await client.query(
      `INSERT INTO restaurants (name, sort_name, address, city, cuisine_type, phone, website, latitude, longitude, created_at, updated_at, user_id)
       VALUES ${tuples.join(', ')}`,
      values,
    );
    if ((start / BATCH) % 20 === 0) process.stdout.write(`  restaurants ${start + batch.length}/${rows.length}\r`);
  }
  process.stdout.write('\n');
}

/** Reviews per restaurant: a lognormal popularity, 8% never reviewed, summing exactly to REVIEWS. */
function reviewCounts(random: Rng, ids: string[]): { id: string; count: number; quality: number }[] {
  const weights = ids.map(() => (random() < UNREVIEWED_SHARE ? 0 : Math.exp(1.15 * gaussian(random))));
  const total = weights.reduce((acc, w) => acc + w, 0);
  const counts = weights.map((w) => (w === 0 ? 0 : Math.max(1, Math.round((w / total) * REVIEWS))));
  let difference = REVIEWS - counts.reduce((acc, c) => acc + c, 0);
  const order = counts.map((_, i) => i).sort((a, b) => counts[b]! - counts[a]!);
  for (let k = 0; difference !== 0; k = (k + 1) % order.length) {
    const i = order[k]!;
    if (difference > 0) {
      counts[i]! += 1;
      difference -= 1;
    } else if (counts[i]! > 1) {
      counts[i]! -= 1;
      difference += 1;
    }
  }
  return ids.map((id, i) => ({
    id,
    count: counts[i]!,
    // How good the place is with allergies: most are fine, some are not.
    quality: Math.min(1, Math.max(0, 0.62 + 0.17 * gaussian(random))),
  }));
}

async function step(label: string, action: () => Promise<unknown>) {
  const started = performance.now();
  process.stdout.write(`- ${label}...\n`);
  await action();
  console.info(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const url = benchDatabaseUrl();
  const name = databaseName(url);
  const random = seededRandom(20_250_101);
  const started = performance.now();
  console.info(`Bench dataset: ${USERS} users, ${RESTAURANTS} restaurants, ${REVIEWS} reviews into ${name}`);

  await step(`recreate database ${name}`, async () => {
    const admin = new pg.Client({ connectionString: maintenanceUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    // An OLTP API: JIT compilation (tens of ms) never pays off on these queries.
    await admin.query(`ALTER DATABASE ${name} SET jit = off`);
    await admin.end();
  });
  await step('migrate and seed the allergen catalogue', async () => {
    const handle = await openDatabase({ kind: 'postgres', url });
    await migrateDatabase(handle);
    await seedAllergenCatalogue(handle.db);
    await handle.close();
  });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query = (text: string, values?: unknown[]) => client.query(text, values);

  await step(`${USERS} users with profiles and allergens`, async () => {
    await query('SELECT setseed(0.42)');
    await query(
      `INSERT INTO users (email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       SELECT 'bench-user-' || g || '@bench.allerguida.test', now(), '{"provider":"email","providers":["email"]}',
              jsonb_build_object('nickname', 'Utente' || g), now() - random() * interval '3 years', now()
       FROM generate_series(1, $1::int) g`,
      [USERS],
    );
    await query(
      `INSERT INTO profiles (id, nickname)
       SELECT id, raw_user_meta_data->>'nickname' FROM users WHERE email LIKE 'bench-user-%'
       ON CONFLICT (id) DO NOTHING`,
    );
    const prevalence = BENCH_ALLERGEN_PREVALENCE.map((a) => `(${client.escapeLiteral(a.name)}, ${a.share})`).join(', ');
    await query(
      // random() in the subquery's select list: one draw per user and allergen
      // (in a WHERE clause the planner would draw once per allergen).
      `INSERT INTO user_allergens (user_id, allergen_id)
       SELECT x.user_id, x.allergen_id FROM (
         SELECT u.id AS user_id, a.id AS allergen_id, p.share, random() AS draw
         FROM users u
         CROSS JOIN (VALUES ${prevalence}) AS p(name, share)
         JOIN allergens a ON a.name = p.name
         WHERE u.email LIKE 'bench-user-%'
       ) x
       WHERE x.draw < x.share`,
    );
    // Everyone in the app avoids something: the two commonest for those left without.
    await query(
      `INSERT INTO user_allergens (user_id, allergen_id)
       SELECT u.id, CASE WHEN random() < 0.55 THEN gluten.id ELSE lactose.id END
       FROM users u,
         (SELECT id FROM allergens WHERE name = 'Gluten') gluten,
         (SELECT id FROM allergens WHERE name = 'Lactose') lactose
       WHERE u.email LIKE 'bench-user-%'
         AND NOT EXISTS (SELECT 1 FROM user_allergens ua WHERE ua.user_id = u.id)`,
    );
  });

  const userIds = (await query(`SELECT id FROM users WHERE email LIKE 'bench-user-%' ORDER BY email`)).rows.map(
    (row: { id: string }) => row.id,
  );

  await step(`${RESTAURANTS} restaurants (through the triggers)`, async () => {
    await insertRestaurants(client, generateRestaurants(random), userIds, random);
  });

  await step(`${REVIEWS} reviews, their allergen tags, votes and photos (bulk, triggers off)`, async () => {
    const ids = (await query('SELECT id FROM restaurants ORDER BY created_at, id')).rows.map((row: { id: string }) => row.id);
    const counts = reviewCounts(random, ids);
    await query('CREATE TEMP TABLE bench_review_counts (restaurant_id uuid, n int, quality float8)');
    for (let start = 0; start < counts.length; start += 5000) {
      const batch = counts.slice(start, start + 5000).filter((c) => c.count > 0);
      await query(
        `INSERT INTO bench_review_counts SELECT * FROM unnest($1::uuid[], $2::int[], $3::float8[])`,
        [batch.map((c) => c.id), batch.map((c) => c.count), batch.map((c) => c.quality)],
      );
    }
    await query(
      `CREATE TEMP TABLE bench_users AS
       SELECT row_number() OVER (ORDER BY email) AS rn, id FROM users WHERE email LIKE 'bench-user-%'`,
    );
    await query('CREATE UNIQUE INDEX ON bench_users (rn)');
    await query('SET session_replication_role = replica');
    await query('SELECT setseed(0.17)');
    await query(
      `INSERT INTO reviews (restaurant_id, user_id, rating, cleanliness_rating, customer_attention_rating,
         menu_flexibility_rating, allergen_indication, comment, created_at, updated_at)
       SELECT x.restaurant_id, u.id,
         CASE WHEN x.s > 0.68 THEN 'excellent' WHEN x.s > 0.42 THEN 'good' WHEN x.s > 0.24 THEN 'average' ELSE 'poor' END,
         CASE WHEN x.n1 < 0.07 THEN NULL ELSE least(5, greatest(1, round(1 + 4 * least(1, greatest(0, x.s + 0.3 * (x.r1 - 0.5)))))) END,
         CASE WHEN x.n2 < 0.07 THEN NULL ELSE least(5, greatest(1, round(1 + 4 * least(1, greatest(0, x.s + 0.3 * (x.r2 - 0.5)))))) END,
         CASE WHEN x.n3 < 0.09 THEN NULL ELSE least(5, greatest(1, round(1 + 4 * least(1, greatest(0, x.s + 0.4 * (x.r3 - 0.5)))))) END,
         CASE WHEN x.ni < 0.06 THEN NULL
              WHEN x.quality + 0.5 * (x.ri - 0.5) > 0.55 THEN 'yes'
              WHEN x.quality + 0.5 * (x.ri - 0.5) > 0.36 THEN 'on_request' ELSE 'no' END,
         CASE WHEN x.nc < 0.3 THEN NULL ELSE ($1::text[])[1 + floor(x.rc * $2)::int] END,
         x.created_at, x.created_at
       FROM (
         SELECT c.restaurant_id, c.quality,
           least(1, greatest(0, c.quality + 0.45 * (random() - 0.5))) AS s,
           random() AS r1, random() AS r2, random() AS r3, random() AS ri, random() AS rc,
           random() AS n1, random() AS n2, random() AS n3, random() AS ni, random() AS nc,
           1 + floor(power(random(), 1.6) * $3)::int AS user_rn,
           now() - power(random(), 1.5) * interval '3 years' AS created_at
         FROM bench_review_counts c, generate_series(1, c.n) g
       ) x
       JOIN bench_users u ON u.rn = x.user_rn`,
      [COMMENTS, COMMENTS.length, userIds.length],
    );
    // A review is tagged with (most of) its author's allergens.
    await query(
      `INSERT INTO review_allergens (review_id, allergen_id)
       SELECT r.id, ua.allergen_id FROM reviews r JOIN user_allergens ua ON ua.user_id = r.user_id
       WHERE random() < 0.9`,
    );
    await query(
      `INSERT INTO review_likes (review_id, user_id, is_like)
       SELECT r.id, u.id, r.l < 0.8
       FROM (SELECT id, user_id, random() AS l, 1 + floor(random() * $1)::int AS rn FROM reviews TABLESAMPLE BERNOULLI (30)) r
       JOIN bench_users u ON u.rn = r.rn AND u.id <> r.user_id
       ON CONFLICT DO NOTHING`,
      [userIds.length],
    );
    await query(
      `INSERT INTO review_photos (review_id, photo_url)
       SELECT r.id, '/storage/v1/object/public/photos/reviews/' || r.user_id || '/' || (extract(epoch FROM r.created_at) * 1000)::bigint || '_' || k || '.jpg'
       FROM (SELECT id, user_id, created_at, random() AS p FROM reviews TABLESAMPLE BERNOULLI (8)) r,
            generate_series(0, CASE WHEN r.p < 0.3 THEN 2 WHEN r.p < 0.6 THEN 1 ELSE 0 END) k`,
    );
    await query(
      `UPDATE reviews r SET photo_url = p.photo_url FROM review_photos p
       WHERE p.review_id = r.id AND p.photo_url LIKE '%\\_0.jpg'`,
    );
  });

  // What the trust features added to every list row and detail page: confirmed
  // practices (the list's marks and filter) and reaction reports (the alert),
  // on reviewed venues (by their reviews: has_reviews waits for the rebuild below).
  await step('practice stances and reaction reports (bulk, triggers off)', async () => {
    // A sixth of the reviewed venues have diners stating one to four practices, mostly confirmed, over 14 months.
    // The draw (\`keep\`) is a column of each candidate row: as a WHERE condition on random() alone, PostgreSQL
    // evaluated it once per practice, so whole practices were kept or dropped (two of the seven, once).
    await query(
      `WITH candidates AS MATERIALIZED (
         SELECT r.id AS restaurant_id, pr.practice, random() AS keep, random() AS p, 1 + floor(random() * $1)::int AS rn
         FROM (SELECT id FROM restaurants TABLESAMPLE BERNOULLI (17) REPEATABLE (5)
               WHERE EXISTS (SELECT 1 FROM reviews v WHERE v.restaurant_id = restaurants.id)) r
         CROSS JOIN unnest(ARRAY['dedicated_gluten_free_fryer', 'separate_preparation', 'trained_staff',
           'written_allergen_info', 'gluten_free_menu', 'fully_gluten_free', 'aic_network']) pr(practice)
         CROSS JOIN generate_series(1, 3) g
       )
       INSERT INTO practice_stances (user_id, restaurant_id, practice, stance, stated_at)
       SELECT u.id, x.restaurant_id, x.practice, CASE WHEN x.p < 0.85 THEN 'confirm' ELSE 'dispute' END,
              now() - x.p * interval '420 days'
       FROM candidates x
       JOIN bench_users u ON u.rn = x.rn
       WHERE x.keep < CASE x.practice WHEN 'fully_gluten_free' THEN 0.04 WHEN 'aic_network' THEN 0.08 ELSE 0.25 END
       ON CONFLICT DO NOTHING`,
      [userIds.length],
    );
    await query(
      `INSERT INTO restaurant_practice_stats (restaurant_id, practice, confirmations, disputes, last_confirmed_at)
       SELECT restaurant_id, practice, count(*) FILTER (WHERE stance = 'confirm'), count(*) FILTER (WHERE stance = 'dispute'),
              max(stated_at) FILTER (WHERE stance = 'confirm')
       FROM practice_stances GROUP BY restaurant_id, practice`,
    );
    // Half the venues diners say are AIC members or 100% gluten free were verified by a moderator (migration 0025):
    // the list filter selects those two practices only once verified.
    await query(
      `INSERT INTO practice_verifications (restaurant_id, practice, source, verified_on)
       SELECT restaurant_id, practice, 'Elenco pubblico AIC consultato', current_date - floor(random() * 300)::int
       FROM restaurant_practice_stats WHERE practice IN ('fully_gluten_free', 'aic_network') AND random() < 0.5`,
    );
    // One reviewed venue in a hundred has a reaction report from the last year, naming one of the reporter's allergens.
    await query(
      `INSERT INTO incident_reports (restaurant_id, user_id, severity, meal_date, report_day, staff_informed, created_at, updated_at)
       SELECT r.id, u.id, (ARRAY['mild', 'moderate', 'severe'])[1 + floor(random() * 3)::int],
              (now() - r.p * interval '360 days')::date, (now() - r.p * interval '360 days')::date, random() < 0.6,
              now() - r.p * interval '360 days', now() - r.p * interval '360 days'
       FROM (SELECT id, random() AS p, 1 + floor(random() * $1)::int AS rn
             FROM restaurants TABLESAMPLE BERNOULLI (1) REPEATABLE (9)
             WHERE EXISTS (SELECT 1 FROM reviews v WHERE v.restaurant_id = restaurants.id)) r
       JOIN bench_users u ON u.rn = r.rn
       ON CONFLICT DO NOTHING`,
      [userIds.length],
    );
    await query(
      `INSERT INTO incident_report_allergens (report_id, allergen_id)
       SELECT DISTINCT ON (i.id) i.id, ua.allergen_id FROM incident_reports i JOIN user_allergens ua ON ua.user_id = i.user_id
       ORDER BY i.id, random()`,
    );
  });

  // Confirmed statuses (closed, new management): one venue in twenty, three in five of those closed (the list leaves them out
  // unless asked), each confirmed by two diners' claims.
  await step('closed and new-management venues', async () => {
    await query(
      `INSERT INTO restaurant_status (restaurant_id, status, change_date, updated_at)
       SELECT id, CASE WHEN p < 0.6 THEN 'closed' ELSE 'new_management' END,
              CASE WHEN p >= 0.6 THEN (now() - p * interval '300 days')::date END, now() - p * interval '300 days'
       FROM (SELECT id, random() AS p FROM restaurants TABLESAMPLE BERNOULLI (5) REPEATABLE (13)) r`,
    );
    await query(
      `INSERT INTO venue_status_reports (restaurant_id, user_id, status, change_date, created_at)
       SELECT s.restaurant_id, u.id, s.status, s.change_date, s.updated_at
       FROM restaurant_status s CROSS JOIN generate_series(1, 2) g
       JOIN bench_users u ON u.rn = 1 + abs(hashtext(s.restaurant_id::text || g::text)) % $1
       ON CONFLICT DO NOTHING`,
      [userIds.length],
    );
  });

  await step('rebuild aggregates (restaurant_stats_rebuild)', async () => {
    await query('SELECT restaurant_stats_rebuild()');
    await query('SET session_replication_role = origin');
  });

  await step('vacuum and analyze', async () => {
    for (const table of ['users', 'profiles', 'user_allergens', 'restaurants', 'reviews', 'review_allergens', 'review_likes',
      'review_photos', 'restaurant_stats', 'restaurant_allergen_stats', 'restaurant_facets', 'allergens', 'sessions',
      'practice_stances', 'restaurant_practice_stats', 'practice_verifications', 'incident_reports', 'incident_report_allergens',
      'restaurant_status', 'venue_status_reports']) {
      await query(`VACUUM (ANALYZE) ${table}`);
    }
  });

  const check = (
    await query(
      `SELECT (SELECT count(*) FROM restaurants)::int AS restaurants,
              (SELECT count(*) FROM restaurants WHERE has_reviews)::int AS reviewed,
              (SELECT restaurant_count FROM restaurant_facets WHERE kind = 'all') AS reviewed_facet,
              (SELECT count(*) FROM reviews)::int AS reviews,
              (SELECT sum(review_count) FROM restaurant_stats)::int AS stats_reviews,
              (SELECT count(*) FROM review_allergens)::int AS review_allergens,
              (SELECT count(*) FROM review_likes)::int AS review_likes,
              (SELECT count(*) FROM review_photos)::int AS review_photos,
              (SELECT count(*) FROM users)::int AS users,
              (SELECT count(*) FROM user_allergens)::int AS user_allergens,
              (SELECT count(*) FROM practice_stances)::int AS practice_stances,
              (SELECT count(*) FROM incident_reports)::int AS incident_reports,
              (SELECT count(*) FROM restaurant_status WHERE status = 'closed')::int AS closed,
              pg_size_pretty(pg_database_size(current_database())) AS size`,
    )
  ).rows[0] as Record<string, number | string>;
  console.info(check);
  if (check.reviewed !== check.reviewed_facet || check.reviews !== check.stats_reviews) {
    throw new Error('bench: aggregates do not match the rows');
  }
  const tags = await query(
    `SELECT a.name, count(*)::int AS tags FROM review_allergens ra JOIN allergens a ON a.id = ra.allergen_id
     GROUP BY a.name ORDER BY 2 DESC LIMIT 8`,
  );
  console.info('Most tagged allergens:', tags.rows.map((row: { name: string; tags: number }) => `${row.name} ${row.tags}`).join(', '));
  await client.end();
  console.info(`Bench dataset ready in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
