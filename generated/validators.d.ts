// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import type { ErrorObject } from "ajv";
import type * as T from "./types.ts";

/** A generated validator: narrows on success, lists every error (with its JSON pointer) on failure. */
export interface Validator<Out> {
  (data: unknown): data is Out;
  errors?: ErrorObject[] | null;
}

export declare const validateAccordionBlock: Validator<T.AccordionBlock>;
export declare const validateContentBlocksBlock: Validator<T.ContentBlocksBlock>;
export declare const validateFormComponentBlock: Validator<T.FormComponentBlock>;
export declare const validateHeroTitleBannerBlock: Validator<T.HeroTitleBannerBlock>;
export declare const validateHotspotsContainerBlock: Validator<T.HotspotsContainerBlock>;
export declare const validateHtmlBoxBlock: Validator<T.HtmlBoxBlock>;
export declare const validateInPageNavigationBlock: Validator<T.InPageNavigationBlock>;
export declare const validateQuoteBlock: Validator<T.QuoteBlock>;
export declare const validateSignPostBlock: Validator<T.SignPostBlock>;
export declare const validateSnippetBlock: Validator<T.SnippetBlock>;
export declare const validateAuthSettings: Validator<Record<string, unknown>>;
export declare const validateGeneralSettings: Validator<Record<string, unknown>>;
export declare const validateSearchSettings: Validator<Record<string, unknown>>;
export declare const validateSecuritySettings: Validator<Record<string, unknown>>;
export declare const validateBlockInstance: Validator<T.BlockInstance>;
export declare const validateContentDocument: Validator<T.ContentDocument>;
export declare const validatePage: Validator<T.Page>;
export declare const validatePageResource: Validator<T.PageResource>;
export declare const validateSetting: Validator<T.Setting>;
export declare const validateSettingResource: Validator<T.SettingResource>;
