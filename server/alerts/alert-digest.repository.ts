// SQL of the weekly digest (migration 0034): one statement queues, in the
// outbox, the digest of every user who chose it, whose Monday send time has
// passed in their time zone and who has none queued for this week yet, listing
// the bell rows of the week before about venues they still save, in the
// language the user chose (each bell row's English text for English, its
// Italian where a row written before migration 0035 has none; Italian for one
// who never chose). A user with nothing to say gets no row, and none later for that week.
import { sql } from 'drizzle-orm';
import { WEEKLY_DIGEST, WEEKLY_DIGEST_LOCAL_MINUTE } from '../../domain/alerts';
import { DEFAULT_LANGUAGE } from '../../domain/i18n/language';
import { WEB_ROUTES } from '../../domain/web-routes';
import { rowsOf, type Executor } from '../db/query';

/** One change in a digest: the venue, the bell row's words and the venue's page. */
export type DigestItem = { restaurant: string; title: string; body: string; url: string };

const restaurantPath = WEB_ROUTES.restaurantDetail.replace(':restaurantId', '');

/**
 * Queues the digests due at `now` and answers how many. The week's changes are
 * the savers' bell rows (the fan-out already chose who hears of what: reaction
 * reports, status changes, reviews for their allergens) from the previous send
 * time to this one. Held until quiet hours end, as pushes are. Two instances
 * running it at once queue each digest once: the unique dedupe_key.
 */
export async function queueWeeklyDigests(db: Executor, now: Date): Promise<number> {
  const rows = await rowsOf<{ id: string }>(db, sql`WITH due AS (
      SELECT ap.user_id, u.email, ap.quiet_start_minute, ap.quiet_end_minute, ap.time_zone, week.monday,
        (week.monday + make_interval(mins => ${WEEKLY_DIGEST_LOCAL_MINUTE})) AT TIME ZONE ap.time_zone AS send_at,
        coalesce(p.language, ${DEFAULT_LANGUAGE}::text) AS language
      FROM alert_preferences ap
      JOIN users u ON u.id = ap.user_id
      LEFT JOIN profiles p ON p.id = ap.user_id
      CROSS JOIN LATERAL (SELECT date_trunc('week', ${now}::timestamptz AT TIME ZONE ap.time_zone) AS monday) week
      WHERE ${WEEKLY_DIGEST} = ANY(ap.email_types) AND u.email IS NOT NULL AND u.email_confirmed_at IS NOT NULL
    ), ready AS (
      SELECT due.*, ${`${WEEKLY_DIGEST}:`}::text || due.user_id::text || ':' || to_char(due.monday, 'YYYY-MM-DD') AS dedupe_key
      FROM due WHERE due.send_at <= ${now}::timestamptz
    ), pending AS (
      SELECT ready.* FROM ready WHERE NOT EXISTS (SELECT 1 FROM alert_outbox o WHERE o.dedupe_key = ready.dedupe_key)
    ), items AS (
      SELECT p.user_id, jsonb_agg(jsonb_build_object('restaurant', r.name,
          'title', CASE WHEN p.language = 'en' THEN coalesce(n.title_en, n.title) ELSE n.title END,
          'body', CASE WHEN p.language = 'en' THEN coalesce(n.message_en, n.message) ELSE n.message END,
          'url', ${restaurantPath}::text || r.id::text) ORDER BY r.name, r.id, n.created_at) AS items
      FROM pending p
      JOIN notifications n ON n.user_id = p.user_id AND n.type IN ('incident_reported', 'venue_status', 'review_for_you')
        AND n.created_at >= p.send_at - interval '7 days' AND n.created_at < p.send_at
      JOIN saved_restaurants s ON s.user_id = p.user_id AND s.restaurant_id = n.restaurant_id
      JOIN restaurants r ON r.id = n.restaurant_id
      GROUP BY p.user_id
    )
    INSERT INTO alert_outbox (channel, user_id, recipient, payload, next_attempt_at, dedupe_key)
    SELECT 'email', p.user_id, p.email,
      jsonb_build_object('type', ${WEEKLY_DIGEST}::text, 'week', to_char(p.monday, 'YYYY-MM-DD'), 'items', i.items, 'language', p.language),
      alert_release_at(p.quiet_start_minute, p.quiet_end_minute, p.time_zone, now()), p.dedupe_key
    FROM pending p JOIN items i ON i.user_id = p.user_id
    ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
    RETURNING id`);
  return rows.length;
}
