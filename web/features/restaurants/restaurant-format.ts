// How the restaurant screens write numbers, dates and places: averages with
// one decimal (docs/product.md#ratings), distances, it-IT dates, the embedded map frame.
import { ALLERGEN_INDICATION_LABELS } from '@domain/labels';
import type { LatLng } from '@domain/geo';
import { formatDay, interfaceLocale, interfaceNumberFormat } from '@domain/i18n/format';
import { restaurantDetailMessages } from '@domain/i18n/it/restaurant-detail';
import { AVERAGE_RATING_DECIMALS, MAP_ZOOM_EMBEDDED } from '@domain/limits';
import { filledStarCount, roundAverage } from '@domain/ratings';
import type { Averages, RestaurantDetail } from '@domain/restaurants';

const averageFormat = interfaceNumberFormat({
  minimumFractionDigits: AVERAGE_RATING_DECIMALS,
  maximumFractionDigits: AVERAGE_RATING_DECIMALS,
});

/** '4,5'; null when there is no average. */
export function formatAverage(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return averageFormat(roundAverage(value));
}

export type AverageRow = {
  readonly key: keyof Averages;
  readonly label: string;
  readonly value: number;
  /** '4,5' */
  readonly formatted: string;
  /** Stars drawn filled out of five (the average floored). */
  readonly filledStars: number;
};

const AVERAGE_LABELS: Readonly<Record<keyof Averages, string>> = {
  cleanliness: restaurantDetailMessages.cleanliness,
  customer_attention: restaurantDetailMessages.customerAttention,
  menu_flexibility: restaurantDetailMessages.menuFlexibility,
};

/** The sub-ratings that have an average, in the spec's order. */
export function averageRows(averages: Averages): AverageRow[] {
  const rows: AverageRow[] = [];
  for (const key of ['cleanliness', 'customer_attention', 'menu_flexibility'] as const) {
    const value = averages[key];
    const formatted = formatAverage(value);
    if (value === null || formatted === null) continue;
    rows.push({ key, label: AVERAGE_LABELS[key], value, formatted, filledStars: filledStarCount(roundAverage(value)) });
  }
  return rows;
}

/** 'SI (3 su 4)': the most voted allergen indication; null without any. */
export function allergenIndicationText(summary: RestaurantDetail['allergen_indication']): string | null {
  if (!summary) return null;
  return restaurantDetailMessages.allergenIndicationSummary(
    ALLERGEN_INDICATION_LABELS[summary.value],
    summary.count,
    summary.total,
  );
}

const kmFormat = interfaceNumberFormat({ maximumFractionDigits: 1 });
const wholeKmFormat = interfaceNumberFormat({ maximumFractionDigits: 0 });
const METRES_STEP = 10;

/** '350 m', '1,2 km', '23 km'; null when unknown. */
export function formatDistance(km: number | null | undefined): string | null {
  if (typeof km !== 'number' || !Number.isFinite(km) || km < 0) return null;
  if (km < 1) {
    const metres = Math.max(METRES_STEP, Math.round((km * 1000) / METRES_STEP) * METRES_STEP);
    return metres >= 1000 ? '1 km' : `${metres} m`;
  }
  return `${km < 10 ? kmFormat(km) : wholeKmFormat(km)} km`;
}

/** '3 marzo 2026' (it-IT), in `timeZone` or else the device's (a restaurant page's reviews carry dates). */
export function formatDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone === undefined) return formatDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
  return new Intl.DateTimeFormat(interfaceLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date);
}

// A review saved twice within this window was not really edited afterwards.
const EDIT_GRACE_MS = 60_000;

export function isEdited(createdAt: string, updatedAt: string): boolean {
  const created = Date.parse(createdAt);
  const updated = Date.parse(updatedAt);
  return Number.isFinite(created) && Number.isFinite(updated) && updated - created > EDIT_GRACE_MS;
}

// The frame is about this size; the bounding box shows that much map at the
// spec's zoom (15) whatever the latitude.
const FRAME_WIDTH_PX = 640;
const FRAME_HEIGHT_PX = 280;
const TILE_SIZE_PX = 256;
const COORDINATE_DECIMALS = 6;

const fixed = (value: number) => value.toFixed(COORDINATE_DECIMALS);

/** OpenStreetMap's embeddable map centred on the point, with a marker on it. */
export function openStreetMapEmbedUrl(point: LatLng, zoom: number = MAP_ZOOM_EMBEDDED): string {
  const lngSpan = (360 / 2 ** zoom) * (FRAME_WIDTH_PX / TILE_SIZE_PX);
  const latSpan = lngSpan * Math.cos((point.lat * Math.PI) / 180) * (FRAME_HEIGHT_PX / FRAME_WIDTH_PX);
  const bbox = [point.lng - lngSpan / 2, point.lat - latSpan / 2, point.lng + lngSpan / 2, point.lat + latSpan / 2]
    .map(fixed)
    .join(',');
  const params = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${fixed(point.lat)},${fixed(point.lng)}` });
  return `https://www.openstreetmap.org/export/embed.html?${params.toString()}`;
}

/** The coordinates of a restaurant when it has both. */
export function restaurantPoint(restaurant: { latitude: number | null; longitude: number | null }): LatLng | null {
  return restaurant.latitude === null || restaurant.longitude === null
    ? null
    : { lat: restaurant.latitude, lng: restaurant.longitude };
}
