import { useEffect, useRef, useState } from "react";
import type { BlockProps, Link } from "../../../generated/types.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { translator } from "../../i18n/index.ts";
import { CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";

type Fields = BlockProps<"lrdx-house-of-brands">["block"]["fields"];
type Group = BlockProps<"lrdx-house-of-brands">["block"]["groups"][number];

/** The x-sizes of bg-image. */
const imageSizes = [
  { w: 830, h: 830 },
  { w: 415, h: 415 },
] as const;

/** The three sub-brands' names as the panels write them (the brand's own wordmark text). */
export const brandNames: Record<Group["brand"], { ar: string; en: string }> = {
  "range-rover": { ar: "رينج روفر", en: "RANGE ROVER" },
  defender: { ar: "ديفندر", en: "DEFENDER" },
  discovery: { ar: "ديسكفري", en: "DISCOVERY" },
};

/** A group's buttons as the layout variant allows: the secondary one only with dual-cta. */
export function brandButtons(group: Group, variant: Fields["layout_variant"]): Link[] {
  const links = variant === "dual-cta" ? [group.button, group.secondary_button] : [group.button];
  return links.filter((l) => isLinkVisible(l));
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asked for reduced motion; false on the server and until hydrated. */
function useReducedMotion(): boolean | null {
  const [isReduced, setIsReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const media = window.matchMedia?.(REDUCED_MOTION);
    setIsReduced(media?.matches ?? false);
    const onChange = (e: MediaQueryListEvent) => setIsReduced(e.matches);
    media?.addEventListener("change", onChange);
    return () => media?.removeEventListener("change", onChange);
  }, []);
  return isReduced;
}

function BrandVideo({ src, brand }: { src: string; brand: string }) {
  const { lang } = useSite();
  const t = translator(lang);
  const ref = useRef<HTMLVideoElement>(null);
  const [isPaused, setIsPaused] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (isPaused) video.pause();
    else void video.play().catch(() => setIsPaused(true));
  }, [isPaused]);
  return (
    <>
      <video
        ref={ref}
        className="house-of-brands__video"
        src={src}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
      />
      <button
        type="button"
        className="house-of-brands__video-toggle"
        aria-pressed={isPaused}
        aria-label={`${String(t(isPaused ? "featureBlocks.playVideo" : "featureBlocks.pauseVideo"))}: ${brand}`}
        onClick={() => setIsPaused((p) => !p)}
      >
        <span
          className={isPaused ? "house-of-brands__icon--play" : "house-of-brands__icon--pause"}
          aria-hidden="true"
        />
      </button>
    </>
  );
}

/**
 * The three sub-brands side by side (stacked on phones). Server HTML: every panel with its still
 * picture and buttons. Hydrated with enable_animation on and no reduced-motion preference: each
 * panel's animation video plays muted in a loop with its own pause button, and the panels fade
 * in (CSS, off under reduced motion).
 */
export default function HouseOfBrands({ block, index }: BlockProps<"lrdx-house-of-brands">) {
  const f = block.fields;
  const { lang } = useSite();
  const isReduced = useReducedMotion();
  const isAnimated = f.enable_animation && isReduced === false;
  const groups = block.groups.slice(0, 3);
  if (groups.length === 0) return null;
  const classes = [
    "house-of-brands",
    `house-of-brands--${f.layout_variant}`,
    f.enable_animation ? "house-of-brands--animated" : "",
  ].filter(Boolean);
  return (
    <div className={classes.join(" ")}>
      {f.heading ? (
        <Heading tag={f.header_tag} size="l" className="house-of-brands__heading">
          {f.heading}
        </Heading>
      ) : null}
      <ul className={`house-of-brands__list house-of-brands__list--${groups.length}`}>
        {groups.map((g, i) => {
          const name = lang === "ar" ? brandNames[g.brand].ar : brandNames[g.brand].en;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
            <li key={i} className={`house-of-brands__brand house-of-brands__brand--${g.brand}`}>
              <div className="house-of-brands__media">
                <ResponsiveImage
                  image={g["bg-image"]}
                  sizes={imageSizes}
                  index={index}
                  layoutSizes="(min-width: 741px) 33vw, 100vw"
                  className="house-of-brands__image"
                />
                {isAnimated && g.animation_video ? (
                  <BrandVideo src={g.animation_video} brand={name} />
                ) : null}
              </div>
              <div className="house-of-brands__text">
                <p className="house-of-brands__name" lang={lang === "ar" ? undefined : "en"}>
                  {name}
                </p>
                <CtaList
                  links={brandButtons(g, f.layout_variant)}
                  className="house-of-brands__buttons"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
