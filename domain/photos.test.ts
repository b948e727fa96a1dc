import { describe, expect, it } from 'vitest';
import {
  fitWithinPhotoBounds,
  isImageMimeType,
  isWithinInputSize,
  isWithinOptimisedSize,
  parseReviewPhotoPath,
  remainingPhotoSlots,
  reviewPhotoPath,
  reviewPhotoPathFromUrl,
  reviewPhotoPublicUrl,
} from './photos';

const USER_ID = '3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b';

describe('file checks', () => {
  it('accepts images only', () => {
    expect(isImageMimeType('image/jpeg')).toBe(true);
    expect(isImageMimeType('IMAGE/HEIC')).toBe(true);
    expect(isImageMimeType('application/pdf')).toBe(false);
    expect(isImageMimeType('')).toBe(false);
    expect(isImageMimeType(null)).toBe(false);
  });

  it('allows 10 MB before and 2 MB after optimisation, inclusive', () => {
    expect(isWithinInputSize(10 * 1024 * 1024)).toBe(true);
    expect(isWithinInputSize(10 * 1024 * 1024 + 1)).toBe(false);
    expect(isWithinOptimisedSize(2 * 1024 * 1024)).toBe(true);
    expect(isWithinOptimisedSize(2 * 1024 * 1024 + 1)).toBe(false);
  });

  it('counts the photo slots left out of 5', () => {
    expect(remainingPhotoSlots(0)).toBe(5);
    expect(remainingPhotoSlots(3)).toBe(2);
    expect(remainingPhotoSlots(5)).toBe(0);
    expect(remainingPhotoSlots(7)).toBe(0);
  });
});

describe('fitWithinPhotoBounds', () => {
  it('scales down to fit 1920x1080, keeping the aspect ratio', () => {
    expect(fitWithinPhotoBounds(4000, 3000)).toEqual({ width: 1440, height: 1080 });
    expect(fitWithinPhotoBounds(3840, 1080)).toEqual({ width: 1920, height: 540 });
    expect(fitWithinPhotoBounds(3024, 4032)).toEqual({ width: 810, height: 1080 });
  });

  it('never upscales', () => {
    expect(fitWithinPhotoBounds(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithinPhotoBounds(1920, 1080)).toEqual({ width: 1920, height: 1080 });
  });
});

describe('review photo paths', () => {
  it('builds reviews/{userId}/{timestamp}_{index}.{ext}', () => {
    expect(reviewPhotoPath({ userId: USER_ID, timestamp: 1741600000000, index: 0, extension: 'JPG' })).toBe(
      `reviews/${USER_ID}/1741600000000_0.jpg`,
    );
    expect(reviewPhotoPath({ userId: USER_ID, timestamp: 1, index: 4, extension: '.png' })).toBe(
      `reviews/${USER_ID}/1_4.png`,
    );
  });

  it('parses back what it builds', () => {
    const parts = { userId: USER_ID, timestamp: 1741600000000, index: 2, extension: 'jpg' };
    expect(parseReviewPhotoPath(reviewPhotoPath(parts))).toEqual(parts);
  });

  it('rejects anything else', () => {
    expect(parseReviewPhotoPath(`reviews/${USER_ID}/../x_0.jpg`)).toBeNull();
    expect(parseReviewPhotoPath(`reviews/${USER_ID}/1_0.jpg/extra`)).toBeNull();
    expect(parseReviewPhotoPath(`avatars/${USER_ID}/1_0.jpg`)).toBeNull();
    expect(parseReviewPhotoPath('reviews/not-a-user/1_0.jpg')).toBeNull();
    expect(parseReviewPhotoPath(`reviews/${USER_ID}/1_0`)).toBeNull();
  });

  it('anchors the path at its start: nothing may come before reviews/', () => {
    expect(parseReviewPhotoPath(`x/reviews/${USER_ID}/1_0.jpg`)).toBeNull();
    expect(parseReviewPhotoPath(`../reviews/${USER_ID}/1_0.jpg`)).toBeNull();
    expect(parseReviewPhotoPath(` reviews/${USER_ID}/1_0.jpg`)).toBeNull();
    expect(parseReviewPhotoPath(`reviews/${USER_ID}/1_0.jpg`)).not.toBeNull();
  });
});

describe('public URLs', () => {
  it('round-trips a review photo path through its public URL', () => {
    const path = reviewPhotoPath({ userId: USER_ID, timestamp: 1700000000000, index: 2, extension: 'jpg' });
    const url = reviewPhotoPublicUrl(path);
    expect(url).toBe(`/storage/v1/object/public/photos/reviews/${USER_ID}/1700000000000_2.jpg`);
    expect(reviewPhotoPathFromUrl(url)).toEqual({ userId: USER_ID, timestamp: 1700000000000, index: 2, extension: 'jpg' });
  });

  it('names no path for foreign or malformed URLs', () => {
    expect(reviewPhotoPathFromUrl(`https://example.com/storage/v1/object/public/photos/reviews/${USER_ID}/1_0.jpg`)).toBeNull();
    expect(reviewPhotoPathFromUrl(`/storage/v1/object/public/photos/reviews/${USER_ID}/../x/1_0.jpg`)).toBeNull();
    expect(reviewPhotoPathFromUrl('/storage/v1/object/public/other/reviews/x/1_0.jpg')).toBeNull();
  });

  it('accepts only URLs that begin with this server\'s public photo prefix', () => {
    // Both of these are as long as '/storage/v1/object/public/photos/' (33 characters) before
    // 'reviews/', so only the check of how the URL begins can tell them apart from a real one.
    const foreignOrigin = `https://evil.example/aaaaaaaaaaa/reviews/${USER_ID}/1_0.jpg`;
    const otherBucket = `/storage/v1/object/public/avatar/reviews/${USER_ID}/1_0.jpg`;
    expect(foreignOrigin.indexOf('reviews/')).toBe(33);
    expect(otherBucket.indexOf('reviews/')).toBe(33);
    expect(reviewPhotoPathFromUrl(foreignOrigin)).toBeNull();
    expect(reviewPhotoPathFromUrl(otherBucket)).toBeNull();
    expect(reviewPhotoPathFromUrl(`/x/storage/v1/object/public/photos/reviews/${USER_ID}/1_0.jpg`)).toBeNull();
    expect(reviewPhotoPathFromUrl(`/storage/v1/object/public/photos/x/reviews/${USER_ID}/1_0.jpg`)).toBeNull();
  });
});
