// Test fixtures for photos: real images generated with sharp, uploaded
// through the real /storage/v1 API.
import sharp from 'sharp';
import type { TestUser } from '../test/factories';
import type { TestApp } from '../test/test-app';

/** A small JPEG (solid colour, `width`×`height`), optionally with EXIF including a GPS position. */
export async function jpegBytes(options: { width?: number; height?: number; withGps?: boolean } = {}): Promise<Buffer> {
  const image = sharp({
    create: { width: options.width ?? 64, height: options.height ?? 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  const withExif = options.withGps
    ? image.withExif({
        IFD0: { Make: 'TestCam', Model: 'Privacy 1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 5120/100', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 2400/100' },
      })
    : image;
  return withExif.jpeg({ quality: 90 }).toBuffer();
}

let sequence = 0;

/** A fresh path in the user's folder: reviews/{userId}/{timestamp}_{index}.jpg. */
export function photoPathOf(user: Pick<TestUser, 'id'>, extension = 'jpg'): string {
  sequence += 1;
  return `reviews/${user.id}/${Date.now()}_${sequence}.${extension}`;
}

export async function uploadRaw(
  sut: Pick<TestApp, 'baseUrl'>,
  user: Pick<TestUser, 'accessToken'> | null,
  path: string,
  body: Buffer,
  contentType = 'image/jpeg',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': contentType, 'x-upsert': 'false', 'cache-control': 'max-age=3600' };
  if (user) headers.authorization = `Bearer ${user.accessToken}`;
  const response = await fetch(`${sut.baseUrl}/storage/v1/object/photos/${path}`, {
    method: 'POST',
    headers,
    body: new Uint8Array(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Uploads a generated JPEG into the user's folder; returns its public URL. */
export async function uploadPhoto(sut: Pick<TestApp, 'baseUrl'>, user: TestUser): Promise<string> {
  const path = photoPathOf(user);
  const response = await uploadRaw(sut, user, path, await jpegBytes());
  if (response.status !== 200) throw new Error(`upload answered ${response.status}: ${JSON.stringify(response.body)}`);
  return `/storage/v1/object/public/photos/${path}`;
}
