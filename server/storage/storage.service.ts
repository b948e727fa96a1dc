// Rules of /storage/v1 (bucket `photos`): a user writes and deletes only under
// reviews/{own id}/, never overwrites, and every stored file is a re-encoded
// JPEG of at most 2 MB. Reading is public (photo URLs are shared in reviews).
import type { FastifyBaseLogger } from 'fastify';
import { PHOTO_STORAGE_BUCKET } from '../../domain/limits';
import {
  PHOTO_PUBLIC_PREFIX,
  isWithinOptimisedSize,
  parseReviewPhotoPath,
  reviewPhotoPathFromUrl,
  reviewPhotoPublicUrl,
} from '../../domain/photos';
import type { Database } from '../db/client';
import { appError } from '../http/app-error';
import { NotAnImageError, reencodePhoto } from './image';
import type { PhotoStore } from './photo-store';
import { findReferencedPhotoUrls, isHiddenPhotoUrl } from './storage.repository';

const JPEG_EXTENSIONS = new Set(['jpg', 'jpeg']);

/** The store key of a path inside the photos bucket. */
export const photoKey = (path: string) => `${PHOTO_STORAGE_BUCKET}/${path}`;

const bucketNotFound = () => appError('not_found');
const objectNotFound = () => appError('object_not_found');
const forbidden = () => appError('forbidden');

export function assertPhotosBucket(bucket: string): void {
  if (bucket !== PHOTO_STORAGE_BUCKET) throw bucketNotFound();
}

/** A path the caller may write: reviews/{callerId}/{timestamp}_{index}.jpg. */
function ownPhotoPath(callerId: string, path: string): string {
  const parsed = parseReviewPhotoPath(path);
  if (!parsed) throw appError('validation_failed');
  if (parsed.userId !== callerId) throw forbidden();
  return path;
}

export async function uploadPhoto(store: PhotoStore, callerId: string, path: string, body: Buffer): Promise<{ Key: string }> {
  ownPhotoPath(callerId, path);
  if (!JPEG_EXTENSIONS.has(parseReviewPhotoPath(path)!.extension)) {
    // Whatever comes in is stored as JPEG, so the name must say so.
    throw appError('validation_failed');
  }
  if (!isWithinOptimisedSize(body.length)) throw appError('file_too_large');
  let jpeg: Buffer;
  try {
    jpeg = await reencodePhoto(body);
  } catch (error) {
    if (error instanceof NotAnImageError) throw appError('not_an_image');
    throw error;
  }
  if (!isWithinOptimisedSize(jpeg.length)) throw appError('file_too_large');
  const isStored = await store.putIfAbsent(photoKey(path), jpeg, 'image/jpeg');
  if (!isStored) throw appError('object_exists');
  return { Key: photoKey(path) };
}

/**
 * A stored photo, for anyone. A photo a moderator has hidden (itself, its review or
 * its restaurant) is not found, for its author and for moderators too: the
 * address is requested by <img> without credentials, so nobody can be told apart.
 */
export async function readPublicPhoto(db: Database, store: PhotoStore, path: string) {
  // Only well-formed review photo paths exist; anything else is not looked up.
  if (!parseReviewPhotoPath(path)) throw objectNotFound();
  if (await isHiddenPhotoUrl(db, reviewPhotoPublicUrl(path))) throw objectNotFound();
  const object = await store.get(photoKey(path));
  if (!object) throw objectNotFound();
  return object;
}

/**
 * Deletes the caller's own uploads that no review uses (e.g. a form that was
 * abandoned or failed). Photos of a review go through the review, so its rows
 * never point at a missing file.
 */
export async function deleteOwnUnusedPhotos(
  db: Database,
  store: PhotoStore,
  callerId: string,
  paths: readonly string[],
): Promise<{ name: string }[]> {
  for (const path of paths) ownPhotoPath(callerId, path);
  const referenced = new Set(await findReferencedPhotoUrls(db, paths.map(reviewPhotoPublicUrl)));
  const deletable = [...new Set(paths)].filter((path) => !referenced.has(reviewPhotoPublicUrl(path)));
  const deleted: { name: string }[] = [];
  for (const path of deletable) {
    if (!(await store.exists(photoKey(path)))) continue;
    await store.delete(photoKey(path));
    deleted.push({ name: path });
  }
  return deleted;
}

/** The store key of a photo URL served by this app, or null for any other URL. */
export function keyOfPhotoUrl(url: string): string | null {
  return reviewPhotoPathFromUrl(url) ? photoKey(url.slice(PHOTO_PUBLIC_PREFIX.length)) : null;
}

/** Whether a review photo URL names a file that is stored (a review may only point at real uploads). */
export async function isStoredPhotoUrl(store: PhotoStore, url: string): Promise<boolean> {
  const key = keyOfPhotoUrl(url);
  return key !== null && store.exists(key);
}

/**
 * Removes files whose rows are already gone. Runs after the commit: a storage
 * failure must not undo a deletion the user asked for; it is logged instead.
 */
export async function deletePhotoFiles(store: PhotoStore, urls: readonly string[], log: FastifyBaseLogger): Promise<void> {
  for (const url of urls) {
    const key = keyOfPhotoUrl(url);
    if (key === null) continue;
    try {
      await store.delete(key);
    } catch (error) {
      log.error({ err: error, url }, 'photo file not deleted');
    }
  }
}
