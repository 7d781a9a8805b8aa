/** A variant size of the media library: width, and height when the crop is fixed. */
export interface ImageSize {
  w: number;
  h?: number;
}

/** Default image id of the catalogue; default social image id; 404 hero image id. */
export const defaultImageIds = { image: 24735, social: 105475, notFoundHero: 101327 } as const;

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
