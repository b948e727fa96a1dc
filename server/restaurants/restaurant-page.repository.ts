// The restaurant's page: the restaurant with its badge, its reviews with their
// photos, allergens and votes, and the badge for the viewer's own allergens,
// in one statement compiled once (findRestaurantPage).
import { sql, type SQL } from 'drizzle-orm';
import { INCIDENT_TIME_ZONE, type IncidentAlert } from '../../domain/incidents';
import type { AllergenIndication } from '../../domain/labels';
import type { ReviewItem } from '../../domain/restaurants';
import { PERSONAL_MIN_PEOPLE, PERSONAL_RECENT_MONTHS, type SafetyLevel } from '../../domain/safety';
import type { ConfirmedVenueStatus } from '../../domain/venue-status';
import { compiledOnce, compiledRowsOf, rowsOf, type Executor, type Param } from '../db/query';
import {
  BADGE_LATERAL,
  INCIDENT_ALERT,
  RESTAURANT_COLUMNS,
  VENUE_STATUS_SQL,
  VISIBLE_NICKNAME,
  type AsStored,
  type RestaurantRow,
} from './restaurants.repository';
import { indicationSummarySql, reviewSafetyParts, safetyLevelSql, safetyScoreSql } from './safety-score.repository';

export type RestaurantDetailRow = RestaurantRow & {
  review_count: number;
  /** Every visible review, superseded ones included: what the page lists and pages through. */
  visible_review_count: number;
  avg_cleanliness: number | null;
  avg_customer_attention: number | null;
  avg_menu_flexibility: number | null;
  indication_value: AllergenIndication | null;
  indication_count: number;
  safety_level: SafetyLevel | null;
  safety_score: number | null;
  can_delete: boolean;
  incident_alert: IncidentAlert | null;
  venue_status: ConfirmedVenueStatus | null;
};


export function restaurantDetailQuery(id: Param, viewerId: Param): SQL {
  const indication = indicationSummarySql('s');
  return sql`SELECT ${RESTAURANT_COLUMNS},
      coalesce(s.review_count, 0)::int AS review_count,
      (SELECT count(*)::int FROM reviews x WHERE x.restaurant_id = r.id AND x.hidden_at IS NULL) AS visible_review_count,
      badge.avg_cleanliness, badge.avg_customer_attention, badge.avg_menu_flexibility,
      ${indication.value} AS indication_value,
      (${indication.count})::int AS indication_count,
      badge.safety_level, badge.safety_score,
      ${INCIDENT_ALERT} AS incident_alert, ${VENUE_STATUS_SQL} AS venue_status,
      (r.user_id IS NOT NULL AND r.user_id = ${viewerId} AND NOT EXISTS (
        SELECT 1 FROM reviews x WHERE x.restaurant_id = r.id AND x.user_id IS DISTINCT FROM r.user_id)) AS can_delete
    FROM restaurants r
    LEFT JOIN restaurant_stats s ON s.restaurant_id = r.id
    ${BADGE_LATERAL}
    WHERE r.id = ${id} AND r.hidden_at IS NULL`;
}

export async function findRestaurantDetail(db: Executor, id: string, viewerId: string): Promise<RestaurantDetailRow | undefined> {
  const [row] = await rowsOf<RestaurantDetailRow>(db, restaurantDetailQuery(id, viewerId), { isPlanStable: true });
  return row;
}

export type RestaurantPageRow = RestaurantDetailRow & { reviews: ReviewRow[]; personal: PersonalSafetyRow | null };

/** The detail page in one statement (one round trip): restaurant, badge, its newest reviews and personal badge. */
export function restaurantPageQuery(id: Param, viewerId: Param, reviewLimit: Param): SQL {
  return sql`SELECT d.*,
      (SELECT coalesce(json_agg(rv ORDER BY rv.created_at DESC, rv.id DESC), '[]'::json)
        FROM (${restaurantReviewsQuery(id, viewerId)} LIMIT ${reviewLimit}::int) rv) AS reviews,
      (SELECT row_to_json(ps) FROM (${personalSafetyQuery(id, viewerId)}) ps) AS personal
    FROM (${restaurantDetailQuery(id, viewerId)}) d`;
}

const RESTAURANT_PAGE = compiledOnce(['id', 'viewer', 'reviewLimit'], ({ id, viewer, reviewLimit }) =>
  restaurantPageQuery(id, viewer, reviewLimit),
);

export async function findRestaurantPage(
  db: Executor,
  id: string,
  viewerId: string,
  reviewLimit: number,
): Promise<RestaurantPageRow | undefined> {
  const [row] = await compiledRowsOf<RestaurantPageRow, 'id' | 'viewer' | 'reviewLimit'>(db, RESTAURANT_PAGE, {
    id,
    viewer: viewerId,
    reviewLimit: String(reviewLimit),
  });
  return row;
}

export type ReviewRow = AsStored<Omit<ReviewItem, 'is_own'>>;

/**
 * Whether review `alias` was written (Italian day) before the date of its
 * restaurant's confirmed new management (docs/product.md#closed-or-new-management;
 * tested through the API in venue-status.test.ts): one primary-key probe of
 * restaurant_status.
 */
function beforeNewManagementSql(alias: string): SQL {
  const review = sql.raw(alias);
  return sql`EXISTS (SELECT 1 FROM restaurant_status nm WHERE nm.restaurant_id = ${review}.restaurant_id
    AND nm.status = 'new_management' AND (${review}.created_at AT TIME ZONE ${sql.raw(`'${INCIDENT_TIME_ZONE}'`)})::date < nm.change_date)`;
}

export function restaurantReviewsQuery(restaurantId: Param, viewerId: Param): SQL {
  return sql`SELECT rv.id, rv.restaurant_id, rv.user_id, ${VISIBLE_NICKNAME} AS nickname, rv.rating,
      rv.cleanliness_rating::int AS cleanliness_rating,
      rv.customer_attention_rating::int AS customer_attention_rating,
      rv.menu_flexibility_rating::int AS menu_flexibility_rating,
      rv.allergen_indication, rv.comment,
      CASE WHEN rv.photo_url IN (SELECT ph.photo_url FROM review_photos ph WHERE ph.review_id = rv.id AND ph.hidden_at IS NOT NULL)
        THEN NULL ELSE rv.photo_url END AS photo_url,
      rv.created_at, rv.updated_at, ${beforeNewManagementSql('rv')} AS is_before_new_management,
      rv.superseded_at IS NOT NULL AS is_superseded,
      coalesce((SELECT json_agg(json_build_object('id', ph.id, 'photo_url', ph.photo_url)
          ORDER BY ph.photo_url IS NOT DISTINCT FROM rv.photo_url DESC, ph.created_at, ph.photo_url, ph.id)
        FROM review_photos ph WHERE ph.review_id = rv.id AND ph.hidden_at IS NULL), '[]'::json) AS photos,
      coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'emoji', a.emoji) ORDER BY a.name)
        FROM review_allergens ra JOIN allergens a ON a.id = ra.allergen_id WHERE ra.review_id = rv.id), '[]'::json) AS allergens,
      coalesce(votes.likes, 0) AS likes,
      coalesce(votes.dislikes, 0) AS dislikes,
      CASE votes.my_like WHEN true THEN 'like' WHEN false THEN 'dislike' END AS my_vote
    FROM reviews rv
    LEFT JOIN profiles p ON p.id = rv.user_id
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE l.is_like)::int AS likes,
        count(*) FILTER (WHERE NOT l.is_like)::int AS dislikes,
        bool_or(l.is_like) FILTER (WHERE l.user_id = ${viewerId}) AS my_like
      FROM review_likes l WHERE l.review_id = rv.id
    ) votes ON true
    WHERE rv.restaurant_id = ${restaurantId} AND rv.hidden_at IS NULL
    ORDER BY rv.created_at DESC, rv.id DESC`;
}

export type PersonalSafetyRow = {
  allergen_names: string[] | null;
  uncovered: { name: string; people: number }[] | null;
  allergen_ids: string[] | null;
  review_count: number;
  safety_level: SafetyLevel | null;
  safety_score: number | null;
  latest_review_at: Date | string | null;
};

/**
 * The badge computed over the restaurant's counted reviews (each author's
 * newest, visible, not before a new management) tagged with at least one of
 * the viewer's allergens ('Per i tuoi allergeni'), and the viewer's allergens
 * that fewer than PERSONAL_MIN_PEOPLE people reviewed in the last
 * PERSONAL_RECENT_MONTHS months (one counted review is one person). No row of
 * allergen names (null) when the viewer has none saved.
 */
export function personalSafetyQuery(restaurantId: Param, viewerId: Param): SQL {
  const parts = reviewSafetyParts('rv');
  const totals = { sum: sql`t.sum`, weight: sql`t.weight`, reviewCount: sql`t.review_count` };
  return sql`WITH mine AS (
      SELECT ua.allergen_id, a.name FROM user_allergens ua JOIN allergens a ON a.id = ua.allergen_id
      WHERE ua.user_id = ${viewerId}
    ), counted AS (
      SELECT rv.* FROM reviews rv
      WHERE rv.restaurant_id = ${restaurantId} AND rv.hidden_at IS NULL AND rv.superseded_at IS NULL
        AND NOT ${beforeNewManagementSql('rv')}
    ), t AS (
      SELECT count(*)::int AS review_count,
        coalesce(sum(${parts.sum}), 0) AS sum,
        coalesce(sum(${parts.weight}), 0) AS weight,
        max(rv.created_at) AS latest_review_at
      FROM counted rv
      WHERE EXISTS (SELECT 1 FROM review_allergens ra WHERE ra.review_id = rv.id
          AND ra.allergen_id IN (SELECT allergen_id FROM mine))
    ), coverage AS (
      SELECT m.name, (SELECT count(*) FROM counted rv
          JOIN review_allergens ra ON ra.review_id = rv.id AND ra.allergen_id = m.allergen_id
          WHERE rv.created_at >= now() - interval '${sql.raw(String(PERSONAL_RECENT_MONTHS))} months')::int AS people
      FROM mine m
    )
    SELECT (SELECT json_agg(name ORDER BY name) FROM mine) AS allergen_names,
      (SELECT json_agg(allergen_id) FROM mine) AS allergen_ids,
      (SELECT json_agg(json_build_object('name', name, 'people', people) ORDER BY name) FROM coverage
        WHERE people < ${sql.raw(String(PERSONAL_MIN_PEOPLE))}) AS uncovered,
      t.review_count,
      ${safetyLevelSql(totals)} AS safety_level,
      ${safetyScoreSql(totals)} AS safety_score,
      t.latest_review_at
    FROM t`;
}

export async function findPersonalSafety(db: Executor, restaurantId: string, viewerId: string): Promise<PersonalSafetyRow | undefined> {
  const [row] = await rowsOf<PersonalSafetyRow>(db, personalSafetyQuery(restaurantId, viewerId), { isPlanStable: true });
  return row;
}