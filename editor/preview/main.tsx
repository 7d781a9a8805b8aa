import {
  Component,
  type ErrorInfo,
  memo,
  type ReactNode,
  StrictMode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { createRoot } from "react-dom/client";
import { blockComponents } from "../../generated/block-components.ts";
import { blockRegistry, isBlockTemplateKey } from "../../generated/blocks.ts";
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
import type { LeadFormView } from "../../site/forms/form-view.ts";
import { FormsContext, type PageForms } from "../../site/forms/forms-context.ts";
import { LeadForm } from "../../site/forms/lead-form.tsx";
import { loadLeadFormView } from "../../site/forms/load-view.ts";
import { leadFormTexts } from "../../site/forms/texts.ts";
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
import {
  editableFieldsOf,
  INLINE_EDIT_STYLE,
  markEditableTexts,
  startInlineEditing,
} from "./inline-edit.ts";

/**
 * The live preview inside the builder's iframe: the blocks the builder posts, prepared by the
 * same runtime/core function as the server's render and framed by the site's own BlockFrame.
 * Unlike the site, a block outside its offer schedule is shown dimmed, with a note. A form block
 * shows its whole form, read from the forms API as the modal form reads it (the server renders it
 * into the page the same way). Texts can be edited where they show (inline-edit.ts).
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

/**
 * One block in its frame. Drawn again only when its prepared data, its selection or its
 * component changes, so that typing in one block of a long page redraws that block alone.
 */
const PreviewBlock = memo(function PreviewBlock({
  prepared,
  isSelected,
  isComponentReady,
}: {
  prepared: ScheduledBlock;
  isSelected: boolean;
  /** Its component has loaded or failed to (the list is module state, so it is a prop here). */
  isComponentReady: boolean;
}) {
  const renderBlock = prepared.kind === "block" ? loaded.get(prepared.key) : undefined;
  // Once drawn, the texts an editor may change in place are marked in the frame.
  useLayoutEffect(() => {
    if (!isComponentReady || prepared.kind !== "block") return;
    const frame = document.getElementById(`component-${prepared.frame.index + 1}`);
    if (frame) markEditableTexts(frame, editableFieldsOf(prepared.block));
  }, [prepared, isComponentReady]);
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
});

type StoredBlocks = PreviewBlocksMessage["blocks"];

/**
 * The page's blocks prepared as the server prepares them, each prepared again only when it
 * changed (by its JSON and position): the same object for an unchanged block keeps it from
 * being drawn again. Everything is prepared anew when the settings change.
 */
function usePreparedBlocks(blocks: StoredBlocks, settings: SettingsMap): ScheduledBlock[] {
  const cache = useRef<{ settings: SettingsMap; byKey: Map<string, ScheduledBlock> }>({
    settings,
    byKey: new Map(),
  });
  return useMemo(() => {
    const previous = cache.current.settings === settings ? cache.current.byKey : new Map();
    const byKey = new Map<string, ScheduledBlock>();
    const now = new Date();
    const prepared = blocks.map((raw, index) => {
      const key = `${index}\u0000${JSON.stringify(raw)}`;
      const known = previous.get(key) ?? byKey.get(key);
      const block = known ?? prepareAt(raw, index, settings, now);
      byKey.set(key, block);
      return block;
    });
    cache.current = { settings, byKey };
    return prepared;
  }, [blocks, settings]);
}

function prepareAt(
  raw: StoredBlocks[number],
  index: number,
  settings: SettingsMap,
  now: Date,
): ScheduledBlock {
  const [prepared] = preparePageBlocks([raw], { settings, now });
  if (!prepared) throw new Error("a block was not prepared");
  return { ...prepared, frame: { ...prepared.frame, index } };
}

/** The form ids the blocks name (`x-options-source: forms` fields), each once. */
function formIdsOf(blocks: readonly ScheduledBlock[]): string[] {
  const ids = blocks.flatMap((p) => {
    if (p.kind !== "block") return [];
    const fields: object = p.block.fields;
    return blockRegistry[p.key].formFields.flatMap((name) => {
      const id: unknown = Reflect.get(fields, name);
      return typeof id === "string" && id.trim() !== "" ? [id.trim()] : [];
    });
  });
  return [...new Set(ids)];
}

/**
 * The forms the blocks name, read in the page's language: what the server's page data gives
 * its render, so that a form block previews as the whole form, not as the link that opens it.
 * A form still loading, or that cannot be read, shows that link meanwhile.
 */
function usePageForms(blocks: readonly ScheduledBlock[], lang: string): PageForms | null {
  const [views, setViews] = useState<Record<string, LeadFormView | null>>({});
  const requested = useRef(new Set<string>());
  const ids = formIdsOf(blocks);
  const wanted = ids.map((id) => `${lang}:${id}`).join(" ");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `wanted` stands for ids and lang
  useEffect(() => {
    const texts = leadFormTexts(translator(lang));
    for (const id of ids) {
      const key = `${lang}:${id}`;
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      void loadLeadFormView({ formId: id, lang, texts }).then((view) =>
        setViews((current) => ({ ...current, [key]: view })),
      );
    }
  }, [wanted]);
  return useMemo(() => {
    const forLang = Object.fromEntries(
      Object.entries(views).flatMap(([key, view]) =>
        key.startsWith(`${lang}:`) && view ? [[key.slice(lang.length + 1), view]] : [],
      ),
    );
    return Object.keys(forLang).length > 0 ? { views: forLang, Form: LeadForm } : null;
  }, [views, lang]);
}

function PreviewApp() {
  const [message, setMessage] = useState<PreviewBlocksMessage | null>(null);
  const [, setLoadedCount] = useState(0);
  // A block whose text was edited in place is drawn anew (its own DOM was typed into): at once
  // when nothing changed, else with the builder's next message, which carries the new text.
  const [generations, setGenerations] = useState<Readonly<Record<number, number>>>({});
  const redrawNext = useRef(new Set<number>());
  const isEditableRef = useRef(false);
  isEditableRef.current = message?.isEditable === true;
  useEffect(() => {
    document.documentElement.toggleAttribute("data-preview-editable", message?.isEditable === true);
  }, [message?.isEditable]);
  const [settings, setSettings] = useState<SettingsMap>(() => mergeSettings(settingsDefaults, []));

  useEffect(() => {
    loadSettings().then(setSettings, (error: unknown) =>
      console.warn("preview: settings unavailable, using the defaults", error),
    );
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isSameOriginMessage(event) || event.source !== window.parent) return;
      if (!isPreviewBlocksMessage(event.data)) return;
      setMessage(event.data);
      if (redrawNext.current.size > 0) {
        const indices = [...redrawNext.current];
        redrawNext.current.clear();
        setGenerations((current) => bump(current, indices));
      }
    };
    window.addEventListener("message", onMessage);
    reply({ type: "preview-ready" });
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(
    () =>
      startInlineEditing(document, {
        isEnabled: () => isEditableRef.current,
        onCommit: (index, path, value) => reply({ type: "preview-edit", index, path, value }),
        onEnd: (index, isChanged) => {
          if (isChanged) redrawNext.current.add(index);
          else setGenerations((current) => bump(current, [index]));
        },
      }),
    [],
  );

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

  const blocks = usePreparedBlocks(message?.blocks ?? NO_BLOCKS, pageSettings);
  const forms = usePageForms(blocks, site.lang);
  return (
    <SiteContext.Provider value={site}>
      <FormsContext.Provider value={forms}>
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
                key={`${prepared.frame.index}:${generations[prepared.frame.index] ?? 0}`}
                prepared={prepared}
                isSelected={prepared.frame.index === selected}
                isComponentReady={
                  prepared.kind === "error" || loaded.has(prepared.key) || failed.has(prepared.key)
                }
              />
            ))
          )}
        </MainLayout>
      </FormsContext.Provider>
    </SiteContext.Provider>
  );
}

const NO_BLOCKS: StoredBlocks = [];

function bump(
  generations: Readonly<Record<number, number>>,
  indices: readonly number[],
): Record<number, number> {
  const next = { ...generations };
  for (const index of indices) next[index] = (next[index] ?? 0) + 1;
  return next;
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
const editStyle = document.createElement("style");
editStyle.textContent = INLINE_EDIT_STYLE;
document.head.append(editStyle);

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
