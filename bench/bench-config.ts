// Shared settings of the restaurant benchmarks (bench/generate-data.ts and
// bench/run.ts). Nothing here runs in `npm test`.

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/allerguida_bench';

export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
}

export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench: unexpected database name "${name}"`);
  return name;
}

/** The same server, its maintenance database: to create and drop the bench database. */
export function maintenanceUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

/** mulberry32: a small seeded generator, so every run builds the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;

export function gaussian(random: Rng): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function pickWeighted<T>(random: Rng, items: readonly { value: T; weight: number }[], total?: number): T {
  const sum = total ?? items.reduce((acc, item) => acc + item.weight, 0);
  let point = random() * sum;
  for (const item of items) {
    point -= item.weight;
    if (point < 0) return item.value;
  }
  return items[items.length - 1]!.value;
}

export function pick<T>(random: Rng, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * Italian cities with their population (ISTAT, rounded) and centre. Tourist
 * cities get more restaurants than their residents alone would give.
 */
export const BENCH_CITIES: readonly { name: string; population: number; lat: number; lng: number; tourism?: number }[] = [
  { name: 'Roma', population: 2_750_000, lat: 41.9028, lng: 12.4964, tourism: 1.3 },
  { name: 'Milano', population: 1_370_000, lat: 45.4642, lng: 9.19, tourism: 1.2 },
  { name: 'Napoli', population: 910_000, lat: 40.8518, lng: 14.2681 },
  { name: 'Torino', population: 840_000, lat: 45.0703, lng: 7.6869 },
  { name: 'Palermo', population: 630_000, lat: 38.1157, lng: 13.3615 },
  { name: 'Genova', population: 560_000, lat: 44.4056, lng: 8.9463 },
  { name: 'Bologna', population: 390_000, lat: 44.4949, lng: 11.3426, tourism: 1.3 },
  { name: 'Firenze', population: 360_000, lat: 43.7696, lng: 11.2558, tourism: 2 },
  { name: 'Bari', population: 315_000, lat: 41.1171, lng: 16.8719 },
  { name: 'Catania', population: 300_000, lat: 37.5079, lng: 15.083 },
  { name: 'Verona', population: 255_000, lat: 45.4384, lng: 10.9916, tourism: 1.4 },
  { name: 'Venezia', population: 250_000, lat: 45.4408, lng: 12.3155, tourism: 2.5 },
  { name: 'Messina', population: 220_000, lat: 38.1938, lng: 15.554 },
  { name: 'Padova', population: 208_000, lat: 45.4064, lng: 11.8768 },
  { name: 'Trieste', population: 200_000, lat: 45.6495, lng: 13.7768 },
  { name: 'Parma', population: 196_000, lat: 44.8015, lng: 10.3279 },
  { name: 'Brescia', population: 196_000, lat: 45.5416, lng: 10.2118 },
  { name: 'Prato', population: 195_000, lat: 43.8777, lng: 11.1022 },
  { name: 'Taranto', population: 188_000, lat: 40.4644, lng: 17.247 },
  { name: 'Modena', population: 185_000, lat: 44.6471, lng: 10.9252 },
  { name: 'Reggio Calabria', population: 172_000, lat: 38.1113, lng: 15.6473 },
  { name: 'Reggio Emilia', population: 171_000, lat: 44.6989, lng: 10.6297 },
  { name: 'Perugia', population: 163_000, lat: 43.1107, lng: 12.3908 },
  { name: 'Ravenna', population: 155_000, lat: 44.4184, lng: 12.2035 },
  { name: 'Livorno', population: 154_000, lat: 43.5485, lng: 10.3106 },
  { name: 'Rimini', population: 150_000, lat: 44.0678, lng: 12.5695, tourism: 2 },
  { name: 'Cagliari', population: 149_000, lat: 39.2238, lng: 9.1217 },
  { name: 'Foggia', population: 147_000, lat: 41.4622, lng: 15.5446 },
  { name: 'Ferrara', population: 130_000, lat: 44.8381, lng: 11.6198 },
  { name: 'Salerno', population: 128_000, lat: 40.6824, lng: 14.7681 },
  { name: 'Latina', population: 127_000, lat: 41.4676, lng: 12.9036 },
  { name: 'Sassari', population: 125_000, lat: 40.7259, lng: 8.5557 },
  { name: 'Monza', population: 123_000, lat: 45.5845, lng: 9.2744 },
  { name: 'Bergamo', population: 120_000, lat: 45.6983, lng: 9.6773 },
  { name: 'Pescara', population: 119_000, lat: 42.4618, lng: 14.2161 },
  { name: 'Siracusa', population: 118_000, lat: 37.0755, lng: 15.2866, tourism: 1.3 },
  { name: 'Trento', population: 118_000, lat: 46.0748, lng: 11.1217 },
  { name: 'Forlì', population: 117_000, lat: 44.2227, lng: 12.0407 },
  { name: 'Vicenza', population: 110_000, lat: 45.5455, lng: 11.5354 },
  { name: 'Terni', population: 109_000, lat: 42.5636, lng: 12.6427 },
  { name: 'Bolzano', population: 107_000, lat: 46.4983, lng: 11.3548 },
  { name: 'Novara', population: 104_000, lat: 45.4469, lng: 8.6222 },
  { name: 'Piacenza', population: 103_000, lat: 45.0526, lng: 9.693 },
  { name: 'Ancona', population: 100_000, lat: 43.6158, lng: 13.5189 },
  { name: 'Udine', population: 99_000, lat: 46.0711, lng: 13.2346 },
  { name: 'Arezzo', population: 99_000, lat: 43.4633, lng: 11.8797 },
  { name: 'Cesena', population: 97_000, lat: 44.1391, lng: 12.2431 },
  { name: 'Lecce', population: 95_000, lat: 40.3515, lng: 18.175, tourism: 1.5 },
  { name: 'Pesaro', population: 95_000, lat: 43.9098, lng: 12.9131 },
  { name: 'La Spezia', population: 93_000, lat: 44.1025, lng: 9.824, tourism: 1.4 },
  { name: 'Pisa', population: 90_000, lat: 43.7228, lng: 10.4017, tourism: 1.5 },
  { name: 'Lucca', population: 89_000, lat: 43.8429, lng: 10.5027, tourism: 1.4 },
  { name: 'Catanzaro', population: 85_000, lat: 38.9098, lng: 16.5877 },
  { name: 'Treviso', population: 85_000, lat: 45.6669, lng: 12.243 },
  { name: 'Como', population: 84_000, lat: 45.8081, lng: 9.0852, tourism: 1.6 },
  { name: 'Varese', population: 80_000, lat: 45.8206, lng: 8.8251 },
  { name: "L'Aquila", population: 69_000, lat: 42.3498, lng: 13.3995 },
  { name: 'Potenza', population: 65_000, lat: 40.6404, lng: 15.8056 },
  { name: 'Cosenza', population: 65_000, lat: 39.2983, lng: 16.2537 },
  { name: 'Matera', population: 60_000, lat: 40.6664, lng: 16.6043, tourism: 1.8 },
  { name: 'Sanremo', population: 55_000, lat: 43.8159, lng: 7.7761, tourism: 1.5 },
  { name: 'Campobasso', population: 48_000, lat: 41.5603, lng: 14.6627 },
  { name: 'Cantù', population: 40_000, lat: 45.7403, lng: 9.1276 },
  { name: 'Aosta', population: 34_000, lat: 45.7372, lng: 7.3206, tourism: 1.5 },
  { name: 'Canelli', population: 10_000, lat: 44.7211, lng: 8.2925, tourism: 1.5 },
];

/**
 * Share of the app's users who avoid each allergen. Everyone here has at
 * least one; coeliac disease and lactose intolerance dominate, then tree
 * nuts, peanuts, crustaceans, fish, eggs (EU-14 prevalence order).
 */
export const BENCH_ALLERGEN_PREVALENCE: readonly { name: string; share: number }[] = [
  { name: 'Gluten', share: 0.38 },
  { name: 'Lactose', share: 0.32 },
  { name: 'Tree nuts', share: 0.13 },
  { name: 'Peanuts', share: 0.11 },
  { name: 'Crustaceans', share: 0.08 },
  { name: 'Fish', share: 0.07 },
  { name: 'Eggs', share: 0.065 },
  { name: 'Soy', share: 0.045 },
  { name: 'Sesame seeds', share: 0.04 },
  { name: 'Nickel', share: 0.035 },
  { name: 'Celery', share: 0.02 },
  { name: 'Sulphites', share: 0.02 },
  { name: 'Mushrooms', share: 0.015 },
  { name: 'Fava bean', share: 0.01 },
  { name: 'Lupin', share: 0.008 },
  { name: 'Garlic', share: 0.008 },
  { name: 'Rice', share: 0.004 },
  { name: 'Cucumber', share: 0.004 },
];
