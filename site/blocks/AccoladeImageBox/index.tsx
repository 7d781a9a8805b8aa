import { useId } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { defaultImageIds } from "../../../runtime/core/image-url.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage, slideImageIndex } from "../../ui/responsive-image.tsx";

type Group = BlockProps<"lrdx-accolade-image-box">["block"]["groups"][number];

/** The x-sizes of background_image and logo_image. */
const backgroundSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const logoSizes = [{ w: 360, h: 360 }] as const;

/**
 * Milliseconds between slides: the block's timer_duration with has_timer on, otherwise none
 * (the visitor moves with previous / next).
 */
export function accoladeInterval(fields: {
  has_timer: boolean;
  timer_duration: number;
}): number | null {
  return fields.has_timer ? fields.timer_duration : null;
}

function Slide({ group, index }: { group: Group; index: number }) {
  const hasLogo = group.logo_image.id !== defaultImageIds.image;
  const classes = [
    "accolade-image-box__slide",
    group.right_on_rtl ? "accolade-image-box__slide--right" : "accolade-image-box__slide--left",
  ];
  return (
    <div className={classes.join(" ")}>
      <ResponsiveImage
        image={group.background_image}
        sizes={backgroundSizes}
        index={index}
        layoutSizes="100vw"
        className="accolade-image-box__background"
      />
      <div className="accolade-image-box__frame">
        <div className={`accolade-image-box__box ${group.box_color}`}>
          {hasLogo ? (
            <ResponsiveImage
              image={group.logo_image}
              sizes={logoSizes}
              index={index}
              className="accolade-image-box__logo"
            />
          ) : null}
          {group.top_paragraph ? (
            <p className="accolade-image-box__top">{group.top_paragraph}</p>
          ) : null}
          {group.paragraph ? (
            <p className="accolade-image-box__paragraph">{group.paragraph}</p>
          ) : null}
          <CtaList links={group.links} className="accolade-image-box__links" />
        </div>
      </div>
    </div>
  );
}

/**
 * Accolades as slides of the shared carousel: every slide in the server HTML (the first in
 * view), previous / next, and with has_timer the automatic advance with its timer bar and pause
 * button (paused under prefers-reduced-motion, by the carousel).
 */
export default function AccoladeImageBox({ block, index }: BlockProps<"lrdx-accolade-image-box">) {
  const f = block.fields;
  const headingId = useId();
  const groups = block.groups;
  if (groups.length === 0) return null;
  const slides = groups.map((g, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder once rendered.
    <Slide key={i} group={g} index={slideImageIndex(index, i)} />
  ));
  return (
    <div className="accolade-image-box">
      {f.heading ? (
        <div className="accolade-image-box__head">
          <Heading tag={f.header_tag} size="l">
            <span id={headingId}>{f.heading}</span>
          </Heading>
        </div>
      ) : null}
      <Carousel
        className="accolade-image-box__carousel"
        labelledBy={f.heading ? headingId : undefined}
        slides={slides}
        slideLabels={groups.map((g, i) =>
          g.top_paragraph
            ? `${g.top_paragraph} (${i + 1}/${groups.length})`
            : `${i + 1}/${groups.length}`,
        )}
        interval={accoladeInterval(f)}
        hasTimer={f.has_timer}
        pager="dots"
      />
    </div>
  );
}
