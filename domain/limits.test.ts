import { describe, expect, it } from 'vitest';
import * as limits from './limits';

describe('account constants (docs/product.md#constants)', () => {
  it('accounts, consent and notifications', () => {
    expect(limits.PASSWORD_MIN_LENGTH).toBe(6);
    expect(limits.NOTIFICATIONS_LIMIT).toBe(20);
    expect(limits.NOTIFICATION_BADGE_MAX).toBe(9);
    expect(limits.NOTIFICATION_RELATIVE_DAYS).toBe(7);
    expect(limits.NOTIFICATION_TIME_ZONE).toBe('Europe/Rome');
    expect(limits.CONSENT_POLICY_VERSION).toBe('1.0');
    expect(limits.ALLERGEN_INTEGRITY_CHECK_MS).toBe(30000);
    expect(limits.CONSENT_WAIT_FOR_UPDATE_MS).toBe(500);
    expect(limits.AUTH_AUTO_REFRESH_TICK_MS).toBe(30000);
    expect(limits.AUTH_AUTO_REFRESH_TICK_THRESHOLD).toBe(3);
    expect(limits.AUTH_REFRESH_RETRY_BASE_MS).toBe(200);
    expect(limits.AUTH_URL_SESSION_STALE_MS).toBe(120000);
    expect(limits.EMAIL_RESEND_WAIT_SECONDS).toBe(60);
  });
});

describe('restaurant constants (docs/product.md#constants)', () => {
  it('lists and suggestions', () => {
    expect(limits.RESTAURANT_PAGE_SIZE).toBe(20);
    expect(limits.MY_RESTAURANTS_PAGE_SIZE).toBe(20);
    expect(limits.SUGGESTIONS_MIN_CHARS).toBe(2);
    expect(limits.SUGGESTIONS_MAX).toBe(8);
    expect(limits.SUGGESTIONS_NAME_QUERY_LIMIT).toBe(20);
    expect(limits.SUGGESTIONS_CUISINE_SCAN_LIMIT).toBe(100);
  });

  it('places', () => {
    expect(limits.PLACES_MIN_CHARS).toBe(3);
    expect(limits.PLACES_DEBOUNCE_MS).toBe(500);
    expect(limits.PLACES_NEARBY_RADIUS_M).toBe(5000);
    expect(limits.PLACES_MOCK_RESULTS_COUNT).toBe(3);
    expect(limits.PLACES_PHOTO_WIDTH_COMPACT).toBe(200);
    expect(limits.PLACES_PHOTO_WIDTH).toBe(300);
    expect(limits.PLACES_PROXY_PHOTO_DEFAULT_MAXWIDTH).toBe(400);
  });

  it('photos', () => {
    expect(limits.PHOTOS_MAX_PER_REVIEW).toBe(5);
    expect(limits.PHOTO_INPUT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(limits.PHOTO_OPTIMISED_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(limits.PHOTO_MAX_WIDTH_PX).toBe(1920);
    expect(limits.PHOTO_MAX_HEIGHT_PX).toBe(1080);
    expect(limits.PHOTO_JPEG_QUALITY).toBe(0.85);
    expect(limits.PHOTO_STORAGE_CACHE_SECONDS).toBe(3600);
    expect(limits.PHOTO_STORAGE_BUCKET).toBe('photos');
  });

  it('ratings', () => {
    expect(limits.STAR_RATING_MIN).toBe(1);
    expect(limits.STAR_RATING_MAX).toBe(5);
    expect(limits.AVERAGE_RATING_DECIMALS).toBe(1);
  });

  it('geolocation and map', () => {
    expect(limits.GEOLOCATION_OPTIONS_ONLINE).toEqual({
      enableHighAccuracy: true,
      timeout: 15000,
      maximumAge: 0,
    });
    expect(limits.GEOLOCATION_OPTIONS_OFFLINE).toMatchObject({ timeout: 30000, maximumAge: 300000 });
    expect(limits.GEOLOCATION_RECONNECT_RETRY_MS).toBe(1000);
    expect(limits.MAP_MOVE_ANIMATION_MS).toBe(1000);
    expect(limits.MAP_RECENTRE_DELAY_MS).toBe(1500);
    expect(limits.MAP_ZOOM_URL_COORDINATES).toBe(16);
    expect(limits.MAP_ZOOM_USER_POSITION).toBe(15);
    expect(limits.MAP_ZOOM_CITY).toBe(12);
    expect(limits.MAP_ZOOM_DEFAULT).toBe(12);
    expect(limits.MAP_ZOOM_EMBEDDED).toBe(15);
    expect(limits.MAP_HEIGHT_OFFSET_PX).toBe(80);
    expect(limits.MEMBER_COUNT_REFETCH_MS).toBe(30000);
    expect(limits.EARTH_RADIUS_KM).toBe(6371);
  });
});

describe('our own input bounds', () => {
  it('match the DB constraints and the brief', () => {
    expect(limits.NICKNAME_MIN_LENGTH).toBe(1);
    expect(limits.NICKNAME_MAX_LENGTH).toBe(40);
    expect(limits.REVIEW_COMMENT_MAX_LENGTH).toBe(5000);
    expect(limits.RESTAURANT_NAME_MAX).toBe(200);
    expect(limits.ADDRESS_MAX).toBe(300);
    expect(limits.CITY_MAX).toBe(120);
    expect(limits.DESCRIPTION_MAX).toBe(2000);
    expect(limits.PHONE_MAX).toBe(40);
    expect(limits.WEBSITE_MAX).toBe(500);
    expect(limits.SEARCH_TERM_MAX).toBe(200);
    expect(limits.RESTAURANT_LIST_PAGE_MAX).toBe(10000);
  });

  it('keep the password bounds consistent', () => {
    expect(limits.PASSWORD_MAX_LENGTH).toBeGreaterThan(limits.PASSWORD_MIN_LENGTH);
  });
});
