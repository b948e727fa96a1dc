// Rules of My restaurants: only the caller's own reviews are read or removed.
import { MY_RESTAURANTS_PAGE_SIZE } from '../../domain/limits';
import type { AwaitingReviewItem, MyRestaurantsPage } from '../../domain/restaurants';
import { uuidSchema } from '../../domain/schemas/common';
import type { MyRestaurantsQuery } from '../../domain/schemas/restaurants';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import type { ReviewDeps } from '../reviews/reviews.service';
import { deletePhotoFiles } from '../storage/storage.service';
import * as repository from './my-restaurants.repository';

const notFound = () => appError('restaurant_not_found');

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function listMyRestaurants(db: Database, userId: string, query: MyRestaurantsQuery): Promise<MyRestaurantsPage> {
  const position = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const { total, rows } = await repository.findMyRestaurants(db, {
    userId,
    position,
    offset: (query.page - 1) * MY_RESTAURANTS_PAGE_SIZE,
    limit: MY_RESTAURANTS_PAGE_SIZE,
  });
  return {
    items: rows.map(({ safety_level, ...row }) => ({
      ...row,
      latitude: numberOrNull(row.latitude),
      longitude: numberOrNull(row.longitude),
      distance_km: numberOrNull(row.distance_km),
      my_review_count: Number(row.my_review_count),
      safety: { level: safety_level },
    })),
    total,
    page: query.page,
    page_size: MY_RESTAURANTS_PAGE_SIZE,
  };
}

/** Removes the restaurant from the caller's list: all their reviews of it, in one transaction. */
export async function removeMyRestaurant(deps: ReviewDeps, userId: string, restaurantId: string): Promise<void> {
  if (!uuidSchema.safeParse(restaurantId).success) throw notFound();
  const { deleted, photoUrls } = await deps.db.transaction((tx) => repository.deleteMyReviewsOf(tx, userId, restaurantId));
  // Nothing of the caller's there (never reviewed, already removed, or not a restaurant).
  if (deleted === 0) throw notFound();
  // The files go after the commit, as when one review is deleted.
  await deletePhotoFiles(deps.store, photoUrls, deps.log);
}

/** At most this many of the caller's added restaurants that wait for a first review are listed. */
export const AWAITING_REVIEW_MAX = 50;

export async function listAddedAwaitingReview(db: Database, userId: string): Promise<{ items: AwaitingReviewItem[] }> {
  return { items: await repository.findAddedAwaitingReview(db, userId, AWAITING_REVIEW_MAX) };
}
