import { describe, expect, it } from 'vitest';
import {
  COMMENT_TOO_LONG_MESSAGE,
  REVIEW_ALLERGENS_DUPLICATE_MESSAGE,
  REVIEW_FORM_DEFAULTS,
  STAR_RATING_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
  createReviewInputSchema,
  isAcceptablePhotoUrl,
  updateReviewInputSchema,
} from './reviews';

const RESTAURANT_ID = '3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b';
const ALLERGEN_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

const valid = {
  restaurant_id: RESTAURANT_ID,
  rating: 'good',
  cuisine_type: 'pizza',
  cleanliness_rating: 5,
  customer_attention_rating: 4,
  menu_flexibility_rating: 3,
  allergen_indication: 'on_request',
};

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('REVIEW_FORM_DEFAULTS', () => {
  it('match docs/product.md#reviews and pass validation', () => {
    expect(REVIEW_FORM_DEFAULTS).toEqual({
      rating: 'good',
      cleanliness_rating: 5,
      customer_attention_rating: 5,
      menu_flexibility_rating: 5,
      allergen_indication: 'yes',
    });
    expect(
      createReviewInputSchema.safeParse({ ...REVIEW_FORM_DEFAULTS, restaurant_id: RESTAURANT_ID, cuisine_type: 'altro' })
        .success,
    ).toBe(true);
  });
});

describe('createReviewInputSchema', () => {
  it('accepts a minimal review and defaults the optional parts', () => {
    expect(createReviewInputSchema.parse(valid)).toEqual({
      ...valid,
      comment: null,
      allergen_ids: [],
      photo_urls: [],
      practices: [],
    });
  });

  it('takes the practices seen on the visit: known keys, each once', () => {
    expect(createReviewInputSchema.parse({ ...valid, practices: ['fully_gluten_free'] }).practices).toEqual(['fully_gluten_free']);
    expect(createReviewInputSchema.safeParse({ ...valid, practices: ['free_wine'] }).success).toBe(false);
    expect(createReviewInputSchema.safeParse({ ...valid, practices: ['trained_staff', 'trained_staff'] }).success).toBe(false);
  });

  it('accepts a full review', () => {
    const parsed = createReviewInputSchema.parse({
      ...valid,
      comment: '  Ottimo, menu senza glutine.\nTornerò. ',
      allergen_ids: [ALLERGEN_ID],
      photo_urls: ['/storage/v1/object/public/photos/reviews/u/1_0.jpg', 'https://cdn.example.com/p.jpg'],
    });
    expect(parsed.comment).toBe('Ottimo, menu senza glutine.\nTornerò.');
    expect(parsed.allergen_ids).toEqual([ALLERGEN_ID]);
    expect(parsed.photo_urls).toHaveLength(2);
  });

  it('requires every rating field', () => {
    for (const field of [
      'restaurant_id',
      'rating',
      'cuisine_type',
      'cleanliness_rating',
      'customer_attention_rating',
      'menu_flexibility_rating',
      'allergen_indication',
    ]) {
      const review: Record<string, unknown> = { ...valid };
      delete review[field];
      expect(createReviewInputSchema.safeParse(review).error?.issues[0]?.path, field).toEqual([field]);
    }
  });

  it('refuses out-of-set values', () => {
    expect(createReviewInputSchema.safeParse({ ...valid, rating: 'superb' }).success).toBe(false);
    expect(createReviewInputSchema.safeParse({ ...valid, allergen_indication: 'maybe' }).success).toBe(false);
    // an add-form value that is not in the review list
    expect(createReviewInputSchema.safeParse({ ...valid, cuisine_type: 'chinese' }).success).toBe(false);
    expect(createReviewInputSchema.safeParse({ ...valid, cuisine_type: 'cinese' }).success).toBe(true);
  });

  it('takes star ratings as integers 1 to 5', () => {
    for (const stars of [1, 5]) {
      expect(createReviewInputSchema.safeParse({ ...valid, cleanliness_rating: stars }).success).toBe(true);
    }
    for (const stars of [0, 6, 3.5, '4', null]) {
      expect(messagesOf(createReviewInputSchema.safeParse({ ...valid, menu_flexibility_rating: stars }))).toEqual([
        `menu_flexibility_rating: ${STAR_RATING_MESSAGE}`,
      ]);
    }
  });

  it('bounds the comment at 5000 characters', () => {
    expect(createReviewInputSchema.safeParse({ ...valid, comment: 'c'.repeat(5000) }).success).toBe(true);
    expect(messagesOf(createReviewInputSchema.safeParse({ ...valid, comment: 'c'.repeat(5001) }))).toEqual([
      `comment: ${COMMENT_TOO_LONG_MESSAGE}`,
    ]);
    expect(createReviewInputSchema.parse({ ...valid, comment: '   ' }).comment).toBeNull();
    expect(createReviewInputSchema.safeParse({ ...valid, comment: 'ok\u0000' }).success).toBe(false);
  });

  it('refuses duplicate allergens', () => {
    expect(
      messagesOf(createReviewInputSchema.safeParse({ ...valid, allergen_ids: [ALLERGEN_ID, ALLERGEN_ID.toUpperCase()] })),
    ).toEqual([`allergen_ids: ${REVIEW_ALLERGENS_DUPLICATE_MESSAGE}`]);
    expect(createReviewInputSchema.safeParse({ ...valid, allergen_ids: ['gluten'] }).success).toBe(false);
  });

  it('accepts 5 photos and refuses 6', () => {
    const photos = (n: number) => Array.from({ length: n }, (_, i) => `https://cdn.example.com/${i}.jpg`);
    expect(createReviewInputSchema.safeParse({ ...valid, photo_urls: photos(5) }).success).toBe(true);
    expect(messagesOf(createReviewInputSchema.safeParse({ ...valid, photo_urls: photos(6) }))).toEqual([
      `photo_urls: ${TOO_MANY_PHOTOS_MESSAGE}`,
    ]);
  });

  it('refuses duplicate or unsafe photo URLs', () => {
    const url = 'https://cdn.example.com/a.jpg';
    expect(createReviewInputSchema.safeParse({ ...valid, photo_urls: [url, url] }).success).toBe(false);
    expect(createReviewInputSchema.safeParse({ ...valid, photo_urls: ['javascript:alert(1)'] }).success).toBe(false);
  });
});

describe('isAcceptablePhotoUrl', () => {
  it('takes http(s) URLs and same-origin paths only', () => {
    expect(isAcceptablePhotoUrl('https://x.it/a.jpg')).toBe(true);
    expect(isAcceptablePhotoUrl('http://localhost:3000/storage/v1/a.jpg')).toBe(true);
    expect(isAcceptablePhotoUrl('/storage/v1/object/public/photos/a.jpg')).toBe(true);
    expect(isAcceptablePhotoUrl('//evil.example/a.jpg')).toBe(false);
    expect(isAcceptablePhotoUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isAcceptablePhotoUrl('a.jpg')).toBe(false);
    expect(isAcceptablePhotoUrl('/a b.jpg')).toBe(false);
  });
});

describe('updateReviewInputSchema', () => {
  it('is the review without its restaurant', () => {
    const { restaurant_id: _restaurantId, ...edit } = valid;
    expect(updateReviewInputSchema.parse({ ...edit, restaurant_id: RESTAURANT_ID })).not.toHaveProperty('restaurant_id');
    expect(updateReviewInputSchema.safeParse(edit).success).toBe(true);
    expect(updateReviewInputSchema.safeParse({ ...edit, cleanliness_rating: 6 }).success).toBe(false);
  });
});
