// Rules of the reviews module: a review, its allergen links and its photo
// rows are written in one transaction (nothing is ever half-saved); only the
// author reads for editing, edits and deletes; photos must be the author's own
// uploads in this app's storage; the review's cuisine becomes the restaurant's.
// Photo files are removed after the commit (a storage hiccup must not undo a
// deletion the user asked for).
import type { FastifyBaseLogger } from 'fastify';
import { reviewPhotoPathFromUrl } from '../../domain/photos';
import { PRACTICE_KEYS } from '../../domain/practices';
import type { CreateReviewInput, OwnReview, UpdateReviewInput } from '../../domain/schemas/reviews';
import type { Database, Transaction } from '../db/client';
import { databaseErrorCode, violatedConstraint } from '../db/errors';
import { appError } from '../http/app-error';
import { confirmPracticesFromReview, replacePracticesOfReview } from '../practices/practices.service';
import type { PhotoStore } from '../storage/photo-store';
import { deletePhotoFiles, isStoredPhotoUrl } from '../storage/storage.service';
import * as repository from './reviews.repository';
import { notifySaversOfReview } from '../saved/saved-notifications';
import { isUuid } from '../../domain/schemas/common';

const restaurantNotFound = () => appError('restaurant_not_found');
// Someone else's review and a missing one look the same: no probing for ids.
const notOwned = () => appError('review_not_owned');
const unknownAllergen = () => appError('unknown_allergen');
const invalidPhoto = () => appError('invalid_photo');

export type ReviewDeps = { db: Database; store: PhotoStore; log: FastifyBaseLogger };

/** The answer of every review route (domain/schemas/reviews.ts's ownReviewSchema). */
export type Review = OwnReview;

const toIso = (value: Date | string) => new Date(value).toISOString();

function toReview(row: repository.ReviewViewRow): Review {
  return {
    id: row.id,
    restaurant_id: row.restaurant_id,
    user_id: row.user_id,
    nickname: row.nickname,
    restaurant: row.restaurant,
    rating: row.rating,
    cleanliness_rating: row.cleanliness_rating,
    customer_attention_rating: row.customer_attention_rating,
    menu_flexibility_rating: row.menu_flexibility_rating,
    allergen_indication: row.allergen_indication,
    comment: row.comment,
    photo_url: row.photo_url,
    photos: row.photos,
    allergens: row.allergens,
    allergen_ids: row.allergens.map((allergen) => allergen.id),
    practices: PRACTICE_KEYS.filter((practice) => row.practices.includes(practice)),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

const reviewIdOf = (rawId: string) => {
  if (!isUuid(rawId)) throw notOwned();
  return rawId.toLowerCase();
};

async function assertAllergensExist(db: Database, ids: readonly string[]): Promise<void> {
  const found = await repository.findExistingAllergenIds(db, ids);
  if (found.length !== new Set(ids).size) throw unknownAllergen();
}

/**
 * New photo URLs must be this server's public URL of the caller's own uploads,
 * really stored here, and used by no review yet: deleting a review deletes its
 * files, which must never be another review's.
 */
async function assertOwnFreeStoredPhotos(
  tx: Transaction,
  store: PhotoStore,
  userId: string,
  urls: readonly string[],
): Promise<void> {
  if (new Set(urls).size !== urls.length) throw invalidPhoto();
  for (const url of urls) {
    const path = reviewPhotoPathFromUrl(url);
    if (!path || path.userId !== userId) throw invalidPhoto();
    if (!(await isStoredPhotoUrl(store, url))) throw invalidPhoto();
  }
  if ((await repository.findPhotoRowsByUrl(tx, urls)).length) throw invalidPhoto();
}

function reviewValues(input: UpdateReviewInput): repository.ReviewValues {
  return {
    rating: input.rating,
    cleanliness_rating: input.cleanliness_rating,
    customer_attention_rating: input.customer_attention_rating,
    menu_flexibility_rating: input.menu_flexibility_rating,
    allergen_indication: input.allergen_indication,
    comment: input.comment,
    photo_url: input.photo_urls[0] ?? null,
  };
}

/** A foreign-key failure inside the transaction names which rule broke. */
function mapConstraintError(error: unknown): never {
  const code = databaseErrorCode(error);
  const constraint = violatedConstraint(error);
  if (code === '23503' && constraint?.includes('allergen')) throw unknownAllergen();
  if (code === '23503' && constraint?.includes('restaurant')) throw restaurantNotFound();
  // A concurrent review took the same photo first.
  if (code === '23505' && constraint === 'review_photos_photo_url_key') throw invalidPhoto();
  throw error;
}

/**
 * The review already stored under a client-generated id: the caller's own
 * (a retried request whose answer was lost), or someone else's (409).
 */
async function storedUnderId(db: Database, userId: string, id: string): Promise<Review | undefined> {
  // A replay finds its review even when a moderator has hidden it meanwhile.
  const row = await repository.findReviewView(db, id, { includeHidden: true });
  if (!row) return undefined;
  if (row.user_id !== userId) throw appError('id_conflict');
  return toReview(row);
}

export type CreatedReview = { review: Review; isReplay: boolean };

/**
 * Idempotent when the client sends an id: the same request again returns the
 * review it stored the first time (isReplay) and writes nothing.
 */
export async function createReview(deps: ReviewDeps, userId: string, input: CreateReviewInput): Promise<CreatedReview> {
  const stored = input.id === undefined ? undefined : await storedUnderId(deps.db, userId, input.id);
  if (stored) return { review: stored, isReplay: true };
  await assertAllergensExist(deps.db, input.allergen_ids);
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      await assertOwnFreeStoredPhotos(tx, deps.store, userId, input.photo_urls);
      const restaurant = await repository.lockRestaurant(tx, input.restaurant_id);
      if (!restaurant) throw restaurantNotFound();
      const reviewId = await repository.insertReview(tx, {
        ...reviewValues(input),
        id: input.id,
        restaurant_id: restaurant.id,
        user_id: userId,
      });
      await repository.replaceReviewAllergens(tx, reviewId, input.allergen_ids);
      await repository.insertReviewPhotos(tx, reviewId, input.photo_urls);
      await confirmPracticesFromReview(tx, { userId, restaurantId: restaurant.id, reviewId }, input.practices);
      if (restaurant.cuisine_type !== input.cuisine_type) {
        await repository.setRestaurantCuisine(tx, restaurant, input.cuisine_type, userId);
      }
      await notifySaversOfReview(tx, { restaurantId: restaurant.id, reviewId, authorId: userId, allergenIds: input.allergen_ids });
      return reviewId;
    });
  } catch (error) {
    // The same request ran twice at once: the other one stored it first.
    if (input.id !== undefined && violatedConstraint(error) === 'reviews_pkey') {
      const raced = await storedUnderId(deps.db, userId, input.id);
      if (raced) return { review: raced, isReplay: true };
    }
    mapConstraintError(error);
  }
  return { review: toReview((await repository.findReviewView(deps.db, id))!), isReplay: false };
}

export async function getOwnReview(db: Database, userId: string, rawId: string): Promise<Review> {
  const row = await repository.findReviewView(db, reviewIdOf(rawId));
  if (!row || row.user_id !== userId) throw notOwned();
  return toReview(row);
}

/**
 * Replaces the review's fields, allergen links, photo list and, when given,
 * the practices it confirms. Photos missing
 * from `photo_urls` are removed (rows now, files after the commit); new ones
 * must be the author's stored uploads. A photo a moderator hid is not in the
 * edit form, so its absence says nothing: it stays, hidden, for the
 * moderation history and the appeal.
 */
export async function updateReview(deps: ReviewDeps, userId: string, rawId: string, input: UpdateReviewInput): Promise<Review> {
  const id = reviewIdOf(rawId);
  await assertAllergensExist(deps.db, input.allergen_ids);
  const removedUrls = await deps.db
    .transaction(async (tx) => {
      const current = await repository.lockOwnReview(tx, id, userId);
      if (!current) throw notOwned();
      const restaurant = await repository.lockRestaurant(tx, current.restaurant_id);
      if (!restaurant) throw notOwned();
      const existing = await repository.findReviewPhotos(tx, id);
      const existingUrls = new Set(existing.map((photo) => photo.photo_url));
      const added = input.photo_urls.filter((url) => !existingUrls.has(url));
      await assertOwnFreeStoredPhotos(tx, deps.store, userId, added);
      const removed = existing.filter((photo) => !photo.hidden && !input.photo_urls.includes(photo.photo_url));
      await repository.updateReview(tx, id, reviewValues(input));
      await repository.replaceReviewAllergens(tx, id, input.allergen_ids);
      await repository.deleteReviewPhotos(tx, id, removed.map((photo) => photo.id));
      await repository.insertReviewPhotos(tx, id, added);
      if (input.practices !== undefined) {
        await replacePracticesOfReview(tx, { userId, restaurantId: restaurant.id, reviewId: id }, input.practices);
      }
      if (restaurant.cuisine_type !== input.cuisine_type) {
        await repository.setRestaurantCuisine(tx, restaurant, input.cuisine_type, userId);
      }
      return removed.map((photo) => photo.photo_url);
    })
    .catch(mapConstraintError);
  await deletePhotoFiles(deps.store, removedUrls, deps.log);
  return toReview((await repository.findReviewView(deps.db, id))!);
}

export async function deleteReview(deps: ReviewDeps, userId: string, rawId: string): Promise<void> {
  const id = reviewIdOf(rawId);
  const photoUrls = await deps.db.transaction(async (tx) => {
    const current = await repository.lockOwnReview(tx, id, userId, { includeHidden: true });
    if (!current) throw notOwned();
    return repository.deleteReview(tx, id);
  });
  await deletePhotoFiles(deps.store, photoUrls, deps.log);
}

/** Edit mode deletes a photo at once (docs/product.md#review-photos); the cover moves to the next photo. */
export async function deleteReviewPhoto(deps: ReviewDeps, userId: string, rawId: string, rawPhotoId: string): Promise<Review> {
  const id = reviewIdOf(rawId);
  if (!isUuid(rawPhotoId)) throw notOwned();
  const removedUrl = await deps.db.transaction(async (tx) => {
    const current = await repository.lockOwnReview(tx, id, userId);
    if (!current) throw notOwned();
    // A photo a moderator hid is not its author's to delete (it stays for the appeal).
    const photos = (await repository.findReviewPhotos(tx, id)).filter((candidate) => !candidate.hidden);
    const photo = photos.find((candidate) => candidate.id === rawPhotoId.toLowerCase());
    if (!photo) throw appError('object_not_found');
    await repository.deleteReviewPhotos(tx, id, [photo.id]);
    if (current.photo_url === photo.photo_url) {
      const next = photos.find((candidate) => candidate.id !== photo.id);
      await repository.setCoverPhoto(tx, id, next?.photo_url ?? null);
    }
    return photo.photo_url;
  });
  await deletePhotoFiles(deps.store, [removedUrl], deps.log);
  return toReview((await repository.findReviewView(deps.db, id))!);
}
