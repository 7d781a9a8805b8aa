import {
  Component,
  type ErrorInfo,
  type ReactNode,
  StrictMode,
  useEffect,
  useMemo,
  useState,
} from "react";
import { createRoot } from "react-dom/client";
import { blockComponents } from "../../generated/block-components.ts";
import { isBlockTemplateKey } from "../../generated/blocks.ts";
import type { AnyBlock, BlockProps, BlockTemplateKey } from "../../generated/types.ts";
import { settingsDefaults } from "../../generated/validate.ts";
import { languageOf } from "../../runtime/core/languages.ts";
import { preparePageBlocks, type ScheduledBlock } from "../../runtime/core/prepare-blocks.ts";
import {
  mergeSettings,
  type SettingRow,
  type SettingsMap,
  settingsForLanguage,
} from "../../runtime/core/settings.ts";
import { translator } from "../../site/i18n/index.ts";
import { BlockError, BlockFrame } from "../../site/layouts/block-frame.tsx";
import { MainLayout } from "../../site/layouts/main-layout.tsx";
import {
  defaultSiteContext,
  SiteContext,
  type SiteContextValue,
} from "../../site/ui/site-context.tsx";
import {
  isPreviewBlocksMessage,
  isSameOriginMessage,
  type PreviewBlocksMessage,
  type PreviewReplyMessage,
} from "../builder/preview-protocol.ts";

/**
 * The live preview inside the builder's iframe: the blocks the builder posts, prepared by the
 * same runtime/core function as the server's render and framed by the site's own BlockFrame.
 * Unlike the site, a block outside its offer schedule is shown dimmed, with a note.
 */

/** A loaded block component, bound to its template so any prepared block of that key renders. */
type RenderBlock = (block: AnyBlock, index: number) => ReactNode;

/** The site around a page of one language, as the server renders it under /{lang}/. */
function siteFor(lang: string | undefined): SiteContextValue {
  const language = languageOf(lang ?? defaultSiteContext.lang, defaultSiteContext.lang);
  return {
    ...defaultSiteContext,
    lang: language.url,
    tag: language.tag,
    dir: language.dir,
    base: `/${language.url}/`,
    origin: window.location.origin,
  };
}

const loaded = new Map<BlockTemplateKey, RenderBlock>();

/** The component of one template, loaded on first use like the site's lazy registry. */
async function loadBlock<K extends BlockTemplateKey>(key: K): Promise<RenderBlock> {
  const { default: Component } = await blockComponents[key]();
  // The prepared block passed its template's validator, so it is that template's block.
  return (block, index) => <Component {...({ block, index } as BlockProps<K>)} />;
}
const failed = new Set<BlockTemplateKey>();

function reply(message: PreviewReplyMessage): void {
  window.parent.postMessage(message, window.location.origin);
}

/** The site's settings (time zone above all), read once from the public settings API. */
async function loadSettings(): Promise<SettingsMap> {
  const response = await fetch("/settings", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`GET /settings: ${response.status}`);
  const body = (await response.json()) as { data?: { attributes?: Partial<SettingRow> }[] };
  const rows = (body.data ?? []).flatMap((d) =>
    typeof d.attributes?.key === "string" && typeof d.attributes.value === "string"
      ? [{ key: d.attributes.key, value: d.attributes.value }]
      : [],
  );
  return mergeSettings(settingsDefaults, rows);
}

/** A block that throws while rendering shows the site's error box, as on the server. */
class BlockBoundary extends Component<
  { resetKey: string; children: ReactNode },
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
    return this.state.hasError ? (
      <BlockError texts={{ message: null, retry: null }} retryHref={window.location.href} />
    ) : (
      this.props.children
    );
  }
}

const scheduledOutNote = {
  margin: 0,
  padding: "4px 12px",
  background: "#fff4d6",
  color: "#5c3c00",
  fontSize: 13,
} as const;

function PreviewBlock({ prepared, isSelected }: { prepared: ScheduledBlock; isSelected: boolean }) {
  const renderBlock = prepared.kind === "block" ? loaded.get(prepared.key) : undefined;
  const retryHref = window.location.href;
  return (
    <BlockFrame
      frame={prepared.frame}
      template={prepared.key}
      isSelected={isSelected}
      style={{
        outline: isSelected ? "3px solid #1a5fd0" : undefined,
        outlineOffset: isSelected ? "-3px" : undefined,
        opacity: prepared.isScheduledOut ? 0.45 : undefined,
      }}
    >
      {prepared.isScheduledOut ? (
        <p lang="ar" dir="rtl" style={scheduledOutNote}>
          خارج فترة العرض الآن: لا يراها الزوّار.
        </p>
      ) : null}
      {prepared.kind === "error" ? (
        <BlockError texts={prepared.texts} retryHref={retryHref} />
      ) : failed.has(prepared.key) ? (
        <BlockError texts={{ message: null, retry: null }} retryHref={retryHref} />
      ) : renderBlock ? (
        <BlockBoundary resetKey={JSON.stringify(prepared.block)}>
          {renderBlock(prepared.block, prepared.frame.index)}
        </BlockBoundary>
      ) : (
        <div style={{ minBlockSize: 80 }} aria-busy="true" />
      )}
    </BlockFrame>
  );
}

function PreviewApp() {
  const [message, setMessage] = useState<PreviewBlocksMessage | null>(null);
  const [, setLoadedCount] = useState(0);
  const [settings, setSettings] = useState<SettingsMap>(() => mergeSettings(settingsDefaults, []));

  useEffect(() => {
    loadSettings().then(setSettings, (error: unknown) =>
      console.warn("preview: settings unavailable, using the defaults", error),
    );
  }, []);

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
      loadBlock(key)
        .then((render) => {
          loaded.set(key, render);
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

  const site = useMemo(() => siteFor(message?.lang), [message?.lang]);
  const t = translator(site.lang);
  const pageSettings = settingsForLanguage(settings, site.lang);
  // The document follows the page's language, as the site's <html lang dir> does.
  useEffect(() => {
    document.documentElement.lang = site.tag;
    document.documentElement.dir = site.dir;
  }, [site]);

  const blocks = preparePageBlocks(message?.blocks ?? [], {
    settings: pageSettings,
    now: new Date(),
  });
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
        settings={pageSettings}
        path={site.base}
        isPreview
      >
        {blocks.length === 0 ? (
          <p
            lang="ar"
            dir="rtl"
            style={{ padding: "48px 16px", textAlign: "center", color: "#5b6270" }}
          >
            {message ? "لا كتل في هذه الصفحة بعد." : "جارٍ تحميل المعاينة…"}
          </p>
        ) : (
          blocks.map((prepared) => (
            <PreviewBlock
              key={prepared.frame.index}
              prepared={prepared}
              isSelected={prepared.frame.index === selected}
            />
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

const initial = siteFor(undefined);
document.documentElement.lang = initial.tag;
document.documentElement.dir = initial.dir;
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
