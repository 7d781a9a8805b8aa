import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { StoredBlock } from "./page-types.ts";
import {
  isPreviewReply,
  isSameOriginMessage,
  PREVIEW_PATH,
  type PreviewBlocksMessage,
} from "./preview-protocol.ts";

export const PREVIEW_WIDTHS = [
  { id: "phone", label: "هاتف", width: 390 },
  { id: "tablet", label: "جهاز لوحي", width: 768 },
  { id: "desktop", label: "سطح المكتب", width: 1280 },
] as const;

/** How long the preview waits after the last change before it redraws. */
const DEBOUNCE_MS = 150;

/** The scale that fits a device width into the pane, never enlarging. */
export function fitScale(paneWidth: number, deviceWidth: number): number {
  if (paneWidth <= 0) return 1;
  return Math.min(1, paneWidth / deviceWidth);
}

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
}: {
  /** The page's language (URL code). */
  lang: string;
  blocks: StoredBlock[];
  title: string;
  selectedIndex: number | null;
  onSelect: (index: number) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const [widthId, setWidthId] = useState<(typeof PREVIEW_WIDTHS)[number]["id"]>("phone");
  const [pane, setPane] = useState({ width: 0, height: 0 });
  const message: PreviewBlocksMessage = {
    type: "preview",
    blocks,
    selected: selectedIndex,
    title,
    lang,
  };
  const latest = useRef(message);
  latest.current = message;
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  const send = () => {
    frameRef.current?.contentWindow?.postMessage(latest.current, window.location.origin);
  };

  // Debounced on what the preview shows, not on every render: a builder that re-renders often
  // (presence, the session machine) must not keep postponing the update.
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest message from a ref
  useEffect(() => {
    const timer = window.setTimeout(send, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [blocks, selectedIndex, title, lang]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isSameOriginMessage(event) || event.source !== frameRef.current?.contentWindow) return;
      if (!isPreviewReply(event.data)) return;
      if (event.data.type === "preview-ready") send();
      else onSelectRef.current(event.data.index);
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
  const scale = fitScale(pane.width, device.width);
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
        {scale < 1 ? (
          <span className="ed-field__hint">
            مصغّرة إلى <bdi>{Math.round(scale * 100)}٪</bdi>
          </span>
        ) : null}
      </div>
      <div className="ed-preview__viewport" ref={paneRef}>
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
