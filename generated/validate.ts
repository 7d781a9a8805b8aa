// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import { validateAccordionBlock, validateQuoteBlock, validateBlockInstance, validateContentDocument, validatePage, validatePageResource, validateSetting, validateSettingResource } from "./validators.js";
import type { Validator } from "./validators.js";
import type { BlockInstanceMap, BlockTemplateKey } from "./types.ts";

/** Template key -> validator of a stored block instance (fills defaults in place). */
export const blockValidators: { [K in BlockTemplateKey]: Validator<BlockInstanceMap[K]> } = {
  "lrdx-accordion": validateAccordionBlock,
  "lrdx-quote": validateQuoteBlock,
};

/** Settings namespace -> validator of its parsed values (JSON-string values parsed first). */
export const settingsValidators: Record<string, Validator<Record<string, unknown>>> = {
};

/** Settings keys whose value is JSON held as a string. */
export const jsonSettingKeys: ReadonlySet<string> = new Set([]);

export { validateBlockInstance, validateContentDocument, validatePage, validatePageResource, validateSetting, validateSettingResource };
