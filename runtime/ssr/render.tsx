import { PassThrough } from "node:stream";
import type { FastifyReply } from "fastify";
import type { ReactElement, ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { blockRegistry, isBlockTemplateKey } from "../../generated/registry.ts";
import type { AnyBlock, BlockProps, BlockTemplateKey } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import { translateList, translator } from "../../site/i18n/index.ts";
import { Document } from "../../site/layouts/document.tsx";
import { MainLayout } from "../../site/layouts/main-layout.tsx";
import { NotFound } from "../../site/layouts/not-found.tsx";
import type { FooterColumn } from "../../site/shell/footer.tsx";
import { SiteContext, type SiteContextValue } from "../../site/ui/site-context.tsx";
import { decideNotFoundView } from "../core/not-found.ts";
import { isWithinOfferSchedule } from "../core/offer-schedule.ts";
import { buildPageMeta, type PageMeta } from "../core/page-meta.ts";
import type { PageRecord } from "../core/page-resolution.ts";
import { type SettingsMap, settingJson, settingValue } from "../core/settings.ts";
import type { SiteAssets } from "./assets.ts";
import { injectMetaheads, type MetaheadInjection, MetaheadSlot } from "./metaheads.tsx";
import { sanitizeBlock } from "./sanitize-blocks.ts";

/** What a render needs from the server around it. */
export interface RenderContext {
  site: SiteContextValue;
  settings: SettingsMap;
  theme: string;
  assets: SiteAssets;
  /** Request path and query, e.g. "/ar/offers?x=1". */
  currentUrl: string;
  referrer: string | null;
  now: Date;
  log: (message: string, detail?: unknown) => void;
  /** A signed-in user who may edit the page: the editor toolbar is rendered for them only. */
  editor?: EditorToolbarProps | null;
  /** The metaheads this document carries (see prepareMetaheads); none when absent. */
  metaheads?: MetaheadInjection | null;
}

export interface EditorToolbarProps {
  pageId: number;
  email: string;
}

const toolbarStyle = {
  position: "fixed",
  insetBlockEnd: "1rem",
  insetInlineStart: "1rem",
  zIndex: 2147483000,
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  paddingBlock: "0.5rem",
  paddingInline: "0.9rem",
  borderRadius: "999px",
  background: "#0c121c",
  color: "#fff",
  font: "500 14px/1.4 system-ui, sans-serif",
  boxShadow: "0 4px 16px rgb(0 0 0 / 0.3)",
} as const;

/** Server-rendered, no JavaScript: a link into the builder for this page and who is signed in. */
function EditorToolbar({ pageId, email, base }: EditorToolbarProps & { base: string }) {
  return (
    <aside className="cms-editor-toolbar" aria-label="شريط التحرير" style={toolbarStyle}>
      <a
        href={`${base}cms/pages/${pageId}`}
        style={{ color: "#fff", fontWeight: 700, textDecorationThickness: "2px" }}
      >
        تحرير هذه الصفحة
      </a>
      <bdi dir="ltr" style={{ opacity: 0.8 }}>
        {email}
      </bdi>
    </aside>
  );
}

type Prepared =
  | { kind: "static"; key: string; element: ReactNode }
  | { kind: "island"; key: string; html: string; props: string }
  | { kind: "error"; key: string; message: string; retry: string };

interface PreparedBlock {
  index: number;
  scrollId: string;
  classes: string[];
  body: Prepared;
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** JSON inside <script>: "<" escaped so content cannot end the element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll("<", "\\u003c");

async function prepareBlock<K extends BlockTemplateKey>(
  key: K,
  block: AnyBlock,
  index: number,
  ctx: RenderContext,
): Promise<Prepared> {
  const def = blockRegistry[key];
  const { default: Component } = await def.load();
  const props = { block: sanitizeBlock(block), index } as BlockProps<K>;
  if (!def.isIsland) return { kind: "static", key, element: <Component {...props} /> };
  const id = `b${index}`;
  const html = renderToString(
    <SiteContext.Provider value={ctx.site}>
      <Component {...props} />
    </SiteContext.Provider>,
    { identifierPrefix: `${id}-` },
  );
  return { kind: "island", key, html, props: scriptJson(props) };
}

/**
 * Every stored block checked again by its validator (fills defaults of older content), hidden
 * outside its offer schedule, its component loaded; a block that fails shows its error texts.
 */
export async function prepareBlocks(
  blocks: readonly unknown[],
  ctx: RenderContext,
): Promise<PreparedBlock[]> {
  const t = translator(ctx.site.lang);
  const timeZone = settingValue(ctx.settings, "general.site_timezone") || "Asia/Dubai";
  const out: PreparedBlock[] = [];
  for (const [index, raw] of blocks.entries()) {
    const block = structuredClone(raw) as AnyBlock;
    const fields = (typeof block === "object" && block !== null ? block.fields : {}) as Record<
      string,
      unknown
    >;
    const key = str((block as { template?: unknown })?.template);
    const message = str(fields.error_msg) || t("blockError.message");
    const retry = str(fields.try_again_btn_label) || t("blockError.retry");
    const frame = {
      index,
      scrollId: str(fields.block_scroll_id),
      classes: [
        "block-frame",
        `block-frame--${key}`,
        str(fields.padding_grid_class),
        str(fields.border_grid_class),
        str(fields.box_color),
      ].filter(Boolean),
    };
    if (!isBlockTemplateKey(key) || !blockValidators[key](block)) {
      ctx.log(
        `block ${index} (${key || "no template"}) on ${ctx.currentUrl} is invalid`,
        isBlockTemplateKey(key) ? blockValidators[key].errors : undefined,
      );
      out.push({ ...frame, body: { kind: "error", key, message, retry } });
      continue;
    }
    const schedule = (block.fields as { offer_schedule?: { start: string; end: string }[] })
      .offer_schedule;
    if (!isWithinOfferSchedule(schedule, ctx.now, timeZone)) continue;
    try {
      out.push({ ...frame, body: await prepareBlock(key, block, index, ctx) });
    } catch (error) {
      ctx.log(`block ${index} (${key}) failed to load`, error);
      out.push({ ...frame, body: { kind: "error", key, message, retry } });
    }
  }
  return out;
}

function BlockFrame({ block, currentUrl }: { block: PreparedBlock; currentUrl: string }) {
  const { body } = block;
  return (
    <div
      className={block.classes.join(" ")}
      id={`component-${block.index + 1}`}
      data-template={body.key}
    >
      {block.scrollId ? <span className="block-anchor" id={`rdx-${block.scrollId}`} /> : null}
      {body.kind === "static" ? body.element : null}
      {body.kind === "island" ? (
        <>
          <div
            data-island={body.key}
            data-island-id={`b${block.index}`}
            dangerouslySetInnerHTML={{ __html: body.html }}
          />
          <script
            type="application/json"
            id={`island-props-b${block.index}`}
            dangerouslySetInnerHTML={{ __html: body.props }}
          />
        </>
      ) : null}
      {body.kind === "error" ? (
        <div className="block-error" role="alert">
          <p>{body.message}</p>
          <a className="cta cta--secondary cta--small" href={currentUrl}>
            {body.retry}
          </a>
        </div>
      ) : null}
    </div>
  );
}

function footerProps(ctx: RenderContext) {
  const t = translator(ctx.site.lang);
  const columns = settingJson<FooterColumn[]>(
    ctx.settings,
    "general.footer.content.top_footer",
    [],
    ctx.log,
  );
  return {
    columns: Array.isArray(columns) ? columns : [],
    middleHtml: settingValue(ctx.settings, "general.footer.content.middle_html") ?? "",
    bottomHtml: settingValue(ctx.settings, "general.footer.content.bottom_footer") ?? "",
    rights: t("footer.rights", { year: ctx.now.getFullYear() }),
  };
}

function appName(ctx: RenderContext): string {
  return settingValue(ctx.settings, "general.app_name") || "";
}

function shell(
  ctx: RenderContext,
  meta: PageMeta,
  content: ReactNode,
  hasIslands: boolean,
): ReactElement {
  const t = translator(ctx.site.lang);
  return (
    <SiteContext.Provider value={ctx.site}>
      <Document
        site={ctx.site}
        meta={meta}
        stylesheet={ctx.assets.stylesheetHref}
        islandScript={hasIslands ? ctx.assets.islandScriptHref : null}
        headEnd={ctx.metaheads ? <MetaheadSlot injection={ctx.metaheads} slot="head" /> : null}
      >
        <MainLayout
          appName={appName(ctx) || meta.ogTitle}
          skipLabel={t("skipToContent")}
          footer={footerProps(ctx)}
        >
          {content}
        </MainLayout>
        {ctx.editor ? <EditorToolbar {...ctx.editor} base={ctx.site.base} /> : null}
        {hasIslands ? (
          <script
            type="application/json"
            id="site-context"
            dangerouslySetInnerHTML={{ __html: scriptJson(ctx.site) }}
          />
        ) : null}
        {ctx.metaheads ? <MetaheadSlot injection={ctx.metaheads} slot="body" /> : null}
      </Document>
    </SiteContext.Provider>
  );
}

function metaFor(page: PageRecord, ctx: RenderContext): PageMeta {
  const mediaLibraryUrl =
    settingValue(ctx.settings, "general.media_library_url") || ctx.site.origin;
  return buildPageMeta({
    page,
    settings: { appName: appName(ctx), theme: ctx.theme, mediaLibraryUrl },
    origin: ctx.site.origin,
    currentPath: ctx.currentUrl,
  });
}

/** A CMS page: its blocks in the main layout. */
export async function pageElement(page: PageRecord, ctx: RenderContext): Promise<ReactElement> {
  const blocks = await prepareBlocks(page.blocks, ctx);
  const content = blocks.map((b) => (
    <BlockFrame key={b.index} block={b} currentUrl={ctx.currentUrl} />
  ));
  return shell(
    ctx,
    metaFor(page, ctx),
    content,
    blocks.some((b) => b.body.kind === "island"),
  );
}

/** The 404 page in the variant settings and theme choose. */
export function notFoundElement(ctx: RenderContext): ReactElement {
  const t = translator(ctx.site.lang);
  const view = decideNotFoundView({
    setting: settingValue(ctx.settings, "general.404_page"),
    theme: ctx.theme,
    defaults: {
      heading: t("notFound.heading"),
      paragraph: t("notFound.heroParagraph"),
      buttonLabel: t("notFound.heroButton"),
    },
    log: (m) => ctx.log(m),
  });
  const meta: PageMeta = {
    title: [t("notFound.heading"), appName(ctx)].filter(Boolean).join(" | "),
    ogTitle: t("notFound.heading"),
    canonical: `${ctx.site.origin}${ctx.currentUrl.split("?")[0]}`,
    ogImage: `${ctx.site.origin}/api/v2/images/105475/w/1600.jpg`,
    robots: "none",
  };
  const backHref = ctx.referrer?.startsWith(ctx.site.origin) ? ctx.referrer : null;
  const texts = {
    heading: t("notFound.heading"),
    intro: t("notFound.intro"),
    reasons: translateList(t, "notFound.reasons"),
    suggestions: t("notFound.suggestions"),
    goHome: t("notFound.goHome"),
    goBack: t("notFound.goBack"),
  };
  return shell(ctx, meta, <NotFound view={view} texts={texts} backHref={backHref} />, false);
}

/** Interstitial for a page whose redirect opens in a new window. */
export function newWindowElement(url: string, ctx: RenderContext): ReactElement {
  const t = translator(ctx.site.lang);
  const safe = /^(https?:|\/|\.\/)/i.test(url) ? url : ctx.site.base;
  const meta: PageMeta = {
    title: t("newWindow.heading"),
    ogTitle: t("newWindow.heading"),
    canonical: `${ctx.site.origin}${ctx.currentUrl}`,
    ogImage: "",
    robots: "none",
  };
  const script = `window.open(${scriptJson(safe)},"_blank","noopener");`;
  return shell(
    ctx,
    meta,
    <section className="new-window">
      <h1 className="heading heading--l">{t("newWindow.heading")}</h1>
      <p>
        <a className="cta cta--primary cta--medium" href={safe} target="_blank" rel="noopener">
          {t("newWindow.open")}
        </a>
      </p>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </section>,
    false,
  );
}

/** Generic error page in the error layout, with the error's status. */
export function errorElement(status: number, ctx: RenderContext): ReactElement {
  const t = translator(ctx.site.lang);
  const meta: PageMeta = {
    title: t("errorPage.generic"),
    ogTitle: t("errorPage.generic"),
    canonical: `${ctx.site.origin}${ctx.currentUrl}`,
    ogImage: "",
    robots: "none",
  };
  return shell(
    ctx,
    meta,
    <section className="not-found not-found--text">
      <h1 className="heading heading--xl">{t("errorPage.generic")}</h1>
      <p>{t("errorPage.genericBody")}</p>
      <p>
        <bdi>{status}</bdi>
      </p>
    </section>,
    false,
  );
}

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** When even the error page fails: plain HTML with the spec's texts, no React, no settings. */
export function errorPageFallback(error: unknown, lang: string, base: string): string {
  const t = translator(lang);
  const details = error instanceof Error ? error.message : String(error);
  return `<!DOCTYPE html><html lang="${lang}" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="none"><title>${escapeHtml(t("errorPage.title"))}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.7"><h1>${escapeHtml(t("errorPage.title"))}</h1><p>${escapeHtml(t("errorPage.body"))}</p><p>${escapeHtml(t("errorPage.details", { details }))}</p><p><a href="${escapeHtml(base)}">${escapeHtml(t("errorPage.goHome"))}</a></p></body></html>`;
}

/**
 * Streams a React document to the reply once its shell is ready; rejects if the shell fails.
 * Pass the render context's metaheads so their markers are replaced by their HTML.
 */
export function streamDocument(
  element: ReactElement,
  reply: FastifyReply,
  status: number,
  log: RenderContext["log"],
  metaheads?: MetaheadInjection | null,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let isShellDone = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      onShellReady() {
        isShellDone = true;
        const body = metaheads ? injectMetaheads(metaheads) : new PassThrough();
        reply.code(status).header("content-type", "text/html; charset=utf-8");
        pipe(body);
        resolve(reply.send(body) as unknown as undefined);
      },
      onShellError(error) {
        isShellDone = true;
        reject(error);
      },
      onError(error) {
        if (isShellDone) log("error while streaming a page", error);
      },
    });
    setTimeout(() => abort(new Error("render timed out")), 10_000).unref();
  });
}
