import type { ErrorObject } from "ajv";
import { isBlockTemplateKey } from "../../generated/blocks.ts";
import type { AnyBlock } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import { migrateBlock } from "./block-migrations.ts";
import { errorTextsOf, isBlockShown } from "./block-visibility.ts";
import type { OfferPeriod } from "./offer-schedule.ts";
import type { BlockFrameData, BlockProblem, PreparedBlock } from "./prepared-block.ts";
import { isRecord } from "./records.ts";
import { sanitizeBlock } from "./sanitize-blocks.ts";
import { type SettingsMap, siteTimeZone } from "./settings.ts";
import { fillSpecTags, type SpecLookup } from "./spec-tags.ts";

export type { BlockErrorTexts, BlockFrameData, PreparedBlock } from "./prepared-block.ts";

/** A prepared block placed in time: `isScheduledOut` is true outside its offer schedule. */
export type ScheduledBlock =
  | (Extract<PreparedBlock, { kind: "block" }> & { isScheduledOut: boolean })
  | (Extract<PreparedBlock, { kind: "error" }> & { isScheduledOut: false });

const str = (v: unknown): string => (typeof v === "string" ? v : "");

function frameOf(key: string, fields: Record<string, unknown>, index: number): BlockFrameData {
  return {
    index,
    scrollId: str(fields.block_scroll_id),
    classes: [
      "block-frame",
      key ? `block-frame--${key}` : "",
      str(fields.padding_grid_class),
      str(fields.border_grid_class),
      str(fields.box_color),
    ].filter(Boolean),
  };
}

function problemsOf(errors: readonly ErrorObject[] | null | undefined): BlockProblem[] {
  return (errors ?? []).map((e) => ({
    pointer: e.instancePath,
    rule: e.keyword,
    message: e.message ?? "is invalid",
  }));
}

/**
 * Prepares one stored block for rendering: migrate from its stored version, validate with its
 * generated validator (defaults filled in), sanitise its editor HTML. Never throws; a block that
 * cannot render comes back as an error with its own error texts. The input is not changed.
 */
export function prepareBlock(raw: unknown, index: number): PreparedBlock {
  const migrated = migrateBlock(raw);
  const { version: _version, ...block } = isRecord(migrated.block)
    ? migrated.block
    : { version: undefined };
  const key = migrated.template;
  const fields = isRecord(block.fields) ? block.fields : {};
  const texts = errorTextsOf(fields);
  if (!isBlockTemplateKey(key))
    return {
      kind: "error",
      key,
      frame: frameOf(key, fields, index),
      texts,
      problems: [
        {
          pointer: "/template",
          rule: "known-template",
          message: `"${key}" is not a block template`,
        },
      ],
    };
  const validate = blockValidators[key];
  if (!validate(block))
    return {
      kind: "error",
      key,
      frame: frameOf(key, fields, index),
      texts,
      problems: problemsOf(validate.errors),
    };
  // The validator filled defaults into `fields` in place: the frame reads the filled values.
  const valid = block as AnyBlock;
  const schedule = fields.offer_schedule;
  return {
    kind: "block",
    key,
    block: sanitizeBlock(valid),
    frame: frameOf(key, fields, index),
    schedule: Array.isArray(schedule) ? (schedule as OfferPeriod[]) : [],
  };
}

/** Places prepared blocks in time: each is marked scheduled out or not, none is dropped. */
export function scheduleBlocks(
  prepared: readonly PreparedBlock[],
  { now, timeZone }: { now: Date; timeZone: string },
): ScheduledBlock[] {
  return prepared.map((p) =>
    p.kind === "error"
      ? { ...p, isScheduledOut: false }
      : { ...p, isScheduledOut: !isBlockShown(p, now, timeZone) },
  );
}

/**
 * The one preparation of a page's stored blocks, for the server render and the editor preview:
 * each block migrated, validated (defaults filled), sanitised, then checked against its offer
 * schedule at `now` in the site time zone (`general.site_timezone`). The server drops blocks
 * that are scheduled out; the preview shows them dimmed.
 */
export function preparePageBlocks(
  blocks: readonly unknown[],
  {
    settings,
    now,
    specs = new Map(),
  }: {
    settings: SettingsMap;
    now: Date;
    /** Spec values for `<spec>` tags (runtime/core/spec-tags.ts); absent: the tags show nothing. */
    specs?: SpecLookup;
  },
): ScheduledBlock[] {
  return scheduleBlocks(
    fillSpecTags(
      blocks.map((raw, index) => prepareBlock(raw, index)),
      specs,
    ),
    { now, timeZone: siteTimeZone(settings) },
  );
}
