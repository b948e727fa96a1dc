// Which toast a realtime change shows on the map (docs/product.md#map,
// live updates): every change reloads the map, but only a new venue that can be
// placed (it has coordinates) and a new review are announced.
import type { RealtimeChange } from '@domain/realtime';
import { it } from '@domain/i18n/it';

/** `id`: the toast a later one of the same id replaces instead of stacking under it. */
export type LiveMapToast = { title: string; description: string; id?: string };

/**
 * Every new review anywhere is announced: on a busy evening they come in
 * bursts, and one notice that says it again reads better than a stack of
 * identical ones covering the map.
 */
const NEW_REVIEW_TOAST_ID = 'map-new-review';

type Placeable = { name: string; latitude: number | null; longitude: number | null };

export function newRestaurantToast(change: RealtimeChange, restaurant: Placeable): LiveMapToast | null {
  if (change !== 'INSERT') return null;
  if (restaurant.latitude === null || restaurant.longitude === null) return null;
  return { title: it.map.newRestaurantTitle, description: it.map.newRestaurant(restaurant.name) };
}

export function newReviewToast(change: RealtimeChange): LiveMapToast | null {
  return change === 'INSERT' ? { title: it.map.newReviewTitle, description: it.map.newReview, id: NEW_REVIEW_TOAST_ID } : null;
}
