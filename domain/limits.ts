// Business constants and limits. The first two groups are the product's
// own numbers (docs/product.md#constants, word for word); the last group is ours:
// input bounds the spec leaves open, mirrored by CHECK constraints in the DB.

// ---------------------------------------------------------------- accounts, consent, notifications (docs/product.md)

export const PASSWORD_MIN_LENGTH = 6;
export const NOTIFICATIONS_LIMIT = 20;
/** Above this the bell badge reads '9+'. */
export const NOTIFICATION_BADGE_MAX = 9;
/** Relative date labels ('Oggi', 'Ieri', 'N giorni fa') cover this many calendar days, today included. */
export const NOTIFICATION_RELATIVE_DAYS = 7;
/** Calendar days for notification dates are counted in this zone, wherever the code runs. */
export const NOTIFICATION_TIME_ZONE = 'Europe/Rome';
export const CONSENT_POLICY_VERSION = '1.0';
export const ALLERGEN_INTEGRITY_CHECK_MS = 30_000;
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
export const AUTH_AUTO_REFRESH_TICK_MS = 30_000;
/** Refresh the session when this many auto-refresh ticks or fewer remain before expiry. */
export const AUTH_AUTO_REFRESH_TICK_THRESHOLD = 3;
/** First refresh retry delay; it doubles on every further attempt. */
export const AUTH_REFRESH_RETRY_BASE_MS = 200;
export const AUTH_URL_SESSION_STALE_MS = 120_000;
/**
 * Seconds between two auth emails to one address (GoTrue's SMTP max frequency,
 * the server's AUTH_EMAIL_MAX_FREQUENCY default): 'Invia di nuovo' waits this
 * long after a send, or the seconds the server's 429 names.
 */
export const EMAIL_RESEND_WAIT_SECONDS = 60;

// ---------------------------------------------------------------- restaurants, reviews, map, places (docs/product.md)

export const RESTAURANT_PAGE_SIZE = 20;
export const MY_RESTAURANTS_PAGE_SIZE = 20;
/**
 * A restaurant page shows its newest reviews this many at a time ('Mostra altre
 * recensioni' adds as many), up to RESTAURANT_REVIEWS_SHOWN_MAX: the busiest
 * venues have hundreds of reviews, each with photos.
 */
export const RESTAURANT_REVIEWS_STEP = 20;
export const RESTAURANT_REVIEWS_SHOWN_MAX = 1000;
export const SUGGESTIONS_MIN_CHARS = 2;
export const SUGGESTIONS_MAX = 8;
/** Suggestion queries: restaurant names containing the term. */
export const SUGGESTIONS_NAME_QUERY_LIMIT = 20;
/** Suggestion queries: cuisine types scanned for the term. */
export const SUGGESTIONS_CUISINE_SCAN_LIMIT = 100;

export const PLACES_MIN_CHARS = 3;
export const PLACES_DEBOUNCE_MS = 500;
export const PLACES_NEARBY_RADIUS_M = 5000;
/** Mock results the places search falls back to when the provider fails. */
export const PLACES_MOCK_RESULTS_COUNT = 3;
export const PLACES_PHOTO_WIDTH_COMPACT = 200;
export const PLACES_PHOTO_WIDTH = 300;
export const PLACES_PROXY_PHOTO_DEFAULT_MAXWIDTH = 400;

export const PHOTOS_MAX_PER_REVIEW = 5;
export const PHOTO_INPUT_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_OPTIMISED_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MAX_WIDTH_PX = 1920;
export const PHOTO_MAX_HEIGHT_PX = 1080;
export const PHOTO_JPEG_QUALITY = 0.85;
export const PHOTO_STORAGE_CACHE_SECONDS = 3600;
export const PHOTO_STORAGE_BUCKET = 'photos';

export const STAR_RATING_MIN = 1;
export const STAR_RATING_MAX = 5;
/** Per-restaurant averages (cleanliness, attention, flexibility, map rating) show one decimal. */
export const AVERAGE_RATING_DECIMALS = 1;

export type GeolocationOptions = {
  readonly enableHighAccuracy: boolean;
  readonly timeout: number;
  readonly maximumAge: number;
};

export const GEOLOCATION_OPTIONS_ONLINE: GeolocationOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 0,
};

// NOTE: the spec gives only the timeout and cache age offline. High accuracy
// stays on because satellite positioning needs no network.
export const GEOLOCATION_OPTIONS_OFFLINE: GeolocationOptions = {
  enableHighAccuracy: true,
  timeout: 30_000,
  maximumAge: 300_000,
};

export const GEOLOCATION_RECONNECT_RETRY_MS = 1000;
export const MAP_MOVE_ANIMATION_MS = 1000;
export const MAP_RECENTRE_DELAY_MS = 1500;
export const MAP_ZOOM_URL_COORDINATES = 16;
export const MAP_ZOOM_USER_POSITION = 15;
export const MAP_ZOOM_CITY = 12;
export const MAP_ZOOM_DEFAULT = 12;
/** Zoom of the embedded map frame on the restaurant detail page. */
export const MAP_ZOOM_EMBEDDED = 15;
export const MAP_HEIGHT_OFFSET_PX = 80;

export const MEMBER_COUNT_REFETCH_MS = 30_000;
export const EARTH_RADIUS_KM = 6371;

// ---------------------------------------------------------------- our own input bounds

export const NICKNAME_MIN_LENGTH = 1;
export const NICKNAME_MAX_LENGTH = 40;
// Argon2 has no length cap of its own; this only bounds hashing work per request.
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const REVIEW_COMMENT_MAX_LENGTH = 5000;
export const RESTAURANT_NAME_MAX = 200;
export const ADDRESS_MAX = 300;
export const CITY_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const PHONE_MAX = 40;
export const WEBSITE_MAX = 500;
export const SEARCH_TERM_MAX = 200;
export const PHOTO_URL_MAX = 1000;
export const RESTAURANT_LIST_PAGE_MAX = 10_000;
/** Allergen ids in one selection (profile or review); the catalogue has 21. */
export const ALLERGEN_SELECTION_MAX = 100;
