import { isWithinOfferSchedule } from "./offer-schedule.ts";
import type { BlockErrorTexts, PreparedBlock } from "./prepared-block.ts";

/*
 * What rendering a prepared block needs, apart from preparing it (runtime/core/prepare-blocks.ts):
 * whether visitors see it now, and its own error texts. On its own because blocks rendered in
 * the browser use it, and the preparation brings every block's validator with it, which the
 * browser never needs.
 */

const textOrNull = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/** A block's own error texts (error_msg, try_again_btn_label), null where it has none. */
export function errorTextsOf(fields: object): BlockErrorTexts {
  return {
    message: textOrNull(Reflect.get(fields, "error_msg")),
    retry: textOrNull(Reflect.get(fields, "try_again_btn_label")),
  };
}

/**
 * Whether visitors see a prepared block at `now` in the site's time zone: outside every period
 * of its offer schedule it is hidden. A failed block is always shown (its error box).
 */
export function isBlockShown(prepared: PreparedBlock, now: Date, timeZone: string): boolean {
  if (prepared.kind === "error") return true;
  return isWithinOfferSchedule(prepared.schedule, now, timeZone);
}
