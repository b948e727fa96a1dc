// /storage/v1 on both backends (the local folder and an S3 bucket, here
// s3rver, an independent S3 implementation, on 127.0.0.1): uploads only into
// the caller's own folder, only real images, at most 2 MB, never overwriting;
// stored files are re-encoded JPEGs without metadata; public read with a
// one-hour cache; deleting a review or an account removes its files. A bucket
// that cannot be reached answers 503.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/restaurant-fixtures';
import { insertRestaurant, newUser, type TestUser } from '../test/factories';
import { startS3Server, type S3Server } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { jpegBytes, photoPathOf, uploadPhoto, uploadRaw } from './storage.fixtures';

// s3rver knows one access key, S3RVER (its secret too).
const S3 = { bucket: 'allerguida-test', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'eu-south-1' };

type Backend = { name: string; start: () => Promise<{ env: Record<string, string>; s3: S3Server | null }> };

const BACKENDS: Backend[] = [
  { name: 'local folder', start: async () => ({ env: {}, s3: null }) },
  {
    name: 'S3 bucket',
    start: async () => {
      const s3 = await startS3Server(S3);
      return {
        s3,
        env: {
          S3_ENDPOINT: s3.endpoint,
          S3_BUCKET: S3.bucket,
          S3_REGION: S3.region,
          S3_ACCESS_KEY_ID: S3.accessKeyId,
          S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
        },
      };
    },
  },
];

describe.each(BACKENDS)('storage on the $name', (backend) => {
  let sut: TestApp;
  let s3: S3Server | null;
  let alice: TestUser;
  let bruno: TestUser;

  beforeAll(async () => {
    const started = await backend.start();
    s3 = started.s3;
    sut = await createTestApp({ AUTH_AUTOCONFIRM: 'true', RATE_LIMITS_ENABLED: 'false', ...started.env });
    alice = await newUser(sut, { data: { nickname: 'Alice' } });
    bruno = await newUser(sut, { data: { nickname: 'Bruno' } });
  });

  afterAll(async () => {
    await sut.close();
    await s3?.close();
  });

  const publicUrl = (path: string) => `${sut.baseUrl}/storage/v1/object/public/photos/${path}`;
  const read = (path: string) => fetch(publicUrl(path));

  it('stores an upload as a metadata-free JPEG that anyone can read, cached for an hour', async () => {
    const path = photoPathOf(alice);
    const original = await jpegBytes({ withGps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await uploadRaw(sut, alice, path, original);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Key: `photos/${path}` });

    const served = await read(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    // The native apps (capacitor://localhost, https://localhost) load photos from this origin.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
    if (s3) expect(await s3.keys()).toContain(`photos/${path}`);
  });

  it('shrinks a large image to fit 1920×1080 and converts PNG to JPEG', async () => {
    const path = photoPathOf(alice);
    const png = await sharp({ create: { width: 4000, height: 1500, channels: 3, background: '#3366cc' } }).png().toBuffer();
    expect((await uploadRaw(sut, alice, path, png, 'image/png')).status).toBe(200);
    const metadata = await sharp(Buffer.from(await (await read(path)).arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1920, height: 720 });
  });

  it('turns a photo upright by its EXIF orientation before dropping the metadata', async () => {
    const path = photoPathOf(alice);
    // 64×48 pixels whose EXIF Orientation 6 says "turn 90° clockwise to show": upright it is 48×64.
    const sideways = await sharp(await jpegBytes({ width: 64, height: 48 })).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 64, height: 48, orientation: 6 });
    expect((await uploadRaw(sut, alice, path, sideways)).status).toBe(200);
    const metadata = await sharp(Buffer.from(await (await read(path)).arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 48, height: 64 });
    expect(metadata.orientation).toBeUndefined();
  });

  it('never overwrites: the same name again answers 409 and keeps the first file', async () => {
    const path = photoPathOf(alice);
    expect((await uploadRaw(sut, alice, path, await jpegBytes({ width: 10, height: 10 }))).status).toBe(200);
    const second = await uploadRaw(sut, alice, path, await jpegBytes({ width: 30, height: 20 }));
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('object_exists');
    const metadata = await sharp(Buffer.from(await (await read(path)).arrayBuffer())).metadata();
    expect(metadata.width).toBe(10);
  });

  it("refuses uploads into another user's folder, non-images, files over 2 MB and anonymous callers, storing nothing", async () => {
    const intoBrunos = photoPathOf(bruno);
    const notAnImage = photoPathOf(alice);
    const tooLarge = photoPathOf(alice);
    const anonymous = photoPathOf(alice);
    const pngName = photoPathOf(alice, 'png');
    const threeMegabytes = Buffer.concat([await jpegBytes(), Buffer.alloc(3 * 1024 * 1024, 7)]);
    const cases = [
      { path: intoBrunos, response: await uploadRaw(sut, alice, intoBrunos, await jpegBytes()), status: 403, code: 'forbidden' },
      {
        path: notAnImage,
        response: await uploadRaw(sut, alice, notAnImage, Buffer.from('<?php echo "non sono una foto"; ?>')),
        status: 400,
        code: 'not_an_image',
      },
      { path: tooLarge, response: await uploadRaw(sut, alice, tooLarge, threeMegabytes), status: 413, code: 'payload_too_large' },
      { path: anonymous, response: await uploadRaw(sut, null, anonymous, await jpegBytes()), status: 401, code: 'unauthorized' },
      { path: pngName, response: await uploadRaw(sut, alice, pngName, await jpegBytes()), status: 400, code: 'validation_failed' },
    ];
    for (const { path, response, status, code } of cases) {
      expect({ path, status: response.status, code: response.body.code }).toEqual({ path, status, code });
      expect((await read(path)).status).toBe(404);
    }
    const outsideReviews = await uploadRaw(sut, alice, `avatars/${alice.id}/1_0.jpg`, await jpegBytes());
    expect(outsideReviews.status).toBe(400);
    const otherBucket = await fetch(`${sut.baseUrl}/storage/v1/object/secrets/${photoPathOf(alice)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.accessToken}`, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await jpegBytes()),
    });
    expect(otherBucket.status).toBe(404);
    if (s3) {
      const stored = await s3.keys();
      for (const { path } of cases) expect(stored).not.toContain(`photos/${path}`);
    }
  });

  it('answers 404 for a photo that does not exist or a path outside the photos', async () => {
    expect((await read(`reviews/${alice.id}/1_0.jpg`)).status).toBe(404);
    expect((await fetch(`${sut.baseUrl}/storage/v1/object/public/photos/../db/x`)).status).toBe(404);
  });

  it('deletes own unused uploads only; photos of a review and other users\' files stay', async () => {
    const unused = photoPathOf(alice);
    expect((await uploadRaw(sut, alice, unused, await jpegBytes())).status).toBe(200);
    const inReview = await uploadPhoto(sut, alice);
    const restaurant = await insertRestaurant(sut);
    const created = await api<{ id: string }>(sut, '/reviews', {
      method: 'POST',
      token: alice.accessToken,
      body: {
        restaurant_id: restaurant.id,
        rating: 'good',
        cuisine_type: 'italian',
        cleanliness_rating: 4,
        customer_attention_rating: 4,
        menu_flexibility_rating: 4,
        allergen_indication: 'no',
        photo_urls: [inReview],
      },
    });
    expect(created.status).toBe(201);
    const inReviewPath = inReview.replace('/storage/v1/object/public/photos/', '');

    const deleteObjects = (user: TestUser, prefixes: string[]) =>
      fetch(`${sut.baseUrl}/storage/v1/object/photos`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes }),
      });
    expect((await deleteObjects(bruno, [unused])).status).toBe(403);
    expect((await read(unused)).status).toBe(200);

    const response = await deleteObjects(alice, [unused, inReviewPath]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ name: unused }]);
    expect((await read(unused)).status).toBe(404);
    expect((await read(inReviewPath)).status).toBe(200);

    // Deleting the review takes its file along.
    expect((await api(sut, `/reviews/${created.body.id}`, { method: 'DELETE', token: alice.accessToken })).status).toBe(204);
    expect((await read(inReviewPath)).status).toBe(404);
  });

  it("deleting an account removes its review photos and leftover uploads, not other users' files", async () => {
    const carla = await newUser(sut, { data: { nickname: 'Carla' } });
    const inReview = await uploadPhoto(sut, carla);
    const leftover = photoPathOf(carla);
    expect((await uploadRaw(sut, carla, leftover, await jpegBytes())).status).toBe(200);
    const brunos = await uploadPhoto(sut, bruno);
    const restaurant = await insertRestaurant(sut);
    const created = await api<{ id: string }>(sut, '/reviews', {
      method: 'POST',
      token: carla.accessToken,
      body: {
        restaurant_id: restaurant.id,
        rating: 'average',
        cuisine_type: 'pizza',
        cleanliness_rating: 3,
        customer_attention_rating: 3,
        menu_flexibility_rating: 3,
        allergen_indication: 'on_request',
        photo_urls: [inReview],
      },
    });
    expect(created.status).toBe(201);
    // The data export links the photos with full URLs that open outside the app.
    const exported = await api<{ reviews: { photo_url: string; photos: string[] }[] }>(sut, '/account/export', { token: carla.accessToken });
    expect(exported.body.reviews[0]!.photos).toEqual([`${sut.baseUrl}${inReview}`]);
    expect(exported.body.reviews[0]!.photo_url).toBe(`${sut.baseUrl}${inReview}`);
    expect((await fetch(exported.body.reviews[0]!.photos[0]!)).status).toBe(200);
    const deletion = await api(sut, '/account', { method: 'DELETE', token: carla.accessToken, body: { confirmation: 'ELIMINA' } });
    expect(deletion.status).toBe(204);
    expect((await fetch(`${sut.baseUrl}${inReview}`)).status).toBe(404);
    expect((await read(leftover)).status).toBe(404);
    expect((await fetch(`${sut.baseUrl}${brunos}`)).status).toBe(200);
    if (s3) {
      const stored = await s3.keys();
      expect(stored.filter((key) => key.startsWith(`photos/reviews/${carla.id}/`))).toEqual([]);
      expect(stored).toContain(`photos/${brunos.replace('/storage/v1/object/public/photos/', '')}`);
    }
  });
});

describe('storage on an S3 bucket that cannot be reached', () => {
  let sut: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    // A port that was just free and is closed again: every request is refused.
    const s3 = await startS3Server(S3);
    const endpoint = s3.endpoint;
    await s3.close();
    sut = await createTestApp({
      AUTH_AUTOCONFIRM: 'true',
      RATE_LIMITS_ENABLED: 'false',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: S3.bucket,
      S3_REGION: S3.region,
      S3_ACCESS_KEY_ID: S3.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
    });
    alice = await newUser(sut, { data: { nickname: 'Alice' } });
  });

  afterAll(async () => {
    await sut.close();
  });

  it('answers uploads and reads with 503 storage_unavailable and keeps serving', async () => {
    const path = photoPathOf(alice);
    const upload = await uploadRaw(sut, alice, path, await jpegBytes());
    expect(upload.status).toBe(503);
    expect(upload.body).toMatchObject({
      code: 'storage_unavailable',
      message: 'Le foto non sono al momento disponibili: riprova tra poco.',
    });
    const read = await fetch(`${sut.baseUrl}/storage/v1/object/public/photos/${path}`);
    expect(read.status).toBe(503);
    expect(await read.json()).toMatchObject({ code: 'storage_unavailable' });
    expect((await fetch(`${sut.baseUrl}/health`)).status).toBe(200);
  });
});
