// Rules of the restaurants module: how list filters are read (folding,
// synonyms, allergen names in English or Italian), paging, the duplicate
// check of docs/product.md#duplicate-restaurants, the community edit history and the delete policy.
// SQL lives in the repositories: restaurants.repository.ts (a restaurant and its
// writes), list-planner.repository.ts, restaurant-page.repository.ts and
// suggestions.repository.ts.
import { findAllergenByName, allergenDisplayName } from '../../domain/allergens';
import { personalVerdict, type IncidentAlert } from '../../domain/incidents';
import type { SafetyLevel } from '../../domain/safety';
import { ALL_CUISINES, CUISINE_SYNONYM_GROUPS, cuisineLabel, expandCuisineTerm } from '../../domain/cuisines';
import { findDuplicateRestaurant } from '../../domain/duplicates';
import { foldForMatch } from '../../domain/fold';
import { matchAllergenNames } from '../../domain/allergens';
import { RESTAURANT_PAGE_SIZE, SUGGESTIONS_MAX, SUGGESTIONS_MIN_CHARS, SUGGESTIONS_NAME_QUERY_LIMIT } from '../../domain/limits';
import type {
  Restaurant,
  RestaurantDetail,
  RestaurantEdit,
  RestaurantListItem,
  RestaurantListPage,
  RestaurantSuggestion,
  ReviewItem,
} from '../../domain/restaurants';
import type {
  CreateRestaurantInput,
  PatchRestaurantInput,
  RestaurantDetailQuery,
  RestaurantListQuery,
} from '../../domain/schemas/restaurants';
import { PRACTICE_KEYS } from '../../domain/practices';
import { compareItalian, compareSortKeys, italianSortKey } from '../../domain/sort';
import type { SuggestionType } from '../../domain/suggestions';
import type { Database } from '../db/client';
import { violatedConstraint } from '../db/errors';
import type { ListCache } from './list-cache';
import { appError } from '../http/app-error';
import * as repository from './restaurants.repository';
import type { RestaurantRow } from './restaurants.repository';
import * as listPlanner from './list-planner.repository';
import type { AllergenRef, ListCriteria } from './list-planner.repository';
import * as restaurantPage from './restaurant-page.repository';
import * as suggestions from './suggestions.repository';
import { isRestaurantLocked } from '../moderation/moderation.repository';
import { isUuid } from '../../domain/schemas/common';

const notFound = () => appError('restaurant_not_found');
const notDeleted = () => appError('not_deleted');

/** A malformed id names no restaurant: 404, like an unknown one. */
function restaurantId(id: string): string {
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
}

const toIso = (value: Date | string) => new Date(value).toISOString();

// ---------------------------------------------------------------- list

/** LIKE matches the term literally: its own % _ and \ are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const containsPattern = (folded: string) => `%${escapeLike(folded)}%`;

/**
 * Stored cuisine values (folded) a cuisine term selects: the term and its
 * synonym groups (domain/cuisines.ts), plus the values whose Italian label is
 * one of those words ('cinese' also selects 'chinese', 'giapponese' also
 * 'japanese') and the groups of a value named by its label ('Messicana').
 */
export function cuisineValuesFor(term: string): string[] {
  const expanded = expandCuisineTerm(term);
  const values = new Set(expanded);
  for (const value of ALL_CUISINES) {
    const label = foldForMatch(cuisineLabel(value));
    if (expanded.includes(label)) {
      for (const synonym of expandCuisineTerm(value)) values.add(synonym);
    }
  }
  return [...values];
}

/** The allergen a user typed: a catalogue allergen by its English or Italian name, any other by its folded name. */
function allergenRef(term: string): AllergenRef {
  const catalogueName = findAllergenByName(term);
  return catalogueName ? { name: catalogueName, isCatalogue: true } : { name: foldForMatch(term), isCatalogue: false };
}

export function listCriteria(query: RestaurantListQuery): ListCriteria {
  const refs = new Map(
    query.allergen.map(allergenRef).filter((ref) => ref.name !== '').map((ref) => [`${ref.isCatalogue}:${ref.name}`, ref]),
  );
  const allergens = [...refs.values()];
  const city = query.city === undefined ? '' : foldForMatch(query.city);
  const cuisine = query.cuisine === undefined ? '' : foldForMatch(query.cuisine);
  const restaurant = query.restaurant === undefined ? '' : foldForMatch(query.restaurant);
  const text = query.q === undefined ? '' : foldForMatch(query.q);
  const textAllergen = text === '' ? undefined : findAllergenByName(text);
  return {
    allergens,
    city: city === '' ? null : city,
    cuisines: cuisine === '' ? null : cuisineValuesFor(cuisine),
    namePattern: restaurant === '' ? null : containsPattern(restaurant),
    text:
      text === ''
        ? null
        : {
            pattern: containsPattern(text),
            cuisines: cuisineValuesFor(text),
            allergen: textAllergen === undefined ? null : { name: textAllergen, isCatalogue: true },
          },
    practices: [...new Set(query.practice)],
    includeClosed: query.show_closed,
  };
}

const KM_DECIMALS = 1000;

function toListItem(row: listPlanner.RestaurantListRow): RestaurantListItem {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    cuisine_type: row.cuisine_type,
    phone: row.phone,
    website: row.website,
    latitude: row.latitude,
    longitude: row.longitude,
    user_id: row.user_id,
    review_count: Number(row.review_count),
    safety: { level: row.safety_level, score: row.safety_score },
    averages: {
      cleanliness: row.avg_cleanliness,
      customer_attention: row.avg_customer_attention,
      menu_flexibility: row.avg_menu_flexibility,
    },
    distance_km: row.distance_km === null ? null : Math.round(row.distance_km * KM_DECIMALS) / KM_DECIMALS,
    incident_alert: row.incident_alert ?? null,
    practices: PRACTICE_KEYS.filter((practice) => row.practices?.includes(practice) === true),
    latest_review_at: row.latest_review_at === null ? null : toIso(row.latest_review_at),
    venue_status: row.venue_status ?? null,
  };
}

export async function listRestaurants(db: Database, query: RestaurantListQuery, cache?: ListCache): Promise<RestaurantListPage> {
  const criteria = listCriteria(query);
  const position = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const request = { criteria, offset: (query.page - 1) * RESTAURANT_PAGE_SIZE, limit: RESTAURANT_PAGE_SIZE, position };
  // Text searches in Italian order repeat and read many rows: they are cached (list-cache.ts).
  const isSearch = position === null && (criteria.text !== null || criteria.namePattern !== null);
  // So are pages filtered by practice: their walk of the Italian-order index probes every venue's
  // practices until the page is full (thousands of probes for a rare practice or a later page).
  // The other lists are index walks that stop within a page, and a position makes every request unique.
  const isKeptPage = position === null && criteria.practices.length > 0;
  const { reviewedTotal, total, rows } =
    cache === undefined
      ? await listPlanner.listPage(db, request)
      : isSearch
        ? // A kept page reads its closed counts inside its computation: one counted before a change announced
          // meanwhile then keeps the page out of the cache with it.
          await cache.get(JSON.stringify(request), async () => searchPage(db, cache, request, await knownClosedCounts(db, cache, criteria)))
        : isKeptPage
          ? await cache.get(JSON.stringify(request), () => indexWalkPage(db, cache, request))
          : await indexWalkPage(db, cache, request);
  return {
    items: rows.map(toListItem),
    total,
    reviewed_total: reviewedTotal,
    page: query.page,
    page_size: RESTAURANT_PAGE_SIZE,
  };
}

/** A page found by an index walk, with the totals and rows the cache keeps. */
async function indexWalkPage(db: Database, cache: ListCache, request: listPlanner.ListRequest): Promise<listPlanner.ListResult> {
  return listPlanner.listPage(db, request, undefined, await knownTotals(db, cache, request.criteria), cachedRows(db, cache));
}

/**
 * The closed restaurants a list leaves out of its totals, counted once per
 * filter combination and kept until the data changes: every list request
 * needs them, and counting them costs more than the rest of the request.
 */
async function knownClosedCounts(db: Database, cache: ListCache, criteria: listPlanner.ListCriteria): Promise<listPlanner.ClosedCount> {
  const counts = new Map<string, number>();
  for (const [key, query] of listPlanner.closedCountsOf(criteria)) {
    counts.set(key, await cache.count(key, () => listPlanner.countOf(db, query)));
  }
  return listPlanner.knownClosedCounts(counts, await cache.closedByFacet(() => listPlanner.closedCountsByFacet(db)));
}

/**
 * The totals of a list without text, counted once per filter combination and
 * kept until the data changes: the page itself is an index walk of a few rows,
 * but the total of filters no facet counts (a practice, an allergen in a city,
 * several filters) reads every match, and the same filters come back page
 * after page and from every position.
 */
async function knownTotals(db: Database, cache: ListCache, criteria: listPlanner.ListCriteria): Promise<listPlanner.ListTotals> {
  return cache.totals(JSON.stringify(criteria), async () => listPlanner.listTotals(db, criteria, await knownClosedCounts(db, cache, criteria)));
}

/**
 * The rows of a page's entries, those the list cache has from it: the same
 * restaurants come back on page after page (the first pages of every list, the
 * venues of a city centre seen from every position nearby), and their row
 * (badge, reaction alert, status, practices, latest review) is most of what a
 * list request costs PostgreSQL. Kept until the data changes, like the pages.
 */
function cachedRows(db: Database, cache: ListCache): listPlanner.ReadRows {
  return async (entries) => {
    const rows = await cache.rows(
      entries.map((entry) => entry.id),
      (ids) => listPlanner.rowsOfPage(db, ids.map((id) => ({ id, distance_km: null }))),
    );
    // A restaurant deleted since its page was read has no row: left out.
    return entries.flatMap((entry) => {
      const row = rows.get(entry.id);
      return row === undefined ? [] : [{ ...row, distance_km: entry.distance_km }];
    });
  };
}

/** Matches of a text search kept in order for its next pages: the first five pages. */
export const SEARCH_WINDOW_SIZE = 5 * RESTAURANT_PAGE_SIZE;

/**
 * A page of a text search not in the page cache: read by id from the search's
 * window, which is computed along with the page when it is not kept (the
 * first pages cost the same to find: all matches are read to count them).
 */
async function searchPage(
  db: Database,
  cache: ListCache,
  request: listPlanner.ListRequest,
  closedCount: listPlanner.ClosedCount,
): Promise<listPlanner.ListResult> {
  const end = request.offset + request.limit;
  const readRows = cachedRows(db, cache);
  if (end > SEARCH_WINDOW_SIZE) return listPlanner.listPage(db, request, closedCount, undefined, readRows);
  const { window, page } = await cache.window(JSON.stringify(request.criteria), () =>
    listPlanner.searchWindow(db, request, SEARCH_WINDOW_SIZE, closedCount, readRows),
  );
  const entries = window.ids.slice(request.offset, end).map((id) => ({ id, distance_km: null }));
  return page ?? { reviewedTotal: window.reviewedTotal, total: window.total, rows: await readRows(entries) };
}

// ---------------------------------------------------------------- suggestions

/** The cuisine value, its Italian label or a synonym of its group contains the term. */
function cuisineMatches(value: string, term: string): boolean {
  if (foldForMatch(value).includes(term) || foldForMatch(cuisineLabel(value)).includes(term)) return true;
  const folded = foldForMatch(value);
  return CUISINE_SYNONYM_GROUPS.some(
    (group) =>
      (group.key === folded || group.synonyms.includes(folded)) &&
      [group.key, ...group.synonyms].some((word) => word.includes(term)),
  );
}

type Ranked = RestaurantSuggestion & { isPrefix: boolean };

/** Types take turns so that one kind cannot crowd out the others. */
const SUGGESTION_ORDER: readonly SuggestionType[] = ['city', 'cuisine', 'allergen', 'restaurant'];

export async function suggest(db: Database, q: string): Promise<{ items: RestaurantSuggestion[] }> {
  const term = foldForMatch(q);
  if ([...term].length < SUGGESTIONS_MIN_CHARS) return { items: [] };
  const rows = await suggestions.findSuggestions(
    db,
    { contains: containsPattern(term), prefix: `${escapeLike(term)}%` },
    { cities: SUGGESTIONS_MAX, names: SUGGESTIONS_NAME_QUERY_LIMIT },
  );
  // Each item's Italian sort key is computed once, not at every comparison of the sort.
  const byType = new Map<SuggestionType, (Ranked & { sortKey: string })[]>(SUGGESTION_ORDER.map((type) => [type, []]));
  const seen = new Set<string>();
  const add = (item: Ranked) => {
    const key = `${item.type}\u0000${foldForMatch(item.text)}`;
    if (seen.has(key)) return;
    seen.add(key);
    byType.get(item.type)!.push({ ...item, sortKey: italianSortKey(item.text) });
  };
  for (const row of rows) {
    if (row.type === 'cuisine') {
      if (!cuisineMatches(row.value, term)) continue;
      const text = cuisineLabel(row.value);
      add({ type: 'cuisine', text, value: row.value, isPrefix: foldForMatch(text).startsWith(term) });
    } else {
      add({ type: row.type, text: row.text, value: row.value, isPrefix: row.is_prefix });
    }
  }
  for (const name of matchAllergenNames(term)) {
    const text = allergenDisplayName(name);
    add({ type: 'allergen', text, value: name, isPrefix: foldForMatch(text).startsWith(term) || foldForMatch(name).startsWith(term) });
  }
  const queues = SUGGESTION_ORDER.map((type) =>
    byType.get(type)!.sort((a, b) => Number(b.isPrefix) - Number(a.isPrefix) || compareSortKeys(a.sortKey, b.sortKey)),
  );
  const items: RestaurantSuggestion[] = [];
  while (items.length < SUGGESTIONS_MAX && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && items.length < SUGGESTIONS_MAX) items.push({ type: next.type, text: next.text, value: next.value });
    }
  }
  return { items };
}

// ---------------------------------------------------------------- detail

function toRestaurant(row: RestaurantRow): Restaurant {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    cuisine_type: row.cuisine_type,
    phone: row.phone,
    website: row.website,
    latitude: row.latitude,
    longitude: row.longitude,
    user_id: row.user_id,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** 'Per i tuoi allergeni' is never safe while an open reaction report involves one of the viewer's allergens. */
function personalVerdictOf(
  personal: restaurantPage.PersonalSafetyRow,
  alert: IncidentAlert | null,
): { level: SafetyLevel | null; incident_allergen_names: string[] } {
  const open = alert?.allergens ?? [];
  const uncovered = personal.uncovered ?? [];
  const verdict = personalVerdict(personal.safety_level, open.map((a) => a.id), personal.allergen_ids ?? [], uncovered.length);
  const names = open.filter((a) => verdict.incidentAllergenIds.includes(a.id)).map((a) => allergenDisplayName(a.name));
  return { level: verdict.level, incident_allergen_names: names.sort(compareItalian) };
}

export async function getRestaurantDetail(
  db: Database,
  viewerId: string,
  rawId: string,
  query: RestaurantDetailQuery,
): Promise<RestaurantDetail> {
  const id = restaurantId(rawId);
  const detail = await restaurantPage.findRestaurantPage(db, id, viewerId, query.reviews);
  if (!detail) throw notFound();
  const { reviews, personal } = detail;
  const reviewCount = Number(detail.review_count);
  return {
    restaurant: toRestaurant(detail),
    review_count: Number(detail.visible_review_count),
    people_count: reviewCount,
    averages: {
      cleanliness: detail.avg_cleanliness,
      customer_attention: detail.avg_customer_attention,
      menu_flexibility: detail.avg_menu_flexibility,
    },
    allergen_indication:
      detail.indication_value === null
        ? null
        : { value: detail.indication_value, count: Number(detail.indication_count), total: reviewCount },
    safety: { level: detail.safety_level, score: detail.safety_score },
    incident_alert: detail.incident_alert ?? null,
    venue_status: detail.venue_status ?? null,
    personal_safety:
      !personal || personal.allergen_names === null
        ? null
        : {
            ...personalVerdictOf(personal, detail.incident_alert ?? null),
            score: personal.safety_score,
            review_count: Number(personal.review_count),
            latest_review_at: personal.latest_review_at === null ? null : toIso(personal.latest_review_at),
            allergen_names: personal.allergen_names.map(allergenDisplayName).sort(compareItalian),
            uncovered_allergens: (personal.uncovered ?? [])
              .map((a) => ({ name: allergenDisplayName(a.name), people: Number(a.people) }))
              .sort((a, b) => compareItalian(a.name, b.name)),
          },
    can_delete: detail.can_delete === true,
    reviews: reviews.map((review) => toReviewItem(review, viewerId)),
  };
}

/** A review as the restaurant page shows it to `viewerId`. */
export function toReviewItem(review: restaurantPage.ReviewRow, viewerId: string): ReviewItem {
  return {
    id: review.id,
    restaurant_id: review.restaurant_id,
    user_id: review.user_id,
    nickname: review.nickname,
    rating: review.rating,
    cleanliness_rating: review.cleanliness_rating,
    customer_attention_rating: review.customer_attention_rating,
    menu_flexibility_rating: review.menu_flexibility_rating,
    allergen_indication: review.allergen_indication,
    comment: review.comment,
    photo_url: review.photo_url,
    photos: review.photos,
    allergens: review.allergens,
    likes: Number(review.likes),
    dislikes: Number(review.dislikes),
    my_vote: review.my_vote,
    is_own: review.user_id !== null && review.user_id === viewerId,
    is_before_new_management: review.is_before_new_management === true,
    is_superseded: review.is_superseded === true,
    created_at: toIso(review.created_at),
    updated_at: toIso(review.updated_at),
  };
}

// ---------------------------------------------------------------- writes

/** The indexed candidate key: folded name without dots, commas, spaces and hyphens (SQL: translate(search_name, ' .,-', '')). */
export function duplicateKey(name: string): string {
  return foldForMatch(name).replace(/[ .,-]/g, '');
}

async function assertNotDuplicate(
  tx: Parameters<typeof repository.lockDuplicateKey>[0],
  candidate: { name: string; city: string; address: string },
  excludeId: string | null,
): Promise<void> {
  const key = duplicateKey(candidate.name);
  await repository.lockDuplicateKey(tx, key);
  const existing = findDuplicateRestaurant(candidate, await repository.findDuplicateCandidates(tx, key, excludeId));
  // A venue a moderator hid still blocks its copy (else hiding a vandal's venue
  // would only invite adding it again), but its page answers 404: no id to open.
  if (existing?.hidden) {
    throw appError('duplicate_restaurant_hidden', { name: existing.name });
  }
  if (existing) {
    throw appError('duplicate_restaurant', { name: existing.name }, {
      existing_id: existing.id,
    });
  }
}

/**
 * The restaurant already stored under a client-generated id: the caller's own
 * (a retried request whose answer was lost), or someone else's (409).
 */
function replayOf(row: RestaurantRow, userId: string): Restaurant {
  if (row.user_id !== userId) throw appError('id_conflict');
  return toRestaurant(row);
}

export type CreatedRestaurant = { restaurant: Restaurant; isReplay: boolean };

/**
 * Idempotent when the client sends an id: the same request again returns the
 * restaurant stored the first time (isReplay), not a duplicate_restaurant 409
 * about itself. The id is looked up under the duplicate-name lock, so a retry
 * racing its original waits for it and then finds it.
 */
export async function createRestaurant(db: Database, userId: string, input: CreateRestaurantInput): Promise<CreatedRestaurant> {
  const outcome = await db
    .transaction(async (tx) => {
      await repository.lockDuplicateKey(tx, duplicateKey(input.name));
      const stored = input.id === undefined ? undefined : await repository.findRestaurant(tx, input.id);
      if (stored) return { row: stored, isReplay: true };
      await assertNotDuplicate(tx, input, null);
      const row = await repository.insertRestaurant(tx, {
        id: input.id,
        name: input.name,
        sortName: italianSortKey(input.name),
        address: input.address,
        city: input.city,
        cuisineType: input.cuisine_type,
        description: input.description,
        phone: input.phone,
        website: input.website,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        userId,
      });
      return { row, isReplay: false };
    })
    .catch(async (error: unknown) => {
      // The same id under another name (another duplicate lock) was stored meanwhile.
      if (input.id === undefined || violatedConstraint(error) !== 'restaurants_pkey') throw error;
      const stored = await repository.findRestaurant(db, input.id);
      if (!stored) throw error;
      return { row: stored, isReplay: true };
    });
  return {
    restaurant: outcome.isReplay ? replayOf(outcome.row, userId) : toRestaurant(outcome.row),
    isReplay: outcome.isReplay,
  };
}

const EDITABLE_FIELDS = ['name', 'address', 'city', 'cuisine_type', 'phone', 'website', 'latitude', 'longitude'] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];

/** The repository column of each editable field (also used by moderation's revert). */
export const PATCH_KEYS: Readonly<Record<EditableField, keyof repository.RestaurantPatch>> = {
  name: 'name',
  address: 'address',
  city: 'city',
  cuisine_type: 'cuisineType',
  phone: 'phone',
  website: 'website',
  latitude: 'latitude',
  longitude: 'longitude',
};

/**
 * Any signed-in user may edit (restaurants are community-maintained). Only
 * fields that really change are written, and they are recorded with their old
 * and new values; a rename, move or new address is checked for duplicates.
 */
export async function updateRestaurant(
  db: Database,
  userId: string,
  rawId: string,
  input: PatchRestaurantInput,
): Promise<Restaurant> {
  const id = restaurantId(rawId);
  const row = await db.transaction(async (tx) => {
    const current = await repository.findRestaurant(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    // A moderator's lock refuses edits; a moderator's revert (moderation.service) still applies.
    if (await isRestaurantLocked(tx, id)) throw appError('restaurant_locked');
    const changes: Record<string, { old: unknown; new: unknown }> = {};
    const patch: repository.RestaurantPatch = {};
    for (const field of EDITABLE_FIELDS) {
      const next = input[field];
      if (next === undefined || next === current[field]) continue;
      changes[field] = { old: current[field], new: next };
      Object.assign(patch, { [PATCH_KEYS[field]]: next });
    }
    if (Object.keys(changes).length === 0) return current;
    if (changes.name || changes.city || changes.address) {
      await assertNotDuplicate(
        tx,
        { name: input.name ?? current.name, city: input.city ?? current.city, address: input.address ?? current.address },
        id,
      );
    }
    if (patch.name !== undefined) patch.sortName = italianSortKey(patch.name);
    const updated = await repository.updateRestaurant(tx, id, patch);
    await repository.insertRestaurantEdit(tx, { restaurantId: id, userId, changes });
    return updated;
  });
  return toRestaurant(row);
}

export async function listRestaurantEdits(db: Database, rawId: string): Promise<{ items: RestaurantEdit[] }> {
  const id = restaurantId(rawId);
  const [restaurant, edits] = await Promise.all([repository.findRestaurant(db, id), repository.findRestaurantEdits(db, id)]);
  if (!restaurant) throw notFound();
  return {
    items: edits.map((edit) => ({
      id: edit.id,
      user_id: edit.user_id,
      nickname: edit.nickname,
      changes: edit.changes,
      created_at: toIso(edit.created_at),
    })),
  };
}

/**
 * The creator may delete a restaurant nobody else has reviewed (their own
 * reviews go with it); anything else deletes nothing. The row lock makes the
 * check and the delete atomic against a review being added meanwhile.
 */
export async function deleteRestaurant(db: Database, userId: string, rawId: string): Promise<void> {
  const id = restaurantId(rawId);
  await db.transaction(async (tx) => {
    const current = await repository.findRestaurant(tx, id, { forUpdate: true });
    if (!current) throw notFound();
    if (current.user_id !== userId) throw notDeleted();
    if (await repository.hasReviewsByOthers(tx, id, userId)) throw notDeleted();
    await repository.deleteRestaurant(tx, id);
  });
}
