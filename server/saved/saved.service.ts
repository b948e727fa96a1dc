// Rules of saved restaurants (docs/product.md#saved-venues): a signed-in user
// saves and unsaves restaurants for themselves only, at most SAVED_MAX; the
// list comes in list order with badge and alert.
import type { LatLng } from '../../domain/geo';
import { SAVED_MAX, type SavedRestaurant } from '../../domain/saved';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import { findRestaurant } from '../restaurants/restaurants.repository';
import * as repository from './saved.repository';
import { isUuid } from '../../domain/schemas/common';

const notFound = () => appError('restaurant_not_found');

function restaurantIdOf(raw: string): string {
  if (!isUuid(raw)) throw notFound();
  return raw.toLowerCase();
}

const KM_DECIMALS = 1000;

export async function listSaved(db: Database, userId: string, position: LatLng | null): Promise<{ items: SavedRestaurant[] }> {
  const rows = await repository.findSaved(db, userId, position);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      city: row.city,
      cuisine_type: row.cuisine_type,
      phone: row.phone,
      latitude: row.latitude,
      longitude: row.longitude,
      review_count: Number(row.review_count),
      safety: { level: row.safety_level, score: row.safety_score },
      distance_km: row.distance_km === null ? null : Math.round(row.distance_km * KM_DECIMALS) / KM_DECIMALS,
      incident_alert: row.incident_alert ?? null,
      venue_status: row.venue_status ?? null,
    })),
  };
}

export async function savedIds(db: Database, userId: string): Promise<{ ids: string[] }> {
  return { ids: await repository.findSavedIds(db, userId) };
}

export async function saveRestaurant(db: Database, userId: string, rawId: string): Promise<void> {
  const restaurantId = restaurantIdOf(rawId);
  await db.transaction(async (tx) => {
    await repository.lockUserSaves(tx, userId);
    if ((await findRestaurant(tx, restaurantId)) === undefined) throw notFound();
    const saved = await repository.findSavedIds(tx, userId);
    if (saved.length >= SAVED_MAX && !saved.includes(restaurantId)) {
      throw appError('saved_limit_reached');
    }
    await repository.insertSaved(tx, userId, restaurantId);
  });
}

export async function unsaveRestaurant(db: Database, userId: string, rawId: string): Promise<void> {
  await repository.deleteSaved(db, userId, restaurantIdOf(rawId));
}
