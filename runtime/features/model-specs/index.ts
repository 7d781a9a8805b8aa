/** The model-specs feature as other features use it: everything else in this folder is its own. */
export { type SpecTagFiller, specTagsUnfilled } from "./spec-tags.ts";
export { findModelSpecs } from "./store.ts";
