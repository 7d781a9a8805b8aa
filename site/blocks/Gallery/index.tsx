import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { BlockProps, GalleryGroup } from "../../../generated/types.ts";
import { imageUrl, THUMBNAIL_WIDTH } from "../../../runtime/core/image-url.ts";
import { isLinkVisible, linkHref } from "../../../runtime/core/links.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { galleryCategories, picturesIn, shareLinks, wallpapers } from "./gallery-rules.ts";

const slideSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/**
 * The full-screen gallery: one picture at a time with its caption, thumbnails to jump, previous
 * and next (the site's carousel); the categories button opens the list of the pictures'
 * categories and shows one; share links and the close link in the top bar; wallpaper downloads
 * of the current picture when allowed; a full-screen button where the browser offers it.
 */
export default function Gallery({ block, index }: BlockProps<"lrdx-gallery">) {
  const f = block.fields;
  const site = useSite();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const categories = galleryCategories(block.groups);
  const [category, setCategory] = useState<string | null>(null);
  const [isListOpen, setIsListOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const { pageUrl, isFullscreen, isCovering, toggleFullscreen } = useFullscreen(
    rootRef,
    `${site.origin}${site.base}`,
    isListOpen,
    setIsListOpen,
  );
  const pictures = picturesIn(block.groups, category);
  const picture: GalleryGroup | undefined = pictures[current] ?? pictures[0];
  const hasCategories = f.categories_button.trim() !== "" && categories.length > 0;
  const anchor = f.block_scroll_id ? `#rdx-${f.block_scroll_id}` : "";
  const shares = shareLinks(`${pageUrl}${anchor}`, f.gallery_name, {
    fb: f.fb_link,
    tw: f.tw_link,
  });
  const choose = (next: string | null) => {
    setCategory(next);
    setCurrent(0);
    setIsListOpen(false);
  };
  return (
    <div
      className={`gallery-carousel${isCovering ? " gallery-carousel--covering" : ""}`}
      ref={rootRef}
    >
      <GalleryBar
        id={id}
        fields={f}
        hasCategories={hasCategories}
        isListOpen={isListOpen}
        onToggleList={() => setIsListOpen((o) => !o)}
        shares={shares}
        isPressed={isFullscreen || isCovering}
        onFullscreen={toggleFullscreen}
      />
      {hasCategories ? (
        <GalleryCategories
          id={id}
          fields={f}
          groups={block.groups}
          categories={categories}
          category={category}
          isListOpen={isListOpen}
          onChoose={choose}
        />
      ) : null}
      {pictures.length > 0 ? (
        <Carousel
          key={category ?? ""}
          className="gallery-carousel__carousel"
          labelledBy={f.gallery_name ? `${id}-name` : undefined}
          label={f.gallery_name ? undefined : f.categories_button || undefined}
          loop
          onIndexChange={setCurrent}
          slideLabels={pictures.map(
            (p, i) => `${i + 1} / ${pictures.length}${p.caption ? `: ${p.caption}` : ""}`,
          )}
          pager={(i, isCurrent) => {
            const p = pictures[i];
            if (!p) return null;
            return (
              <img
                className={`gallery-carousel__thumb${isCurrent ? " gallery-carousel__thumb--current" : ""}`}
                src={imageUrl(site.mediaBase, p.image.id, { w: THUMBNAIL_WIDTH })}
                width={96}
                height={54}
                alt={`${i + 1}: ${p.image.alt ?? p.caption}`}
                loading="lazy"
                decoding="async"
              />
            );
          }}
          slides={pictures.map((p, i) => (
            <figure
              // biome-ignore lint/suspicious/noArrayIndexKey: pictures never reorder while shown.
              key={i}
              className="gallery-carousel__figure"
            >
              <ResponsiveImage
                image={p.image}
                sizes={slideSizes}
                index={i === 0 ? index : Math.max(index, 2)}
                layoutSizes="100vw"
                className="gallery-carousel__image"
              />
              {p.caption ? (
                <figcaption className="gallery-carousel__caption">{p.caption}</figcaption>
              ) : null}
            </figure>
          ))}
        />
      ) : null}
      <GalleryFooter fields={f} count={pictures.length} current={current} picture={picture} />
    </div>
  );
}

/**
 * Full screen where the browser offers it, else the gallery covers the window; Escape closes the
 * categories list, then the window-covering view. Also the page's address once hydrated (the
 * share links carry it).
 */
function useFullscreen(
  rootRef: RefObject<HTMLDivElement | null>,
  initialUrl: string,
  isListOpen: boolean,
  setIsListOpen: Dispatch<SetStateAction<boolean>>,
) {
  const [pageUrl, setPageUrl] = useState(initialUrl);
  const [isFullscreen, setIsFullscreen] = useState(false);
  /** Without the Fullscreen API (iPhone), the gallery covers the window instead. */
  const [isCovering, setIsCovering] = useState(false);
  useEffect(() => {
    setPageUrl(window.location.href.split("#")[0] ?? window.location.href);
    const onChange = () => setIsFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [rootRef]);
  // Escape closes the categories list, then the window-covering view.
  useEffect(() => {
    if (!isCovering && !isListOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      if (isListOpen) setIsListOpen(false);
      else setIsCovering(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [isCovering, isListOpen, setIsListOpen]);

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (!root) return;
    if (isCovering) return setIsCovering(false);
    if (document.fullscreenElement) return void document.exitFullscreen();
    if (typeof root.requestFullscreen !== "function") return setIsCovering(true);
    root.requestFullscreen().catch(() => setIsCovering(true));
  };
  return { pageUrl, isFullscreen, isCovering, toggleFullscreen };
}

type GalleryFields = BlockProps<"lrdx-gallery">["block"]["fields"];

/** The top bar: the gallery's name, then categories, share links, full screen and close. */
function GalleryBar({
  id,
  fields: f,
  hasCategories,
  isListOpen,
  onToggleList,
  shares,
  isPressed,
  onFullscreen,
}: {
  id: string;
  fields: GalleryFields;
  hasCategories: boolean;
  isListOpen: boolean;
  onToggleList: () => void;
  shares: ReturnType<typeof shareLinks>;
  isPressed: boolean;
  onFullscreen: () => void;
}) {
  const site = useSite();
  const close = f.close_button;
  return (
    <div className="gallery-carousel__bar">
      <Heading tag={f.header_tag} size="m" className="gallery-carousel__name">
        <span id={`${id}-name`}>{f.gallery_name}</span>
      </Heading>
      <div className="gallery-carousel__actions">
        {hasCategories ? (
          <button
            type="button"
            className="gallery-carousel__action"
            aria-expanded={isListOpen}
            aria-controls={`${id}-categories`}
            onClick={onToggleList}
          >
            {f.categories_button}
          </button>
        ) : null}
        {shares.map((s) => (
          <a
            key={s.network}
            className="gallery-carousel__action"
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {s.network === "facebook" ? f.share_fb_label : f.share_tw_label}
          </a>
        ))}
        <button
          type="button"
          className="gallery-carousel__action"
          aria-pressed={isPressed}
          onClick={onFullscreen}
        >
          {f.fullscreen_label}
        </button>
        {close.url.trim() !== "" && isLinkVisible(close) ? (
          <a
            className="gallery-carousel__action gallery-carousel__close"
            href={linkHref(close, site.base)}
          >
            <span aria-hidden="true" className="gallery-carousel__close-icon">
              ×
            </span>
            {close.link_text}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** The categories list: all the pictures, or those of one category, each with its count. */
function GalleryCategories({
  id,
  fields: f,
  groups,
  categories,
  category,
  isListOpen,
  onChoose,
}: {
  id: string;
  fields: GalleryFields;
  groups: readonly GalleryGroup[];
  categories: ReturnType<typeof galleryCategories>;
  category: string | null;
  isListOpen: boolean;
  onChoose: (category: string | null) => void;
}) {
  return (
    <fieldset id={`${id}-categories`} className="gallery-carousel__categories" hidden={!isListOpen}>
      <legend className="visually-hidden">{f.categories_button}</legend>
      {[null, ...categories.map((c) => c.name)].map((name) => (
        <button
          key={name ?? ""}
          type="button"
          className="gallery-carousel__category"
          aria-pressed={category === name}
          onClick={() => onChoose(name)}
        >
          {name ?? f.all_categories_label}{" "}
          <span className="gallery-carousel__count">
            {`(${name === null ? groups.length : (categories.find((c) => c.name === name)?.count ?? 0)})`}
          </span>
        </button>
      ))}
    </fieldset>
  );
}

/** Under the carousel: the position, and the current picture's wallpapers when allowed. */
function GalleryFooter({
  fields: f,
  count,
  current,
  picture,
}: {
  fields: GalleryFields;
  count: number;
  current: number;
  picture: GalleryGroup | undefined;
}) {
  const site = useSite();
  return (
    <div className="gallery-carousel__footer">
      {count > 0 ? (
        <p className="gallery-carousel__position" aria-hidden="true" dir="ltr">
          {`${Math.min(current, count - 1) + 1} / ${count}`}
        </p>
      ) : null}
      {f.can_download_wallpaper && picture ? (
        <ul className="gallery-carousel__wallpapers">
          {wallpapers(site.mediaBase, picture.image.id).map((w) => (
            <li key={w.kind}>
              <a className="gallery-carousel__action" href={w.href} download>
                {w.kind === "desktop" ? f.wallpaper_desktop_label : f.wallpaper_mobile_label}{" "}
                <span className="gallery-carousel__size" dir="ltr">
                  {`${w.w}×${w.h}`}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
