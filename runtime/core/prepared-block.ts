import type { AnyBlock, BlockTemplateKey } from "../../generated/types.ts";
import type { OfferPeriod } from "./offer-schedule.ts";

/*
 * The shape of a prepared block, on its own so that what prepare-blocks.ts uses (spec tags,
 * sanitising) can name it without importing the preparation back.
 */

/** What the frame around a block needs, whether the block rendered or failed. */
export interface BlockFrameData {
  /** Position on the page, 0-based; the frame's id is `component-${index + 1}`. */
  index: number;
  /** The block's `block_scroll_id`; "" when it has none. */
  scrollId: string;
  /** `block-frame`, `block-frame--<template>` and the block's grid and colour classes. */
  classes: string[];
}

/** The texts a failed block shows: the block's own, or null where the site's default applies. */
export interface BlockErrorTexts {
  message: string | null;
  retry: string | null;
}

/**
 * One stored block made ready to render, independent of time: migrated, validated with defaults
 * filled, editor HTML sanitised. Plain JSON, so it can be stored at publish time.
 */
export type PreparedBlock =
  | {
      kind: "block";
      key: BlockTemplateKey;
      block: AnyBlock;
      frame: BlockFrameData;
      /** The block's offer schedule; checked per request by isBlockShown. */
      schedule: OfferPeriod[];
    }
  | {
      kind: "error";
      /** The stored template key, "" when there is none. */
      key: string;
      frame: BlockFrameData;
      texts: BlockErrorTexts;
      /** Why: the validator's errors, or an unknown template. */
      problems: BlockProblem[];
    };

/** One reason a stored block cannot render. */
export interface BlockProblem {
  pointer: string;
  rule: string;
  message: string;
}
