/** The auth feature as other features use it: everything else in this folder is its own. */
export type { Actor } from "../../http/actor.ts";
export { can, type Permission, RAW_HTML_SETTING } from "../../http/permissions.ts";
export { recordAudit } from "./audit.ts";
export { canWriteRawHtml, isLoginRequired, signInLocation, sitePath } from "./sessions.ts";
