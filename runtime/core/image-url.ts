/** A variant size of the media library: width, and height when the crop is fixed. */
export interface ImageSize {
  w: number;
  h?: number;
}

/** The catalogue's default picture: an Image field nobody filled in points here. */
export const DEFAULT_IMAGE_ID = 24735;
/** The social (og:image) picture of a page that names none, and of the 404 page. */
export const DEFAULT_SOCIAL_IMAGE_ID = 105475;
/** The hero picture of the 404 page when the setting names none. */
export const DEFAULT_NOT_FOUND_IMAGE_ID = 101327;

/** The three default picture ids by role. */
export const defaultImageIds = {
  image: DEFAULT_IMAGE_ID,
  social: DEFAULT_SOCIAL_IMAGE_ID,
  notFoundHero: DEFAULT_NOT_FOUND_IMAGE_ID,
} as const;

/** The crops 002 §9.3 expects of a hero picture (1600x900, 1024x576, 640x360). */
export const HERO_SIZES: readonly ImageSize[] = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
];
/** The crop a picture falls back to when the sizes asked of it lack every hero size (§9.3). */
export const FALLBACK_IMAGE_SIZE: ImageSize = { w: 900, h: 500 };

/** The widest (and tallest) variant the media library makes. */
export const MAX_IMAGE_SIDE = 3200;
/** The width of the editor's thumbnails (media grid, picker, image field, social image). */
export const THUMBNAIL_WIDTH = 320;

/**
 * The widths served without a crop, narrowest first: the editor's thumbnails (320), steps at
 * the catalogue's crop widths 640 and 1024, og:image (1600) and the largest (3200). Another
 * width is sent to the next one up; these variants are never wider than the picture itself.
 */
export const IMAGE_WIDTHS: readonly number[] = [THUMBNAIL_WIDTH, 640, 1024, 1600, MAX_IMAGE_SIDE];

/** The served width a requested one snaps up to; null when it is wider than MAX_IMAGE_SIDE. */
export function snapImageWidth(width: number): number | null {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? null;
}

/** The media library's URL of one variant: {base}/api/v2/images/{id}/w/{w}[/h/{h}].{format}, jpg by default. */
export function imageUrl(base: string, id: number, size: ImageSize, format = "jpg"): string {
  const h = size.h ? `/h/${size.h}` : "";
  return `${base.replace(/\/$/, "")}/api/v2/images/${id}/w/${size.w}${h}.${format}`;
}

/** srcset of every size, widest first, for the browser to choose from. */
export function imageSrcSet(
  base: string,
  id: number,
  sizes: readonly ImageSize[],
  format = "jpg",
): string {
  return [...sizes]
    .sort((a, b) => b.w - a.w)
    .map((s) => `${imageUrl(base, id, s, format)} ${s.w}w`)
    .join(", ");
}
