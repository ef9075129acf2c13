import { PICTURE_WIDTHS } from '@storefront/contracts/picture-copies';
import sharp from 'sharp';
import { z } from 'zod';

// Each copy is kept by the route that serves it; libvips' own cache of decoded pictures would
// only hold the same memory twice.
sharp.cache(false);

/** GET /files/<key>?w=<width>: one of PICTURE_WIDTHS, or none (the original). */
export const pictureWidthQuerySchema = z.object({
  w: z.coerce
    .number('The width must be a number.')
    .pipe(z.literal(PICTURE_WIDTHS, `The width must be one of ${PICTURE_WIDTHS.join(', ')}.`))
    .optional(),
});

/** Photographs have smaller copies; an SVG scales itself, and a PDF is no picture. */
const PHOTOGRAPHS = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const hasSmallerCopies = (contentType: string) => PHOTOGRAPHS.has(contentType);

/** A copy's type: WebP, which every browser the shop supports shows, smaller than a JPEG. */
export const COPY_TYPE = 'image/webp';

/**
 * A copy of a photograph at most `width` pixels wide (never enlarged), as WebP: turned the way
 * its camera recorded (EXIF orientation), and without its metadata, so a phone's photo no
 * longer says where it was taken. Null when its bytes cannot be read as a picture (the upload's
 * check reads only their start): the original is served instead.
 */
export async function smallerCopy(bytes: Buffer, width: number): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
