import { type KeyboardEvent, useCallback, useEffect, useId, useRef } from "react";
import type { BlockProps, Image } from "../../../generated/types.ts";
import { defaultImageIds } from "../../../runtime/core/image-url.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { translator } from "../../i18n/index.ts";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";

type Group = BlockProps<"lrdx-inspired-collection">["block"]["groups"][number];
type RowImage = Group["modal_image_rows"][number][number];

/** The x-sizes of the schema's image fields. */
const mainSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const squareSizes = [
  { w: 415, h: 415 },
  { w: 360, h: 360 },
] as const;
const wideSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
/** The dialog's row pictures: one-three pictures are squares, drawn at 8:9 to share a row's height. */
const rowSizes: Record<RowImage["width"], readonly { w: number; h: number }[]> = {
  full: wideSizes,
  "two-three": [
    { w: 1024, h: 576 },
    { w: 640, h: 360 },
  ],
  "one-three": [
    { w: 415, h: 415 },
    { w: 360, h: 360 },
  ],
};

/** A picked picture: the catalogue's default image (24735) means the editor left it empty. */
export const isPicked = (image: Image): boolean => image.id !== defaultImageIds.image;

/** The collage's pictures in order, those left empty dropped. */
export function collageImages(group: Group): Image[] {
  return [group.image_1, group.image_2, group.image_3, group.image_4].filter(isPicked);
}

/** The elements Tab may reach inside the dialog, in order. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((el) => el.getClientRects().length > 0);
}

function Collection({
  group,
  index,
  headingTag,
}: {
  group: Group;
  index: number;
  headingTag: number;
}) {
  const { lang } = useSite();
  const t = translator(lang);
  const id = useId();
  const { dialogRef, openerRef, open, close, onKeyDown } = useCollectionDialog();
  const images = collageImages(group);
  const label = group.modal_btn_label.trim() || String(t("featureBlocks.discoverCollection"));
  const titleId = `${id}-title`;
  const headingId = `${id}-heading`;

  const rows = group.modal_image_rows.filter((r) => r.length > 0);
  const hasBottomImage = isPicked(group.modal_bottom_image);
  return (
    <li className="inspired-collection__item">
      {images.length > 0 ? <CollectionCollage images={images} index={index} /> : null}
      <div className="inspired-collection__text">
        {group.modal_heading ? (
          <Heading tag={headingTag} size="m" className="inspired-collection__title">
            <span id={headingId}>{group.modal_heading}</span>
          </Heading>
        ) : null}
        <button
          ref={openerRef}
          type="button"
          className="cta cta--secondary cta--medium inspired-collection__open"
          aria-haspopup="dialog"
          aria-controls={`${id}-dialog`}
          aria-describedby={group.modal_heading ? headingId : undefined}
          onClick={open}
        >
          {label}
        </button>
      </div>
      <dialog
        ref={dialogRef}
        id={`${id}-dialog`}
        className="inspired-collection__dialog"
        aria-labelledby={group.modal_heading ? titleId : undefined}
        aria-label={group.modal_heading ? undefined : label}
        aria-modal="true"
        onKeyDown={onKeyDown}
        onClick={(e) => {
          // The dialog box itself is the backdrop: its content sits in the panel.
          if (e.target === e.currentTarget) close();
        }}
      >
        <div className="inspired-collection__panel">
          <div className="inspired-collection__dialog-head">
            {group.modal_heading ? (
              <h2 className="inspired-collection__dialog-title" id={titleId}>
                {group.modal_heading}
              </h2>
            ) : null}
            <button
              type="button"
              className="inspired-collection__close"
              aria-label={String(t("featureBlocks.close"))}
              onClick={close}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" fill="none" />
              </svg>
            </button>
          </div>
          {group.modal_paragraph ? (
            <p className="inspired-collection__dialog-paragraph">{group.modal_paragraph}</p>
          ) : null}
          <ImageRows rows={rows} />
          <RichText
            className="rich-text inspired-collection__table"
            html={group.modal_content_table}
          />
          {isLinkVisible(group.modal_bottom_button) ? (
            <div className="inspired-collection__bottom-button">
              <Cta link={group.modal_bottom_button} />
            </div>
          ) : null}
          {hasBottomImage ? (
            <ResponsiveImage
              image={group.modal_bottom_image}
              sizes={wideSizes}
              index={99}
              layoutSizes="(min-width: 1024px) 60rem, 100vw"
              className="inspired-collection__bottom-image"
            />
          ) : null}
        </div>
      </dialog>
    </li>
  );
}

/**
 * The collection's modal dialog: opened on its button (focus on its close button), Tab and
 * Shift+Tab wrapping inside it, and focus back on the button however it closes.
 */
function useCollectionDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const open = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>(".inspired-collection__close")?.focus();
  }, []);
  const close = useCallback(() => dialogRef.current?.close(), []);

  // However the dialog closes (button, Escape, backdrop), focus goes back to its button.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => openerRef.current?.focus();
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, []);

  // Tab and Shift+Tab wrap inside the dialog instead of leaving for the browser's own controls.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab") return;
    const items = focusables(e.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return { dialogRef, openerRef, open, close, onKeyDown };
}

/** The collage: the main picture and up to three small ones. */
function CollectionCollage({ images, index }: { images: readonly Image[]; index: number }) {
  return (
    <div className={`inspired-collection__collage inspired-collection__collage--${images.length}`}>
      {images.map((image, i) => (
        <ResponsiveImage
          // biome-ignore lint/suspicious/noArrayIndexKey: the collage's slots are fixed.
          key={i}
          image={image}
          sizes={i === 0 ? mainSizes : squareSizes}
          index={index}
          layoutSizes={
            i === 0 ? "(min-width: 1024px) 45vw, 100vw" : "(min-width: 1024px) 15vw, 33vw"
          }
          className={`inspired-collection__image inspired-collection__image--${i === 0 ? "main" : "small"}`}
        />
      ))}
    </div>
  );
}

/** The dialog's rows of pictures, each with its description as a caption. */
function ImageRows({ rows }: { rows: readonly (readonly RowImage[])[] }) {
  return (
    <>
      {rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder once rendered.
        <div key={r} className="inspired-collection__row">
          {row.map((image, i) => (
            <figure
              // biome-ignore lint/suspicious/noArrayIndexKey: pictures never reorder once rendered.
              key={i}
              className={`inspired-collection__figure inspired-collection__figure--${image.width}`}
            >
              <ResponsiveImage
                image={{ id: image.id, alt: image.description }}
                sizes={rowSizes[image.width]}
                index={99}
                layoutSizes={
                  image.width === "full"
                    ? "(min-width: 1024px) 60rem, 100vw"
                    : "(min-width: 741px) 40vw, 100vw"
                }
                className="inspired-collection__row-image"
              />
              {image.description ? (
                <figcaption aria-hidden="true">{image.description}</figcaption>
              ) : null}
            </figure>
          ))}
        </div>
      ))}
    </>
  );
}

/**
 * Up to 4 collections, each a collage with a button that opens its dialog. The dialogs are in the
 * server HTML (closed), so every text is in the page; the island opens them as modal dialogs
 * (the page behind inert, Tab wrapping inside, Escape and the backdrop closing, focus back on the
 * button).
 */
export default function InspiredCollection({
  block,
  index,
}: BlockProps<"lrdx-inspired-collection">) {
  const f = block.fields;
  const { lang } = useSite();
  const groups = block.groups.slice(0, 4);
  const hasIntro = f.heading !== "" || f.paragraph !== "";
  const itemTag = f.heading ? Math.min(6, f.header_tag + 1) : f.header_tag;
  return (
    <div className={`inspired-collection inspired-collection--${f.box_color}`}>
      <div className="inspired-collection__inner">
        {hasIntro ? (
          <div className="inspired-collection__intro">
            <Heading tag={f.header_tag} size={f.header_size}>
              {f.heading}
            </Heading>
            {f.paragraph ? <p className="inspired-collection__paragraph">{f.paragraph}</p> : null}
          </div>
        ) : null}
        {groups.length > 0 ? (
          <ul
            className={`inspired-collection__list inspired-collection__list--${groups.length}`}
            aria-label={f.heading || String(translator(lang)("featureBlocks.collections"))}
          >
            {groups.map((g, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
              <Collection key={i} group={g} index={index} headingTag={itemTag} />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
