/**
 * The smaller copies of the shop's stored photographs, and an <img>'s sources that offer them:
 * plain values without zod, so that a page of islands can read them (the API's query schema and
 * the copies themselves are in apps/api modules/files/picture-copies.ts).
 */

/**
 * The widths a stored photograph (JPEG, PNG, WebP) is also served at: `/files/<key>?w=<width>`,
 * a WebP no wider than the original. A fixed set, so each picture has at most this many copies
 * to make and keep. An SVG scales itself and is served as it is, whatever `w` asks.
 */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1600] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** A stored photograph's path: one the API serves smaller copies of (not an SVG, not elsewhere). */
const PHOTOGRAPH = /^\/files\/[^?#]+\.(?:jpe?g|png|webp)$/i;

/**
 * An <img>'s `src`, and for a stored photograph its `srcSet` and `sizes` (how wide the picture
 * shows, which the browser needs to choose), so that a phone loads a copy about as wide as it
 * shows rather than a camera's original. The set: each width of PICTURE_WIDTHS below the
 * picture's own `width`, then the picture itself at that width (every width when it is unknown).
 */
export function pictureSources(
  path: string,
  width: number | undefined,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  if (!PHOTOGRAPH.test(path)) return { src: path };
  const copies = PICTURE_WIDTHS.filter((w) => !width || w < width).map(
    (w) => `${path}?w=${w} ${w}w`,
  );
  if (width) copies.push(`${path} ${width}w`);
  return { src: path, srcSet: copies.join(), sizes };
}
