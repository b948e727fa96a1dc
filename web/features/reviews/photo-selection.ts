// The pure half of the photo pipeline (docs/product.md#review-photos): which picked files
// may go on, with the toast each refused one gets, the size label the toast
// shows, the canvas size of the resize and the upload path.
import { it } from '@domain/i18n/it';
import { PHOTOS_MAX_PER_REVIEW } from '@domain/limits';
import { fitWithinPhotoBounds, isImageMimeType, isWithinInputSize, remainingPhotoSlots, reviewPhotoPath } from '@domain/photos';

const messages = it.photos;

export type PhotoToast = { title: string; description: string };

export type FileLike = { name: string; type: string; size: number };

/** '12.4MB', as in '{file} deve essere inferiore a 10MB (attuale: 12.4MB)'. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}

/**
 * Files that can be optimised, in order, and a toast for each refused one:
 * not an image, over 10 MB, or beyond the 5 photos a review may have
 * (`currentCount` = photos already on the review plus those already picked).
 */
export function selectPhotoFiles<T extends FileLike>(files: readonly T[], currentCount: number): { accepted: T[]; toasts: PhotoToast[] } {
  const toasts: PhotoToast[] = [];
  const valid: T[] = [];
  for (const file of files) {
    if (!isImageMimeType(file.type)) {
      toasts.push({ title: messages.invalidFileTitle, description: messages.notAnImage(file.name) });
    } else if (!isWithinInputSize(file.size)) {
      toasts.push({ title: messages.invalidFileTitle, description: messages.tooLarge(file.name, formatMegabytes(file.size)) });
    } else {
      valid.push(file);
    }
  }
  const slots = remainingPhotoSlots(currentCount);
  if (valid.length > slots) {
    toasts.push({ title: messages.tooManyTitle, description: messages.tooMany(PHOTOS_MAX_PER_REVIEW) });
  }
  return { accepted: valid.slice(0, slots), toasts };
}

/** Canvas size for an image of `width`×`height`: fits 1920×1080, never enlarged, at least 1 px. */
export function resizeTarget(width: number, height: number): { width: number; height: number } {
  const fitted = fitWithinPhotoBounds(width, height);
  return { width: Math.max(1, fitted.width), height: Math.max(1, fitted.height) };
}

/** reviews/{userId}/{timestamp}_{index}.jpg: the browser always uploads JPEG. */
export function uploadPathFor(userId: string, timestamp: number, index: number): string {
  return reviewPhotoPath({ userId, timestamp, index, extension: 'jpg' });
}
