// POST /storage/v1/object/photos/{path}: one optimised photo into the user's
// folder (no overwrite); DELETE /storage/v1/object/photos to take back uploads
// that a failed save left unused.
import { PHOTO_STORAGE_BUCKET, PHOTO_STORAGE_CACHE_SECONDS } from '@domain/limits';
import { reviewPhotoPublicUrl } from '@domain/photos';
import { apiFetch } from '@web/lib/api-client';

const objectPath = (path: string) => `/storage/v1/object/${PHOTO_STORAGE_BUCKET}/${path}`;

/** Uploads the JPEG; resolves to the public URL the review stores. */
export async function uploadPhoto(path: string, jpeg: Blob, signal?: AbortSignal): Promise<string> {
  await apiFetch<{ Key: string }>(objectPath(path), {
    method: 'POST',
    signal,
    body: jpeg,
    headers: { 'content-type': 'image/jpeg', 'x-upsert': 'false', 'cache-control': `max-age=${PHOTO_STORAGE_CACHE_SECONDS}` },
  });
  return reviewPhotoPublicUrl(path);
}

export async function deleteUnusedUploads(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await apiFetch<unknown>(`/storage/v1/object/${PHOTO_STORAGE_BUCKET}`, { method: 'DELETE', body: { prefixes: paths } });
}
