import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  StrictMode,
  useEffect,
  useState,
} from "react";
import { createRoot } from "react-dom/client";
import { blockRegistry, isBlockTemplateKey } from "../../generated/registry.ts";
import type { AnyBlock, BlockProps, BlockTemplateKey } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import { isWithinOfferSchedule } from "../../runtime/core/offer-schedule.ts";
import { sanitizeBlock } from "../../runtime/ssr/sanitize-blocks.ts";
import { translator } from "../../site/i18n/index.ts";
import { MainLayout } from "../../site/layouts/main-layout.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";
import type { StoredBlock } from "../builder/page-types.ts";
import {
  isPreviewBlocksMessage,
  isSameOriginMessage,
  type PreviewBlocksMessage,
  type PreviewReplyMessage,
} from "../builder/preview-protocol.ts";

/**
 * The live preview inside the builder's iframe: the blocks the builder posts, rendered with the
 * site's own components, frames and stylesheet, as the server would render the page.
 */

type AnyBlockComponent = ComponentType<BlockProps<BlockTemplateKey>>;

const site = { ...defaultSiteContext, origin: window.location.origin };
const t = translator(site.lang);
const loaded = new Map<BlockTemplateKey, AnyBlockComponent>();
const failed = new Set<BlockTemplateKey>();

const str = (v: unknown): string => (typeof v === "string" ? v : "");

function reply(message: PreviewReplyMessage): void {
  window.parent.postMessage(message, window.location.origin);
}

/** What the server would render for one stored block: checked, defaults filled, sanitised. */
type Prepared =
  | { kind: "block"; key: BlockTemplateKey; block: AnyBlock; isScheduledOut: boolean }
  | { kind: "error"; key: string };

function prepare(raw: StoredBlock): Prepared {
  const block = structuredClone(raw) as unknown as AnyBlock;
  const key = str((raw as { template?: unknown }).template);
  if (!isBlockTemplateKey(key) || !blockValidators[key](block)) return { kind: "error", key };
  const schedule = (block.fields as { offer_schedule?: { start: string; end: string }[] })
    .offer_schedule;
  return {
    kind: "block",
    key,
    block: sanitizeBlock(block),
    isScheduledOut: !isWithinOfferSchedule(schedule, new Date(), "Asia/Dubai"),
  };
}

function BlockErrorBox({ fields }: { fields: Record<string, unknown> }) {
  return (
    <div className="block-error" role="alert">
      <p>{str(fields.error_msg) || t("blockError.message")}</p>
      <a className="cta cta--secondary cta--small" href={window.location.href}>
        {str(fields.try_again_btn_label) || t("blockError.retry")}
      </a>
    </div>
  );
}

/** A block that throws while rendering shows the site's error box, as on the server. */
class BlockBoundary extends Component<
  { resetKey: string; fields: Record<string, unknown>; children: ReactNode },
  { hasError: boolean }
> {
  override state = { hasError: false };
  static getDerivedStateFromError() {
    return { hasError: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn("preview: a block failed to render", error, info.componentStack);
  }
  override componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey)
      this.setState({ hasError: false });
  }
  override render() {
    return this.state.hasError ? <BlockErrorBox fields={this.props.fields} /> : this.props.children;
  }
}

function BlockFrame({
  raw,
  index,
  isSelected,
}: {
  raw: StoredBlock;
  index: number;
  isSelected: boolean;
}) {
  const prepared = prepare(raw);
  const fields = (raw.fields ?? {}) as Record<string, unknown>;
  const key = prepared.key;
  const Block = prepared.kind === "block" ? loaded.get(prepared.key) : undefined;
  const classes = [
    "block-frame",
    `block-frame--${key}`,
    str(fields.padding_grid_class),
    str(fields.border_grid_class),
    str(fields.box_color),
  ].filter(Boolean);
  const scrollId = str(fields.block_scroll_id);
  return (
    <div
      className={classes.join(" ")}
      id={`component-${index + 1}`}
      data-template={key}
      data-preview-selected={isSelected ? "true" : undefined}
      style={{
        outline: isSelected ? "3px solid #1a5fd0" : undefined,
        outlineOffset: isSelected ? "-3px" : undefined,
        opacity: prepared.kind === "block" && prepared.isScheduledOut ? 0.45 : undefined,
      }}
    >
      {scrollId ? <span className="block-anchor" id={`rdx-${scrollId}`} /> : null}
      {prepared.kind === "block" && prepared.isScheduledOut ? (
        <p
          style={{
            margin: 0,
            padding: "4px 12px",
            background: "#fff4d6",
            color: "#5c3c00",
            fontSize: 13,
          }}
        >
          خارج فترة العرض الآن: لا يراها الزوّار.
        </p>
      ) : null}
      {prepared.kind === "error" || (prepared.kind === "block" && failed.has(prepared.key)) ? (
        <BlockErrorBox fields={fields} />
      ) : Block && prepared.kind === "block" ? (
        <BlockBoundary resetKey={JSON.stringify(raw)} fields={fields}>
          <Block block={prepared.block} index={index} />
        </BlockBoundary>
      ) : (
        <div style={{ minBlockSize: 80 }} aria-busy="true" />
      )}
    </div>
  );
}

function PreviewApp() {
  const [message, setMessage] = useState<PreviewBlocksMessage | null>(null);
  const [, setLoadedCount] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isSameOriginMessage(event) || event.source !== window.parent) return;
      if (isPreviewBlocksMessage(event.data)) setMessage(event.data);
    };
    window.addEventListener("message", onMessage);
    reply({ type: "preview-ready" });
    return () => window.removeEventListener("message", onMessage);
  }, []);

  // Components load on first use, like the site's lazy registry.
  useEffect(() => {
    const keys = new Set((message?.blocks ?? []).map((b) => b.template).filter(isBlockTemplateKey));
    for (const key of keys) {
      if (loaded.has(key) || failed.has(key)) continue;
      blockRegistry[key]
        .load()
        .then((mod) => {
          loaded.set(key, mod.default as unknown as AnyBlockComponent);
        })
        .catch((error: unknown) => {
          console.warn(`preview: ${key} failed to load`, error);
          failed.add(key);
        })
        .finally(() => setLoadedCount((n) => n + 1));
    }
  }, [message]);

  const selected = message?.selected ?? null;
  useEffect(() => {
    if (selected === null) return;
    document
      .getElementById(`component-${selected + 1}`)
      ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [selected]);

  const blocks = message?.blocks ?? [];
  return (
    <SiteContext.Provider value={site}>
      <MainLayout
        appName={message?.title ?? ""}
        skipLabel={t("skipToContent")}
        footer={{
          columns: [],
          middleHtml: "",
          bottomHtml: "",
          rights: t("footer.rights", { year: new Date().getFullYear() }),
        }}
      >
        {blocks.length === 0 ? (
          <p style={{ padding: "48px 16px", textAlign: "center", color: "#5b6270" }}>
            {message ? "لا كتل في هذه الصفحة بعد." : "جارٍ تحميل المعاينة…"}
          </p>
        ) : (
          blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server keys frames by position too
            <BlockFrame key={index} raw={block} index={index} isSelected={index === selected} />
          ))
        )}
      </MainLayout>
    </SiteContext.Provider>
  );
}

/**
 * Links and forms stay inside the preview: a click must not navigate the iframe away. A click
 * on a block selects it in the builder (whose block list is the keyboard path to the same).
 */
function keepInPlace(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === "submit" || target?.closest("a[href]")) event.preventDefault();
  const frame = target?.closest<HTMLElement>(".block-frame[id^='component-']");
  if (event.type === "click" && frame)
    reply({ type: "preview-select", index: Number(frame.id.slice("component-".length)) - 1 });
}

document.documentElement.lang = site.lang;
document.documentElement.dir = site.dir;
document.addEventListener("click", keepInPlace, true);
document.addEventListener("submit", keepInPlace, true);

let root = document.getElementById("preview-root");
if (!root) {
  root = document.createElement("div");
  root.id = "preview-root";
  document.body.append(root);
}
createRoot(root).render(
  <StrictMode>
    <PreviewApp />
  </StrictMode>,
);
