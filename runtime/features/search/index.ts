/** The search feature as other features use it: everything else in this folder is its own. */
export type { SearchPageRenderer } from "./page.ts";
