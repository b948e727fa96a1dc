// What the server does to every uploaded photo before storing it: prove the
// bytes are an image (by decoding them, not by their name or content type),
// then re-encode as JPEG without any metadata. EXIF can carry the GPS
// position where the picture was taken, often the uploader's home.
import sharp from 'sharp';
import { PHOTO_JPEG_QUALITY, PHOTO_MAX_HEIGHT_PX, PHOTO_MAX_WIDTH_PX } from '../../domain/limits';

const DECODABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
// A 2 MB file can still declare a gigapixel canvas (a decompression bomb).
const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImageError extends Error {}

/** A JPEG that fits 1920×1080, upright, with no EXIF, XMP, ICC comments or GPS. */
export async function reencodePhoto(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new NotAnImageError('undecodable');
  }
  if (!format || !DECODABLE_FORMATS.has(format)) throw new NotAnImageError(format ?? 'unknown');
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      // Applies the EXIF orientation to the pixels before the metadata goes.
      .rotate()
      .resize({ width: PHOTO_MAX_WIDTH_PX, height: PHOTO_MAX_HEIGHT_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: Math.round(PHOTO_JPEG_QUALITY * 100) })
      .toBuffer();
  } catch {
    throw new NotAnImageError('undecodable');
  }
}
