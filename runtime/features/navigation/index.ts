/** The navigation feature as other features use it: everything else in this folder is its own. */
export { ancestorPages, listNavEntries } from "./store.ts";
