// The search box's suggestions: cities, cuisines and names of reviewed restaurants.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/query';

export type SuggestionRow = { type: 'city' | 'cuisine' | 'restaurant'; text: string; value: string; is_prefix: boolean };

/**
 * Cities and restaurant names containing the folded term (names starting
 * with it from the prefix index, then any others: unordered, since sorting
 * every match of a common term costs more than it brings to a typeahead),
 * and every cuisine value in use (the service matches those with the
 * synonym groups). Reviewed restaurants only: a suggestion never leads to an
 * empty list.
 */
export function suggestionsQuery(folded: { contains: string; prefix: string }, limits: { cities: number; names: number }): SQL {
  return sql`(SELECT 'city' AS type, f.label AS text, f.label AS value, f.key LIKE ${folded.prefix} AS is_prefix
      FROM restaurant_facets f
      WHERE f.kind = 'city' AND f.restaurant_count > 0 AND f.key LIKE ${folded.contains}
      ORDER BY f.key LIKE ${folded.prefix} DESC, f.key
      LIMIT ${limits.cities})
    UNION ALL
    (SELECT 'cuisine', f.label, f.key, false
      FROM restaurant_facets f
      WHERE f.kind = 'cuisine' AND f.restaurant_count > 0
      ORDER BY f.key
      LIMIT 500)
    UNION ALL
    (SELECT 'restaurant', r.name, r.name, true
      FROM restaurants r
      WHERE r.has_reviews AND r.search_name LIKE ${folded.prefix}
      ORDER BY r.search_name, r.id
      LIMIT ${limits.names})
    UNION ALL
    (SELECT 'restaurant', r.name, r.name, r.search_name LIKE ${folded.prefix}
      FROM restaurants r
      WHERE r.has_reviews AND r.search_name LIKE ${folded.contains}
      LIMIT ${limits.names})`;
}

export async function findSuggestions(
  db: Executor,
  folded: { contains: string; prefix: string },
  limits: { cities: number; names: number },
): Promise<SuggestionRow[]> {
  return rowsOf<SuggestionRow>(db, suggestionsQuery(folded, limits));
}