// Saved restaurants ('Salva', docs/product.md#saved-venues): the shape of
// /rest/v1/saved and its limit.
import type { IncidentAlert } from './incidents';
import type { Safety } from './restaurants';
import type { ConfirmedVenueStatus } from './venue-status';

/** Restaurants one user can save. */
export const SAVED_MAX = 500;

export type SavedRestaurant = {
  id: string;
  name: string;
  address: string;
  city: string;
  cuisine_type: string | null;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  review_count: number;
  safety: Safety;
  distance_km: number | null;
  incident_alert: IncidentAlert | null;
  venue_status: ConfirmedVenueStatus | null;
};
