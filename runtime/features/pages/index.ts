/** The pages feature as other features use it: everything else in this folder is its own. */
export { assertRawHtmlAllowed } from "./raw-html.ts";
export { findMedia, listSettings } from "./store.ts";
