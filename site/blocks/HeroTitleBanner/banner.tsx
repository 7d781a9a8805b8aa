import type { ReactNode } from "react";
import type { HeroTitleBannerFields, Link } from "../../../generated/types.ts";
import { defaultImageIds, type ImageSize, imageSrcSet } from "../../../runtime/core/image-url.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";

/** The x-sizes of rdx-image (schemas/shared/common.schema.json). */
export const bannerImageSizes: readonly ImageSize[] = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
];
/** Below md (741px) phones take the portrait picture. */
const mobileMedia = "(max-width: 740.98px)";

const hasFormLink = (links: Link[]): boolean => links.some((l) => l.type === "form");

/** The fields both Hero Title Banners have (the Tall variant adds its timer). */
type HeroBannerFields = Pick<
  HeroTitleBannerFields,
  | "heading"
  | "header_tag"
  | "header_size"
  | "paragraph"
  | "rdx-image"
  | "rdx-image-mobile"
  | "rdx-buttons"
  | "box_color"
  | "vertical_alignment"
  | "is_reversed"
  | "error_msg"
  | "try_again_btn_label"
>;

interface HeroBannerProps {
  fields: HeroBannerFields;
  /** Block position on the page: the first two blocks load their picture eagerly. */
  index: number;
  /** The mobile picture's x-sizes, largest first (the block's schema). */
  mobileSizes: readonly ImageSize[];
  /** "tall": the tall frame (lrdx-hero-title-banner-tall). */
  variant?: "default" | "tall";
  /** Shown in the box under the buttons (the Tall variant's timer). */
  extra?: ReactNode;
}

/**
 * A full-bleed picture with the heading, paragraph and buttons in a coloured box over it: the
 * Hero Title Banner and the Hero Title Banner Tall. The mobile picture is a <source> of the same
 * <picture>; left unpicked (the catalogue's default image), phones get the main picture.
 */
export function HeroBanner({
  fields: f,
  index,
  mobileSizes,
  variant = "default",
  extra,
}: HeroBannerProps) {
  const { mediaBase } = useSite();
  const image = f["rdx-image"];
  const mobile = f["rdx-image-mobile"];
  const hasMobile = mobile.id !== defaultImageIds.image;
  const buttons = f["rdx-buttons"].filter((l) => isLinkVisible(l));
  const hasText =
    f.heading !== "" || f.paragraph !== "" || buttons.length > 0 || extra !== undefined;
  const firstMobile = mobileSizes[0];
  const classes = [
    "hero-title-banner",
    variant === "tall" ? "hero-title-banner--tall" : "",
    hasMobile ? "hero-title-banner--has-mobile" : "",
    `hero-title-banner--${f.vertical_alignment}`,
    f.is_reversed ? "hero-title-banner--reversed" : "",
  ].filter(Boolean);
  return (
    <div className={classes.join(" ")}>
      <picture className="hero-title-banner__picture">
        {hasMobile && firstMobile ? (
          <source
            media={mobileMedia}
            srcSet={imageSrcSet(mediaBase, mobile.id, mobileSizes)}
            sizes="100vw"
            width={firstMobile.w}
            height={firstMobile.h}
          />
        ) : null}
        <ResponsiveImage
          image={image}
          sizes={bannerImageSizes}
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
            {extra}
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
