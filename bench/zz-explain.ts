import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { restaurantListQuerySchema } from '../domain/schemas/restaurants';
import type { Database } from '../server/db/client';
import * as schema from '../server/db/schema';
import { getRestaurantDetail, listRestaurants, suggest } from '../server/restaurants/restaurants.service';
const url = 'postgres://postgres@127.0.0.1:5432/allerguida_bench';
const pool = new pg.Pool({ connectionString: url, max: 2 });
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const p of process.argv.slice(2)) {
  const statements: { text: string; params: unknown[] }[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, params) => statements.push({ text, params }) } }) as unknown as Database;
  const u = new URL(`http://x${p}`);
  if (u.pathname === '/restaurants') {
    const raw: Record<string, string | string[]> = {};
    for (const [k, v] of u.searchParams) raw[k] = raw[k] === undefined ? v : [...[raw[k]].flat(), v];
    await listRestaurants(db, restaurantListQuerySchema.parse(raw));
  } else if (u.pathname === '/restaurants/suggestions') await suggest(db, u.searchParams.get('q') ?? '');
  else await getRestaurantDetail(db, '00000000-0000-4000-8000-000000000000', u.pathname.split('/').pop()!);
  console.log('=====', p);
  for (const s of statements) {
    for (let i = 0; i < 3; i++) await client.query(s.text, s.params);
    const r = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.params);
    const lines = r.rows.map((x: Record<string, string>) => x['QUERY PLAN']);
    console.log(lines.filter((l: string) => process.env.FULL || /Scan|Loop|Sort|Planning|Execution|Removed|Heap Blocks|Limit|Hash|Aggregate/.test(l)).join('\n'));
    console.log('--');
  }
}
await client.end(); await pool.end();
