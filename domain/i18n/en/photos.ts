import type { Catalogue } from '../catalogue';
import { plural } from '../format';
import { formatCount } from './format';

export const photosMessages = {
  label: 'Photos',
  add: 'Add photos',
  remove: 'Remove photo',
  alt: (index: number) => `Photo ${index}`,
  reviewPhotoAlt: (index: number, restaurantName: string) => `Photo ${index} of the review of ${restaurantName}`,
  counter: (count: number, max: number) => `${count}/${max} photos`,
  optimizing: 'Optimising the images...',
  // Toasts
  uploadErrorTitle: 'Photo upload error',
  /** Progress while the photos go up one by one, before the review is saved. */
  uploadProgress: (current: number, total: number) => `Photo ${current} of ${total}`,
  cancelUpload: 'Cancel upload',
  uploadCancelledTitle: 'Upload cancelled',
  uploadCancelled: 'The review was not saved: you can edit it and try again.',
  uploadError: (file: string) => `${file} could not be uploaded: the review will be saved without it.`,
  tooManyTitle: 'Too many photos',
  tooMany: (max: number) => `You can upload at most ${max} ${plural(max, 'photo', 'photos')} per review.`,
  invalidFileTitle: 'Invalid file',
  notAnImage: (file: string) => `${file} is not a valid image`,
  /** `size` already formatted, e.g. '12.4MB'. */
  tooLarge: (file: string, size: string) => `${file} must be smaller than 10MB (current: ${size})`,
  stillTooLargeTitle: 'File still too large',
  stillTooLarge: (file: string) => `${file} is over 2MB even after optimisation.`,
  processingErrorTitle: 'Processing error',
  processingError: (file: string) => `${file} could not be processed.`,
  deleteErrorTitle: 'Error',
  deleteError: 'The photo could not be deleted.',
  deletedTitle: 'Photo deleted',
  optimizedTitle: 'Images optimised!',
  optimized: (count: number) =>
    count === 1 ? '1 image ready to upload.' : `${formatCount(count)} images ready to upload.`,
} satisfies Catalogue['photos'];
