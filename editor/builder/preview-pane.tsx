import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { StoredBlock } from "./page-types.ts";
import {
  isPreviewReply,
  isSameOriginMessage,
  PREVIEW_PATH,
  type PreviewBlocksMessage,
  withPreviewEdit,
} from "./preview-protocol.ts";

export const PREVIEW_WIDTHS = [
  { id: "phone", label: "هاتف", width: 390 },
  { id: "tablet", label: "جهاز لوحي", width: 768 },
  { id: "desktop", label: "سطح المكتب", width: 1280 },
] as const;

export type PreviewWidthId = (typeof PREVIEW_WIDTHS)[number]["id"];

/** Fit: the whole width shown, scaled down; actual: drawn at 100 %, scrolled sideways. */
export type PreviewZoom = "fit" | "actual";

const ZOOM_KEY = "ed-preview-zoom";

/** The scale that fits a device width into the pane, never enlarging. */
export function fitScale(paneWidth: number, deviceWidth: number): number {
  if (paneWidth <= 0) return 1;
  return Math.min(1, paneWidth / deviceWidth);
}

/** The zoom chosen at each width, remembered in this browser (fit where none was chosen). */
function storedZooms(): Partial<Record<PreviewWidthId, PreviewZoom>> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(ZOOM_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      PREVIEW_WIDTHS.flatMap(({ id }) => {
        const zoom: unknown = Reflect.get(parsed, id);
        return zoom === "fit" || zoom === "actual" ? [[id, zoom]] : [];
      }),
    );
  } catch {
    return {};
  }
}

const percent = new Intl.NumberFormat("ar", { style: "percent", maximumFractionDigits: 0 });

/**
 * The live preview: an iframe of /ar/cms/preview (the site's stylesheet and media queries)
 * that receives the working blocks by postMessage. The frame is a route of the editor app; the
 * page's language travels in the message, and the frame renders in its direction and texts.
 */
export function PreviewPane({
  lang,
  blocks,
  title,
  selectedIndex,
  onSelect,
  onEdit,
}: {
  /** The page's language (URL code). */
  lang: string;
  blocks: StoredBlock[];
  title: string;
  selectedIndex: number | null;
  onSelect: (index: number) => void;
  /**
   * A text was changed in the preview: the block at `index` with its fields and groups updated,
   * for the builder's update path (as if typed in the block's form).
   */
  onEdit?: (index: number, value: Pick<StoredBlock, "fields" | "groups">) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const [widthId, setWidthId] = useState<PreviewWidthId>("phone");
  const [zooms, setZooms] = useState(storedZooms);
  const zoom = zooms[widthId] ?? "fit";
  const chooseZoom = (next: PreviewZoom) => {
    const updated = { ...zooms, [widthId]: next };
    setZooms(updated);
    try {
      window.localStorage.setItem(ZOOM_KEY, JSON.stringify(updated));
    } catch {
      // Private windows may refuse storage: the choice holds until the page is left.
    }
  };
  const [pane, setPane] = useState({ width: 0, height: 0 });
  const message: PreviewBlocksMessage = {
    type: "preview",
    blocks,
    selected: selectedIndex,
    title,
    lang,
    isEditable: onEdit !== undefined,
  };
  const latest = useRef(message);
  latest.current = message;
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;

  const send = () => {
    frameRef.current?.contentWindow?.postMessage(latest.current, window.location.origin);
  };

  // Sent at the next frame after what the preview shows changed (several changes in one frame
  // make one message), never postponed further: a keystroke reaches the preview within a frame,
  // and the preview draws again only the block that changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest message from a ref
  useEffect(() => {
    const frame = window.requestAnimationFrame(send);
    return () => window.cancelAnimationFrame(frame);
  }, [blocks, selectedIndex, title, lang, onEdit !== undefined]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isSameOriginMessage(event) || event.source !== frameRef.current?.contentWindow) return;
      if (!isPreviewReply(event.data)) return;
      const data = event.data;
      if (data.type === "preview-ready") send();
      else if (data.type === "preview-select") onSelectRef.current(data.index);
      else {
        const block = latest.current.blocks[data.index];
        if (block) onEditRef.current?.(data.index, withPreviewEdit(block, data.path, data.value));
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  });

  useLayoutEffect(() => {
    const el = paneRef.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setPane({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const device = PREVIEW_WIDTHS.find((w) => w.id === widthId) ?? PREVIEW_WIDTHS[0];
  const fitted = fitScale(pane.width, device.width);
  const scale = zoom === "fit" ? fitted : 1;
  // At 100 % a scroll bar may take some height: the frame stays within the pane's.
  const height = pane.height > 0 ? pane.height / scale : 800;

  return (
    <section className="ed-preview" aria-label="المعاينة الحية">
      <div className="ed-preview__bar">
        <h2 className="ed-preview__title">المعاينة</h2>
        <fieldset className="ed-segmented">
          <legend className="ed-visually-hidden">عرض المعاينة</legend>
          {PREVIEW_WIDTHS.map((w) => (
            <label
              key={w.id}
              className={
                w.id === widthId
                  ? "ed-segmented__option ed-segmented__option--on"
                  : "ed-segmented__option"
              }
            >
              <input
                type="radio"
                name="ed-preview-width"
                value={w.id}
                checked={w.id === widthId}
                onChange={() => setWidthId(w.id)}
              />
              {w.label} <bdi>{w.width}</bdi>
            </label>
          ))}
        </fieldset>
        <fieldset className="ed-segmented ed-preview__zoom">
          <legend className="ed-visually-hidden">{`تكبير المعاينة بعرض ${device.label}`}</legend>
          {(
            [
              ["fit", "ملاءمة"],
              ["actual", percent.format(1)],
            ] as const
          ).map(([id, label]) => (
            <label
              key={id}
              className={
                id === zoom
                  ? "ed-segmented__option ed-segmented__option--on"
                  : "ed-segmented__option"
              }
            >
              <input
                type="radio"
                name="ed-preview-zoom"
                value={id}
                checked={id === zoom}
                onChange={() => chooseZoom(id)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <span className="ed-field__hint ed-preview__scale" aria-live="polite">
          {zoom === "fit" && fitted < 1
            ? `مصغّرة إلى ${percent.format(fitted)} لتظهر بعرضها كله`
            : zoom === "actual" && fitted < 1
              ? "بحجمها الحقيقي: مرّر أفقيًا لرؤية بقيتها"
              : "بحجمها الحقيقي"}
        </span>
      </div>
      <div
        className={
          zoom === "actual" && fitted < 1
            ? "ed-preview__viewport ed-preview__viewport--scroll"
            : "ed-preview__viewport"
        }
        ref={paneRef}
      >
        <iframe
          ref={frameRef}
          src={PREVIEW_PATH}
          title="معاينة الصفحة كما يراها الزوّار"
          className="ed-preview__frame"
          style={{
            inlineSize: `${device.width}px`,
            blockSize: `${height}px`,
            transform: scale < 1 ? `scale(${scale})` : undefined,
          }}
          onLoad={send}
        />
      </div>
    </section>
  );
}
