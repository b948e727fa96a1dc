// The browser half of the photo pipeline: decode, fit within 1920×1080 and
// re-encode as JPEG at 0.85 (docs/product.md#review-photos). The sizes come from photo-selection.ts.
import { PHOTO_JPEG_QUALITY } from '@domain/limits';
import { resizeTarget } from './photo-selection';

export async function optimisePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = resizeTarget(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas 2d context unavailable');
    // JPEG has no transparency: transparent PNG areas become white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', PHOTO_JPEG_QUALITY);
    });
  } finally {
    bitmap.close();
  }
}
