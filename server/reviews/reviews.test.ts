// Reviews API: the one-transaction write, editing (links replaced, photos
// kept/added/removed, cuisine carried to the restaurant), deleting, and the
// author-only rules; nothing changes when a call is refused.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRowOf } from '../db/query';
import { restaurantEdits, restaurants, reviewAllergens, reviewLikes, reviewPhotos, reviews } from '../db/schema';
import { allergenIds, api } from '../test/restaurant-fixtures';
import { uploadPhoto } from '../storage/storage.fixtures';
import { insertRestaurant, newUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Review } from './reviews.service';

let sut: TestApp;
let alice: TestUser;
let bruno: TestUser;
let gluten: string;
let lactose: string;
let peanuts: string;

const db = () => sut.database.db;

beforeAll(async () => {
  sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false' });
  alice = await newUser(sut, { data: { nickname: 'Alice' } });
  bruno = await newUser(sut, { data: { nickname: 'Bruno' } });
  const ids = await allergenIds(db());
  gluten = ids.get('Gluten')!;
  lactose = ids.get('Lactose')!;
  peanuts = ids.get('Peanuts')!;
});

afterAll(async () => {
  await sut.close();
});

type ErrorBody = { code: string; message: string };

const input = (restaurantId: string, overrides: Record<string, unknown> = {}) => ({
  restaurant_id: restaurantId,
  rating: 'excellent',
  cuisine_type: 'italian',
  cleanliness_rating: 5,
  customer_attention_rating: 4,
  menu_flexibility_rating: 3,
  allergen_indication: 'yes',
  comment: 'Hanno gestito benissimo la mia celiachia.',
  allergen_ids: [gluten, lactose],
  photo_urls: [],
  ...overrides,
});

const editInput = (overrides: Record<string, unknown> = {}) => {
  const { restaurant_id: _restaurantId, ...shape } = input('', overrides);
  return shape;
};

const createReview = (user: TestUser, body: unknown) =>
  api<Review & ErrorBody>(sut, '/reviews', { method: 'POST', token: user.accessToken, body });
const patchReview = (user: TestUser, id: string, body: unknown) =>
  api<Review & ErrorBody>(sut, `/reviews/${id}`, { method: 'PATCH', token: user.accessToken, body });
const deleteReview = (user: TestUser, id: string) =>
  api<ErrorBody | null>(sut, `/reviews/${id}`, { method: 'DELETE', token: user.accessToken });
const getReview = (user: TestUser, id: string) => api<Review & ErrorBody>(sut, `/reviews/${id}`, { token: user.accessToken });

async function storedState(reviewId: string) {
  const [review] = await db().select().from(reviews).where(eq(reviews.id, reviewId));
  const links = await db().select().from(reviewAllergens).where(eq(reviewAllergens.reviewId, reviewId));
  const photos = await db().select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  const votes = await db().select().from(reviewLikes).where(eq(reviewLikes.reviewId, reviewId));
  return {
    review,
    allergens: links.map((link) => link.allergenId).sort(),
    photos: photos.map((photo) => photo.photoUrl).sort(),
    votes: votes.length,
  };
}

async function photoStatus(url: string): Promise<number> {
  return (await fetch(`${sut.baseUrl}${url}`)).status;
}

describe('creating a review', () => {
  it('writes the review, its allergen links and photo rows, and answers 201 with the review', async () => {
    const restaurant = await insertRestaurant(sut, { cuisineType: 'italian' });
    const photo1 = await uploadPhoto(sut, alice);
    const photo2 = await uploadPhoto(sut, alice);
    const response = await createReview(alice, input(restaurant.id, { photo_urls: [photo1, photo2] }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      restaurant_id: restaurant.id,
      user_id: alice.id,
      nickname: 'Alice',
      rating: 'excellent',
      cleanliness_rating: 5,
      customer_attention_rating: 4,
      menu_flexibility_rating: 3,
      allergen_indication: 'yes',
      photo_url: photo1,
      restaurant: { id: restaurant.id, name: restaurant.name },
    });
    expect(response.body.photos.map((photo) => photo.photo_url)).toEqual([photo1, photo2]);
    expect(response.body.allergen_ids.sort()).toEqual([gluten, lactose].sort());
    const state = await storedState(response.body.id);
    expect(state.allergens).toEqual([gluten, lactose].sort());
    expect(state.photos).toEqual([photo1, photo2].sort());

    // The restaurant page shows it, photos included.
    const detail = await api<{ reviews: { id: string; photos: { photo_url: string }[] }[] }>(sut, `/restaurants/${restaurant.id}`, {
      token: bruno.accessToken,
    });
    expect(detail.body.reviews.map((review) => review.id)).toEqual([response.body.id]);
    expect(detail.body.reviews[0]!.photos.map((photo) => photo.photo_url)).toEqual([photo1, photo2]);
  });

  it("sets the restaurant's cuisine to the review's when it differs, and records the edit", async () => {
    const restaurant = await insertRestaurant(sut, { cuisineType: 'italian' });
    const response = await createReview(alice, input(restaurant.id, { cuisine_type: 'pizza' }));
    expect(response.status).toBe(201);
    const [row] = await db().select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(row!.cuisineType).toBe('pizza');
    const edits = await db().select().from(restaurantEdits).where(eq(restaurantEdits.restaurantId, restaurant.id));
    expect(edits.map((edit) => edit.changes)).toEqual([{ cuisine_type: { old: 'italian', new: 'pizza' } }]);
  });

  it('stores HTML in a comment as plain text, unchanged', async () => {
    const restaurant = await insertRestaurant(sut);
    const comment = '<img src=x onerror="alert(1)"><b>ottimo</b>';
    const response = await createReview(alice, input(restaurant.id, { comment }));
    expect(response.status).toBe(201);
    expect(response.body.comment).toBe(comment);
    expect((await storedState(response.body.id)).review!.comment).toBe(comment);
  });

  it('leaves no review, links or photos when the transaction fails after the review insert', async () => {
    const restaurant = await insertRestaurant(sut, { cuisineType: 'italian' });
    const photo = await uploadPhoto(sut, alice);
    // A real database failure on the last write of the transaction (photo rows).
    await db().execute(sql.raw(`
      CREATE FUNCTION test_refuse_review_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END;
      $$;
    `));
    await db().execute(sql.raw(
      'CREATE TRIGGER test_refuse_review_photo BEFORE INSERT ON review_photos FOR EACH ROW EXECUTE FUNCTION test_refuse_review_photo()',
    ));
    try {
      const response = await createReview(alice, input(restaurant.id, { photo_urls: [photo], cuisine_type: 'sushi' }));
      expect(response.status).toBe(500);
      expect(response.body.code).toBe('internal_error');
    } finally {
      await db().execute(sql.raw('DROP TRIGGER test_refuse_review_photo ON review_photos'));
      await db().execute(sql.raw('DROP FUNCTION test_refuse_review_photo()'));
    }
    expect(await db().select().from(reviews).where(eq(reviews.restaurantId, restaurant.id))).toEqual([]);
    expect(await db().select().from(reviewPhotos).where(eq(reviewPhotos.photoUrl, photo))).toEqual([]);
    const links = await firstRowOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM review_allergens ra
      JOIN reviews r ON r.id = ra.review_id WHERE r.restaurant_id = ${restaurant.id}`);
    expect(links).toEqual({ n: 0 });
    const [row] = await db().select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(row!.cuisineType).toBe('italian');
    expect(row!.hasReviews).toBe(false);
  });
});

async function withFailingAllergenLinks(action: () => Promise<void>) {
  // A real database failure on the allergen-link insert (docs/product.md#reviews: it fails the whole save).
  await db().execute(sql.raw(`
    CREATE FUNCTION test_refuse_review_allergen() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'simulated failure'; END;
    $$;
  `));
  await db().execute(sql.raw(
    'CREATE TRIGGER test_refuse_review_allergen BEFORE INSERT ON review_allergens FOR EACH ROW EXECUTE FUNCTION test_refuse_review_allergen()',
  ));
  try {
    await action();
  } finally {
    await db().execute(sql.raw('DROP TRIGGER test_refuse_review_allergen ON review_allergens'));
    await db().execute(sql.raw('DROP FUNCTION test_refuse_review_allergen()'));
  }
}

describe('a failing allergen-link write', () => {
  it('saves no review at all', async () => {
    const restaurant = await insertRestaurant(sut, { cuisineType: 'italian' });
    await withFailingAllergenLinks(async () => {
      const response = await createReview(alice, input(restaurant.id, { allergen_ids: [peanuts] }));
      expect(response.status).toBe(500);
      expect(response.body.code).toBe('internal_error');
    });
    expect(await db().select().from(reviews).where(eq(reviews.restaurantId, restaurant.id))).toEqual([]);
    const [row] = await db().select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(row!.hasReviews).toBe(false);
  });

  it('leaves an edited review exactly as it was', async () => {
    const restaurant = await insertRestaurant(sut, { cuisineType: 'italian' });
    const created = await createReview(alice, input(restaurant.id));
    expect(created.status).toBe(201);
    const before = await storedState(created.body.id);
    await withFailingAllergenLinks(async () => {
      const response = await patchReview(alice, created.body.id, editInput({ rating: 'poor', comment: 'Cambiato', allergen_ids: [peanuts] }));
      expect(response.status).toBe(500);
    });
    const after = await storedState(created.body.id);
    expect(after).toEqual(before);
    expect(after.review).toMatchObject({ rating: 'excellent', comment: 'Hanno gestito benissimo la mia celiachia.' });
    expect(after.allergens).toEqual([gluten, lactose].sort());
  });
});

describe('editing a review', () => {
  it('replaces the fields and the allergen links, keeps, adds and removes photos', async () => {
    const restaurant = await insertRestaurant(sut, { cuisineType: 'italian' });
    const kept = await uploadPhoto(sut, alice);
    const dropped = await uploadPhoto(sut, alice);
    const created = await createReview(alice, input(restaurant.id, { photo_urls: [kept, dropped] }));
    const added = await uploadPhoto(sut, alice);
    const response = await patchReview(
      alice,
      created.body.id,
      editInput({ rating: 'poor', cleanliness_rating: 1, allergen_ids: [peanuts], photo_urls: [kept, added], comment: null }),
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ rating: 'poor', cleanliness_rating: 1, comment: null, photo_url: kept });
    const state = await storedState(created.body.id);
    expect(state.allergens).toEqual([peanuts]);
    expect(state.photos).toEqual([kept, added].sort());
    expect(await photoStatus(dropped)).toBe(404);
    expect(await photoStatus(kept)).toBe(200);
    expect(new Date(state.review!.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(state.review!.createdAt).getTime());
  });

  it("updates the restaurant's cuisine when the edit changes it", async () => {
    const restaurant = await insertRestaurant(sut, { cuisineType: 'italian' });
    const created = await createReview(alice, input(restaurant.id));
    expect((await patchReview(alice, created.body.id, editInput({ cuisine_type: 'pesce' }))).body).toMatchObject({ id: created.body.id });
    const [row] = await db().select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(row!.cuisineType).toBe('pesce');
  });

  it('deletes a photo at once and moves the cover to the next one', async () => {
    const restaurant = await insertRestaurant(sut);
    const first = await uploadPhoto(sut, alice);
    const second = await uploadPhoto(sut, alice);
    const created = await createReview(alice, input(restaurant.id, { photo_urls: [first, second] }));
    const cover = created.body.photos[0]!;
    const response = await api<Review>(sut, `/reviews/${created.body.id}/photos/${cover.id}`, {
      method: 'DELETE',
      token: alice.accessToken,
    });
    expect(response.status).toBe(200);
    expect(response.body.photo_url).toBe(second);
    expect(response.body.photos.map((photo) => photo.photo_url)).toEqual([second]);
    expect(await photoStatus(first)).toBe(404);
  });

  it("keeps a photo a moderator hid through its author's edit: still hidden, not listed, not deletable", async () => {
    const restaurant = await insertRestaurant(sut);
    const shown = await uploadPhoto(sut, alice);
    const hidden = await uploadPhoto(sut, alice);
    const created = await createReview(alice, input(restaurant.id, { photo_urls: [shown, hidden] }));
    const hiddenId = created.body.photos.find((photo) => photo.photo_url === hidden)!.id;
    await db().update(reviewPhotos).set({ hiddenAt: new Date('2026-01-02T03:04:05Z') }).where(eq(reviewPhotos.id, hiddenId));

    // The edit form lists only what its author may still see.
    const own = await getReview(alice, created.body.id);
    expect(own.body.photos.map((photo) => photo.photo_url)).toEqual([shown]);
    // Saving the form sends the photos it saw.
    const saved = await patchReview(alice, created.body.id, editInput({ photo_urls: [shown], comment: 'Modificata.' }));
    expect(saved.status).toBe(200);
    expect(saved.body.photos.map((photo) => photo.photo_url)).toEqual([shown]);
    const removal = await api<ErrorBody>(sut, `/reviews/${created.body.id}/photos/${hiddenId}`, {
      method: 'DELETE',
      token: alice.accessToken,
    });
    expect(removal.status).toBe(404);

    const [row] = await db().select().from(reviewPhotos).where(eq(reviewPhotos.id, hiddenId));
    expect(row).toMatchObject({ photoUrl: hidden, hiddenAt: new Date('2026-01-02T03:04:05Z') });
    expect((await storedState(created.body.id)).photos).toEqual([shown, hidden].sort());
  });

  it('opens the edit data only for the author', async () => {
    const restaurant = await insertRestaurant(sut);
    const created = await createReview(alice, input(restaurant.id));
    const own = await getReview(alice, created.body.id);
    expect(own.status).toBe(200);
    expect(own.body.allergen_ids.sort()).toEqual([gluten, lactose].sort());
    const other = await getReview(bruno, created.body.id);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ code: 'review_not_owned', message: 'Recensione non trovata o non autorizzato.' });
    expect((await getReview(alice, 'not-a-uuid')).status).toBe(404);
  });
});

describe("another user's review", () => {
  it('cannot be edited, deleted or lose a photo, and nothing changes', async () => {
    const restaurant = await insertRestaurant(sut);
    const photo = await uploadPhoto(sut, alice);
    const created = await createReview(alice, input(restaurant.id, { photo_urls: [photo] }));
    await db().insert(reviewLikes).values({ reviewId: created.body.id, userId: bruno.id, isLike: true });
    const before = await storedState(created.body.id);

    const edit = await patchReview(bruno, created.body.id, editInput({ rating: 'poor', allergen_ids: [], photo_urls: [] }));
    const removal = await deleteReview(bruno, created.body.id);
    const photoRemoval = await api<ErrorBody>(sut, `/reviews/${created.body.id}/photos/${created.body.photos[0]!.id}`, {
      method: 'DELETE',
      token: bruno.accessToken,
    });
    for (const response of [edit, removal, photoRemoval]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'review_not_owned', message: 'Recensione non trovata o non autorizzato.' });
    }
    expect(await storedState(created.body.id)).toEqual(before);
    expect(await photoStatus(photo)).toBe(200);
  });

  it("refuses photos from someone else's folder or never uploaded", async () => {
    const restaurant = await insertRestaurant(sut);
    const brunosPhoto = await uploadPhoto(sut, bruno);
    const neverUploaded = `/storage/v1/object/public/photos/reviews/${alice.id}/1_0.jpg`;
    for (const url of [brunosPhoto, neverUploaded, 'https://example.com/a.jpg']) {
      const response = await createReview(alice, input(restaurant.id, { photo_urls: [url] }));
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('invalid_photo');
    }
    expect(await db().select().from(reviews).where(eq(reviews.restaurantId, restaurant.id))).toEqual([]);
  });
});

describe('creating a review with the id the client generated', () => {
  it('stores it under that id once: the same request again answers 200 with the same review and adds nothing', async () => {
    const restaurant = await insertRestaurant(sut, { cuisineType: 'italian' });
    const photo = await uploadPhoto(sut, alice);
    const id = '7d3f0c4e-2b1a-4c5d-9e8f-0a1b2c3d4e5f';
    const body = input(restaurant.id, { id, photo_urls: [photo], cuisine_type: 'pizza' });
    const first = await createReview(alice, body);
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(id);
    const again = await createReview(alice, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await storedState(id)).toMatchObject({ allergens: [gluten, lactose].sort(), photos: [photo], votes: 0 });
    expect((await db().select().from(reviews).where(eq(reviews.restaurantId, restaurant.id))).length).toBe(1);
    // One cuisine change recorded, not two.
    expect((await db().select().from(restaurantEdits).where(eq(restaurantEdits.restaurantId, restaurant.id))).length).toBe(1);
  });

  it('answers two simultaneous copies of the request with one review', async () => {
    const restaurant = await insertRestaurant(sut);
    const body = input(restaurant.id, { id: '0f9e8d7c-6b5a-4493-8271-605f4e3d2c1b' });
    const answers = await Promise.all([createReview(alice, body), createReview(alice, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect((await db().select().from(reviews).where(eq(reviews.restaurantId, restaurant.id))).length).toBe(1);
  });

  it('refuses an id that is already someone else\'s review with 409 id_conflict, and shows nothing of it', async () => {
    const restaurant = await insertRestaurant(sut);
    const id = '3c2b1a09-8f7e-4d6c-b5a4-93827160f5e4';
    expect((await createReview(alice, input(restaurant.id, { id }))).status).toBe(201);
    const response = await createReview(bruno, input(restaurant.id, { id, comment: 'Il mio testo' }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      code: 'id_conflict',
      message: 'Questo identificativo appartiene già a un altro contenuto: ricarica la pagina e riprova.',
    });
    expect((await storedState(id)).review).toMatchObject({ userId: alice.id, comment: 'Hanno gestito benissimo la mia celiachia.' });
  });
});

describe('deleting a review', () => {
  it('removes the review, its links, photos (files too) and votes', async () => {
    const restaurant = await insertRestaurant(sut);
    const photo = await uploadPhoto(sut, alice);
    const created = await createReview(alice, input(restaurant.id, { photo_urls: [photo] }));
    await db().insert(reviewLikes).values({ reviewId: created.body.id, userId: bruno.id, isLike: false });
    const response = await deleteReview(alice, created.body.id);
    expect(response.status).toBe(204);
    expect(await storedState(created.body.id)).toEqual({ review: undefined, allergens: [], photos: [], votes: 0 });
    expect(await photoStatus(photo)).toBe(404);
    expect((await deleteReview(alice, created.body.id)).status).toBe(404);
  });
});

// Security: a photo belongs to one review, and only its owner's exact public URL is accepted.
describe('photos shared between reviews', () => {
  it('refuses a photo already on another review, so deleting that review never takes the file of this one', async () => {
    const first = await insertRestaurant(sut, { cuisineType: 'italian' });
    const second = await insertRestaurant(sut, { cuisineType: 'italian' });
    const photo = await uploadPhoto(sut, alice);
    const owner = await createReview(alice, input(first.id, { photo_urls: [photo] }));
    expect(owner.status).toBe(201);

    const reused = await createReview(alice, input(second.id, { photo_urls: [photo] }));
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'invalid_photo' });

    const other = await createReview(alice, input(second.id));
    const edited = await patchReview(alice, other.body.id, editInput({ photo_urls: [photo] }));
    expect(edited.status).toBe(400);
    expect(edited.body).toMatchObject({ code: 'invalid_photo' });

    const fresh = await uploadPhoto(sut, alice);
    const twice = await createReview(alice, input(second.id, { photo_urls: [fresh, fresh] }));
    expect(twice.status).toBe(400);

    expect((await deleteReview(alice, other.body.id)).status).toBe(204);
    expect(await photoStatus(photo)).toBe(200);
  });

  it("accepts only the exact URL of the caller's own folder", async () => {
    const restaurant = await insertRestaurant(sut, { cuisineType: 'italian' });
    const photo = await uploadPhoto(sut, alice);
    for (const url of [
      photo.replace(alice.id, alice.id.toUpperCase()),
      photo.replace(alice.id, bruno.id),
      `${sut.baseUrl}${photo}`,
      `/x${photo}`,
    ]) {
      const response = await createReview(alice, input(restaurant.id, { photo_urls: [url] }));
      expect([url, response.status, response.body.code]).toEqual([url, 400, 'invalid_photo']);
    }
    expect((await createReview(bruno, input(restaurant.id, { photo_urls: [photo] }))).status).toBe(400);
  });
});
