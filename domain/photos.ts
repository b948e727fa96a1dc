// Review photos (docs/product.md#review-photos): limits checked before upload and the
// storage path both the uploader and the storage server agree on.
import {
  PHOTO_INPUT_MAX_BYTES,
  PHOTO_MAX_HEIGHT_PX,
  PHOTO_MAX_WIDTH_PX,
  PHOTO_OPTIMISED_MAX_BYTES,
  PHOTO_STORAGE_BUCKET,
  PHOTOS_MAX_PER_REVIEW,
} from './limits';

export function isImageMimeType(mimeType: string | null | undefined): boolean {
  return mimeType?.toLowerCase().startsWith('image/') ?? false;
}

export function isWithinInputSize(bytes: number): boolean {
  return bytes <= PHOTO_INPUT_MAX_BYTES;
}

export function isWithinOptimisedSize(bytes: number): boolean {
  return bytes <= PHOTO_OPTIMISED_MAX_BYTES;
}

/** Photos still allowed on a review that has `existingCount` (edit: existing plus new <= 5). */
export function remainingPhotoSlots(existingCount: number): number {
  return Math.max(0, PHOTOS_MAX_PER_REVIEW - existingCount);
}

/** Size that fits within 1920x1080 keeping the aspect ratio; never upscales. */
export function fitWithinPhotoBounds(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_MAX_WIDTH_PX / width, PHOTO_MAX_HEIGHT_PX / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export type ReviewPhotoPath = {
  userId: string;
  timestamp: number;
  index: number;
  extension: string;
};

// The folder is a user id exactly as the server writes it: a lowercase UUID
// (a differently spelled id would name another folder in a case-sensitive store).
const REVIEW_PHOTO_PATH =
  /^reviews\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(\d+)_(\d+)\.([a-z0-9]{1,5})$/;

/** reviews/{userId}/{timestamp}_{index}.{ext} */
export function reviewPhotoPath({ userId, timestamp, index, extension }: ReviewPhotoPath): string {
  return `reviews/${userId}/${timestamp}_${index}.${extension.toLowerCase().replace(/^\./, '')}`;
}

/** The parts of a well-formed review photo path, or null (so the server can check the owner). */
export function parseReviewPhotoPath(path: string): ReviewPhotoPath | null {
  const match = REVIEW_PHOTO_PATH.exec(path);
  if (!match) return null;
  // Every group of REVIEW_PHOTO_PATH is required: after a match, all four are strings.
  const [userId, timestamp, index, extension] = match.slice(1) as [string, string, string, string];
  return { userId, timestamp: Number(timestamp), index: Number(index), extension };
}

/** Where the app serves a stored photo: `/storage/v1/object/public/{bucket}/{path}` on its own origin. */
export const PHOTO_PUBLIC_PREFIX = `/storage/v1/object/public/${PHOTO_STORAGE_BUCKET}/`;

export function reviewPhotoPublicUrl(path: string): string {
  return `${PHOTO_PUBLIC_PREFIX}${path}`;
}

/** The storage path of a review photo URL served by this app, or null for any other URL. */
export function reviewPhotoPathFromUrl(url: string): ReviewPhotoPath | null {
  if (!url.startsWith(PHOTO_PUBLIC_PREFIX)) return null;
  return parseReviewPhotoPath(url.slice(PHOTO_PUBLIC_PREFIX.length));
}
