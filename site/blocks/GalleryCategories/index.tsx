import type { BlockProps } from "../../../generated/types.ts";
import { isLinkVisible, linkHref } from "../../../runtime/core/links.ts";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { shareLinks } from "../Gallery/gallery-rules.ts";

const cardSizes = [
  { w: 830, h: 830 },
  { w: 415, h: 415 },
] as const;

/** Where a card leads: a site path gains the language base; https addresses go as they are. */
function galleryHref(url: string, base: string): string {
  const trimmed = url.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//"))
    return linkHref(
      { type: "internal", url: trimmed, link_text: "", target: "_self", rdx_forms_form_id: "" },
      base,
    );
  return trimmed;
}

/**
 * The gallery's categories, up to 4 square cards (picture, name, number of pictures), each a
 * link to its gallery; a bar with the gallery's name, the share buttons and the close link.
 * Static: links only, no script.
 */
export default function GalleryCategories({ block, index }: BlockProps<"lrdx-gallery-categories">) {
  const f = block.fields;
  const { base, origin } = useSite();
  const groups = block.groups.slice(0, 4);
  const pageUrl = `${origin}${base}`;
  const shares = shareLinks(
    f.block_scroll_id ? `${pageUrl}#rdx-${f.block_scroll_id}` : pageUrl,
    f.gallery_name,
    { fb: f.has_fb_button, tw: f.has_tw_button },
  );
  const close = f.close_button;
  return (
    <div className="gallery-categories">
      <div className="gallery-categories__bar">
        <Heading tag={f.header_tag} size="m" className="gallery-categories__name">
          {f.gallery_name}
        </Heading>
        <div className="gallery-categories__actions">
          {shares.map((s) => (
            <a
              key={s.network}
              className="gallery-categories__action"
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {s.network === "facebook" ? f.share_fb_label : f.share_tw_label}
            </a>
          ))}
          {close.url.trim() !== "" && isLinkVisible(close) ? (
            <a
              className="gallery-categories__action"
              href={linkHref(close, base)}
              {...(close.target === "_blank"
                ? { target: "_blank", rel: "noopener noreferrer" }
                : {})}
            >
              <span aria-hidden="true" className="gallery-categories__close-icon">
                ×
              </span>
              {close.link_text}
            </a>
          ) : null}
        </div>
      </div>
      <ul className="gallery-categories__list">
        {groups.map((g, i) => {
          const href = galleryHref(g.gallery_url, base);
          const content = (
            <>
              <ResponsiveImage
                image={g.image}
                sizes={cardSizes}
                index={index}
                layoutSizes="(min-width: 1024px) 25vw, 50vw"
                className="gallery-categories__image"
              />
              <span className="gallery-categories__text">
                <span className="gallery-categories__category">{g.category_name}</span>
                {g.images_quantity > 0 ? (
                  <span className="gallery-categories__quantity">
                    {f.images_label.replaceAll("{count}", String(g.images_quantity))}
                  </span>
                ) : null}
              </span>
            </>
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
            <li key={i} className="gallery-categories__item">
              {href ? (
                <a className="gallery-categories__card" href={href}>
                  {content}
                </a>
              ) : (
                <div className="gallery-categories__card">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
