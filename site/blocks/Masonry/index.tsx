import { useEffect, useRef, useState } from "react";
import type { BlockProps, Image } from "../../../generated/types.ts";
import { imageUrl } from "../../../runtime/core/image-url.ts";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";

const videoSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const imageSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/**
 * Whether the video starts by itself once the page runs: not when the editor turned autoplay off,
 * nor for a visitor who asks for reduced motion.
 */
export function shouldAutoplay(disableAutoplay: boolean, prefersReducedMotion: boolean): boolean {
  return !disableAutoplay && !prefersReducedMotion;
}

/**
 * One video and three pictures in a masonry grid, the video in the top or bottom row
 * (img_video_grid). The server renders the video paused on its poster (image_video_placeholder);
 * once hydrated it plays muted and looped unless autoplay is off or the visitor prefers reduced
 * motion. A play/pause button (video_ui_theme) always controls it. Without a video URL the
 * placeholder picture takes its place.
 */
export default function Masonry({ block, index }: BlockProps<"lrdx-masonry">) {
  const f = block.fields;
  const { mediaBase } = useSite();
  const video = useRef<HTMLVideoElement>(null);
  const [isPlaying, setPlaying] = useState(false);
  const hasVideo = f.native_video !== "";

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    if (shouldAutoplay(f.disable_autoplay, reduced)) element.play().catch(() => setPlaying(false));
  }, [f.disable_autoplay]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  const picture = (image: Image, area: string, sizes: typeof imageSizes | typeof videoSizes) => (
    <div className={`masonry__cell masonry__cell--${area}`}>
      <ResponsiveImage
        image={image}
        sizes={sizes}
        index={index}
        layoutSizes="(min-width: 741px) 50vw, 100vw"
        className="masonry__image"
      />
    </div>
  );

  return (
    <div className={`masonry masonry--${f.img_video_grid}`}>
      {f.heading || f.paragraph ? (
        <div className="masonry__intro">
          <Heading tag={f.header_tag} size={f.header_size}>
            {f.heading}
          </Heading>
          {f.paragraph ? <p className="masonry__paragraph">{f.paragraph}</p> : null}
        </div>
      ) : null}
      <div className="masonry__grid">
        {hasVideo ? (
          <div className="masonry__cell masonry__cell--v">
            <video
              ref={video}
              className="masonry__video"
              src={f.native_video}
              poster={imageUrl(mediaBase, f.image_video_placeholder.id, videoSizes[0])}
              muted
              loop
              playsInline
              preload="metadata"
              aria-label={f.image_video_placeholder.alt || undefined}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
            />
            <button
              type="button"
              className={`masonry__toggle masonry__toggle--${f.video_ui_theme}`}
              aria-label={isPlaying ? f.pause_label : f.play_label}
              onClick={toggle}
            >
              <span aria-hidden="true" className={isPlaying ? "masonry__pause" : "masonry__play"} />
            </button>
          </div>
        ) : (
          picture(f.image_video_placeholder, "v", videoSizes)
        )}
        {picture(f.image_1, "a", imageSizes)}
        {picture(f.image_2, "b", imageSizes)}
        {picture(f.image_3, "c", imageSizes)}
      </div>
    </div>
  );
}
