import type { BlockProps, Link } from "../../../generated/types.ts";
import { defaultImageIds, imageSrcSet } from "../../../runtime/core/image-url.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";

/** The x-sizes of rdx-image and rdx-image-mobile (schemas/blocks/lrdx-hero-title-banner.schema.json). */
const imageSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const mobileSizes = [
  { w: 768, h: 1365 },
  { w: 640, h: 1138 },
] as const;
/** Below md (741px) phones take the portrait picture. */
const mobileMedia = "(max-width: 740.98px)";

const hasFormLink = (links: Link[]): boolean => links.some((l) => l.type === "form");

/**
 * A full-bleed picture with the heading, paragraph and buttons in a coloured box over it. The
 * mobile picture is a <source> of the same <picture>; left unpicked (the catalogue's default
 * image), phones get the main picture.
 */
export default function HeroTitleBanner({ block, index }: BlockProps<"lrdx-hero-title-banner">) {
  const { mediaBase } = useSite();
  const f = block.fields;
  const image = f["rdx-image"];
  const mobile = f["rdx-image-mobile"];
  const hasMobile = mobile.id !== defaultImageIds.image;
  const buttons = f["rdx-buttons"].filter((l) => isLinkVisible(l));
  const hasText = f.heading !== "" || f.paragraph !== "" || buttons.length > 0;
  const classes = [
    "hero-title-banner",
    `hero-title-banner--${f.vertical_alignment}`,
    f.is_reversed ? "hero-title-banner--reversed" : "",
  ].filter(Boolean);
  return (
    <div className={classes.join(" ")}>
      <picture className="hero-title-banner__picture">
        {hasMobile ? (
          <source
            media={mobileMedia}
            srcSet={imageSrcSet(mediaBase, mobile.id, mobileSizes)}
            sizes="100vw"
            width={mobileSizes[0].w}
            height={mobileSizes[0].h}
          />
        ) : null}
        <ResponsiveImage
          image={image}
          sizes={imageSizes}
          index={index}
          layoutSizes="100vw"
          className="hero-title-banner__image"
        />
      </picture>
      {hasText ? (
        <div className="hero-title-banner__frame">
          <div className={`hero-title-banner__box hero-title-banner__box--${f.box_color}`}>
            <Heading tag={f.header_tag} size={f.header_size} className="hero-title-banner__heading">
              {f.heading}
            </Heading>
            {f.paragraph ? <p className="hero-title-banner__paragraph">{f.paragraph}</p> : null}
            <CtaList links={buttons} className="hero-title-banner__buttons" />
            {hasFormLink(buttons) ? (
              // Shown by the site's form loader when a form of these buttons fails to load.
              <div className="hero-title-banner__form-error" role="alert" data-form-error="" hidden>
                <p>{f.error_msg}</p>
                <button type="button" className="hero-title-banner__retry" data-form-retry="">
                  {f.try_again_btn_label}
                </button>
              </div>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
