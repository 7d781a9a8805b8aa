import type { GalleryGroup } from "../../../generated/types.ts";
import { imageUrl } from "../../../runtime/core/image-url.ts";

/** The pictures' categories in the order they first appear, with how many pictures each has. */
export function galleryCategories(
  groups: readonly GalleryGroup[],
): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const g of groups) {
    const name = g.category.trim();
    if (name !== "") counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, count]) => ({ name, count }));
}

/** The pictures a category shows; null: every picture. */
export function picturesIn(
  groups: readonly GalleryGroup[],
  category: string | null,
): GalleryGroup[] {
  return category === null ? [...groups] : groups.filter((g) => g.category.trim() === category);
}

/** The share links the gallery shows: Facebook's and X's share pages for `url`. */
export function shareLinks(
  url: string,
  text: string,
  show: { fb: boolean; tw: boolean },
): { network: "facebook" | "x"; href: string }[] {
  const links: { network: "facebook" | "x"; href: string }[] = [];
  if (show.fb)
    links.push({
      network: "facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    });
  if (show.tw) {
    const query = new URLSearchParams({ url });
    if (text.trim() !== "") query.set("text", text.trim());
    links.push({ network: "x", href: `https://twitter.com/intent/tweet?${query}` });
  }
  return links;
}

/** The two wallpapers of a picture: desktop 1600×900 and phone 1080×1920 (the field's x-sizes). */
export function wallpapers(
  mediaBase: string,
  imageId: number,
): { kind: "desktop" | "mobile"; w: number; h: number; href: string }[] {
  return [
    { kind: "desktop" as const, w: 1600, h: 900 },
    { kind: "mobile" as const, w: 1080, h: 1920 },
  ].map((s) => ({ ...s, href: imageUrl(mediaBase, imageId, { w: s.w, h: s.h }) }));
}
