import type { VehiclePhoto } from "../../runtime/core/stock/vehicle.ts";

/** The widths the stock photos' sizes stand for (medium, normal, hd: the media library's). */
const WIDTHS = { medium: 640, normal: 1024, hd: 1600 } as const;

/** A photo's srcset from its distinct sizes, smallest first. */
function srcSetOf(photo: VehiclePhoto): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const [size, width] of Object.entries(WIDTHS) as [keyof typeof WIDTHS, number][]) {
    const url = photo[size];
    if (url === "" || seen.has(url)) continue;
    seen.add(url);
    parts.push(`${url} ${width}w`);
  }
  return parts.join(", ");
}

/**
 * The vehicle's photos: a strip that scrolls sideways and snaps to each photo (swipe on a phone,
 * arrow keys once it has focus). Every frame has the same 4:3 box, so nothing moves as pictures
 * arrive; the first loads at once and with high priority, the others lazily.
 */
export function ShowroomGallery({
  photos,
  title,
  texts,
}: {
  photos: readonly VehiclePhoto[];
  title: string;
  texts: { gallery: string; photo: (n: number, total: number) => string; noPhoto: string };
}) {
  if (photos.length === 0)
    return (
      <div className="showroom-gallery showroom-gallery--empty">
        <p>{texts.noPhoto}</p>
      </div>
    );
  return (
    <section className="showroom-gallery" aria-label={texts.gallery}>
      {/* The strip is what scrolls, so it is what takes focus: arrow keys then move through
          the photos (a focusable parent would leave the strip out of keyboard reach). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it */}
      <ol className="showroom-gallery__strip" aria-label={texts.gallery} tabIndex={0}>
        {photos.map((photo, i) => (
          <li key={photo.normal} className="showroom-gallery__frame">
            <img
              src={photo.normal}
              srcSet={srcSetOf(photo)}
              sizes="(min-width: 64rem) 60vw, 100vw"
              width={1200}
              height={900}
              alt={i === 0 ? title : texts.photo(i + 1, photos.length)}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              decoding={i === 0 ? "sync" : "async"}
            />
            {photos.length > 1 ? (
              <span className="showroom-gallery__count" aria-hidden="true">
                {i + 1} / {photos.length}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
