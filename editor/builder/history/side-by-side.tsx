import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { StoredBlock } from "../page-types.ts";
import {
  isPreviewReply,
  isSameOriginMessage,
  PREVIEW_PATH,
  type PreviewBlocksMessage,
} from "../preview-protocol.ts";
import { type HistoryLang, historyText } from "./texts.ts";

/** The widths a version can be looked at in, as in the live preview. */
const WIDTHS = [
  { id: "phone", width: 390 },
  { id: "desktop", width: 1280 },
] as const;

type WidthId = (typeof WIDTHS)[number]["id"];

export interface RenderedVersion {
  label: string;
  title: string;
  blocks: StoredBlock[];
}

/**
 * One version rendered by the builder's own preview frame (/ar/cms/preview, the site's
 * components and stylesheet), fed by the same message the live preview sends.
 */
function VersionFrame({
  version,
  pageLang,
  deviceWidth,
  lang,
}: {
  version: RenderedVersion;
  pageLang: string | undefined;
  deviceWidth: number;
  lang: HistoryLang;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const message: PreviewBlocksMessage = {
    type: "preview",
    blocks: version.blocks,
    selected: null,
    title: version.title,
    ...(pageLang ? { lang: pageLang } : {}),
  };
  const latest = useRef(message);
  latest.current = message;
  const send = () =>
    frameRef.current?.contentWindow?.postMessage(latest.current, window.location.origin);

  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads the latest message from a ref
  useEffect(send, [version, pageLang]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isSameOriginMessage(event) || event.source !== frameRef.current?.contentWindow) return;
      if (isPreviewReply(event.data) && event.data.type === "preview-ready") send();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  });

  useLayoutEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxWidth(entry.contentRect.width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const scale = boxWidth > 0 ? Math.min(1, boxWidth / deviceWidth) : 1;
  const height = 1400;
  return (
    <figure className="ed-hist__frame">
      <figcaption>{version.label}</figcaption>
      <div className="ed-hist__viewport" ref={boxRef} style={{ blockSize: `${height * scale}px` }}>
        <iframe
          ref={frameRef}
          src={PREVIEW_PATH}
          title={historyText(lang, "rendered", { label: version.label })}
          style={{
            inlineSize: `${deviceWidth}px`,
            blockSize: `${height}px`,
            transform: scale < 1 ? `scale(${scale})` : undefined,
          }}
          onLoad={send}
        />
      </div>
    </figure>
  );
}

/** Two versions rendered as visitors would see them, next to each other. */
export function SideBySide({
  from,
  to,
  pageLang,
  lang,
}: {
  from: RenderedVersion;
  to: RenderedVersion;
  pageLang: string | undefined;
  lang: HistoryLang;
}) {
  const [widthId, setWidthId] = useState<WidthId>("phone");
  const device = WIDTHS.find((w) => w.id === widthId) ?? WIDTHS[0];
  return (
    <div className="ed-hist__side-by-side">
      <fieldset className="ed-segmented">
        <legend className="ed-visually-hidden">{historyText(lang, "viewsLegend")}</legend>
        {WIDTHS.map((w) => (
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
              name="ed-hist-width"
              value={w.id}
              checked={w.id === widthId}
              onChange={() => setWidthId(w.id)}
            />
            {historyText(lang, w.id)} <bdi>{new Intl.NumberFormat(lang).format(w.width)}</bdi>
          </label>
        ))}
      </fieldset>
      <div className="ed-hist__frames">
        <VersionFrame version={from} pageLang={pageLang} deviceWidth={device.width} lang={lang} />
        <VersionFrame version={to} pageLang={pageLang} deviceWidth={device.width} lang={lang} />
      </div>
    </div>
  );
}
