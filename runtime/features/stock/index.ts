/** The stock feature as other features use it: everything else in this folder is its own. */
export { stockNotFound } from "./routes.ts";
export type { ShowroomPageRenderer } from "./showroom.ts";
