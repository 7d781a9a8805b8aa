import { blockRegistry, isBlockTemplateKey } from "../../../generated/blocks.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../http/actor.ts";
import { RAW_HTML_SETTING } from "../../http/permissions.ts";
import { ApiProblem } from "../../http/problem.ts";
import { canWriteRawHtml } from "../auth/index.ts";

/** One raw-HTML value inside a list of blocks, located for a refusal message. */
export interface RawHtmlValue {
  block: number;
  template: string;
  /** JSON pointer inside the block: /fields/html or /groups/2/code. */
  pointer: string;
  value: string;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Every raw-HTML field value (registry rawHtmlFields / groupRawHtmlFields) of the blocks. */
export function rawHtmlValues(blocks: readonly unknown[]): RawHtmlValue[] {
  const found: RawHtmlValue[] = [];
  blocks.forEach((block, index) => {
    const record = asRecord(block);
    const template = record?.template;
    if (typeof template !== "string" || !isBlockTemplateKey(template)) return;
    const definition = blockRegistry[template];
    const fields = asRecord(record?.fields);
    for (const name of definition.rawHtmlFields) {
      const value = fields?.[name];
      if (typeof value === "string")
        found.push({ block: index, template, pointer: `/fields/${name}`, value });
    }
    const groups = Array.isArray(record?.groups) ? (record?.groups as unknown[]) : [];
    groups.forEach((group, g) => {
      const item = asRecord(group);
      for (const name of definition.groupRawHtmlFields) {
        const value = item?.[name];
        if (typeof value === "string")
          found.push({ block: index, template, pointer: `/groups/${g}/${name}`, value });
      }
    });
  });
  return found;
}

/**
 * The raw-HTML values of `next` that are new: not empty and not already present anywhere in the
 * baseline (the page's draft and published blocks). Moving or keeping an HTML box is no new HTML.
 */
export function changedRawHtml(
  next: readonly unknown[],
  baselines: readonly (readonly unknown[])[],
): RawHtmlValue[] {
  const known = new Set(baselines.flatMap((blocks) => rawHtmlValues(blocks).map((v) => v.value)));
  return rawHtmlValues(next).filter((v) => v.value.trim() !== "" && !known.has(v.value));
}

/** 403 raw_html naming every new value the actor may not write. */
export async function assertRawHtmlBlocksAllowed(
  db: Db,
  actor: Actor,
  changed: readonly RawHtmlValue[],
): Promise<void> {
  if (changed.length === 0 || (await canWriteRawHtml(db, actor.role))) return;
  throw new ApiProblem(
    403,
    "raw_html",
    `Raw HTML needs the raw_html permission and ${RAW_HTML_SETTING} switched on: ${changed
      .map((c) => `block ${c.block} (${c.template}) ${c.pointer}`)
      .join(", ")}`,
    changed.map((c) => ({
      block: c.block,
      template: c.template,
      pointer: c.pointer,
      rule: "raw_html",
      message: "writing raw HTML needs the raw_html permission and the switch on",
    })),
  );
}

/** 403 raw_html for a settings key or a metahead. */
export async function assertRawHtmlAllowed(db: Db, actor: Actor, what: string): Promise<void> {
  if (await canWriteRawHtml(db, actor.role)) return;
  throw new ApiProblem(
    403,
    "raw_html",
    `${what} holds raw HTML or script: writing it needs the raw_html permission and ${RAW_HTML_SETTING} switched on`,
    [{ pointer: "", rule: "raw_html", message: `${what} holds raw HTML or script` }],
  );
}
