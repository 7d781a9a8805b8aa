import type { CSSProperties, ReactNode } from "react";
import type { BlockErrorTexts, BlockFrameData } from "../../runtime/core/prepared-block.ts";
import { translator } from "../i18n/index.ts";
import { useSite } from "../ui/site-context.tsx";

/**
 * The frame every block sits in, on the site and in the editor's preview alike: its position id
 * (`component-N`, 1-based), its scroll anchor (`rdx-<block_scroll_id>`), its grid classes.
 */
export function BlockFrame({
  frame,
  template,
  children,
  html,
  isSelected,
  style,
}: {
  frame: BlockFrameData;
  template: string;
  children?: ReactNode;
  /**
   * What the frame holds, already rendered (its anchor and its block, as this frame renders
   * them): the server renders a block's HTML once per content version and writes it in here.
   */
  html?: string;
  /** The preview outlines the block the editor selected. */
  isSelected?: boolean;
  style?: CSSProperties;
}) {
  const attributes = {
    className: frame.classes.join(" "),
    id: `component-${frame.index + 1}`,
    "data-template": template,
    "data-preview-selected": isSelected ? "true" : undefined,
    style,
  };
  if (html !== undefined) return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div {...attributes}>
      {frame.scrollId ? <span className="block-anchor" id={`rdx-${frame.scrollId}`} /> : null}
      {children}
    </div>
  );
}

/** The box a block that cannot render shows: its own texts, else the site's, and a retry link. */
export function BlockError({ texts, retryHref }: { texts: BlockErrorTexts; retryHref: string }) {
  const t = translator(useSite().lang);
  return (
    <div className="block-error" role="alert">
      <p>{texts.message ?? t("blockError.message")}</p>
      <a className="cta cta--secondary cta--small" href={retryHref}>
        {texts.retry ?? t("blockError.retry")}
      </a>
    </div>
  );
}

/** JSON inside <script>: "<" escaped so content cannot end the element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * An island block: its server HTML in a root that site/islands/client.tsx hydrates with the
 * props beside it (`island-props-b<index>`).
 */
export function IslandMount({
  template,
  index,
  html,
  props,
}: {
  template: string;
  index: number;
  html: string;
  /** The props as script-safe JSON (see scriptJson). */
  props: string;
}) {
  return (
    <>
      <div
        data-island={template}
        data-island-id={`b${index}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        id={`island-props-b${index}`}
        dangerouslySetInnerHTML={{ __html: props }}
      />
    </>
  );
}
