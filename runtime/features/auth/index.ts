/** The auth feature as other features use it: everything else in this folder is its own. */
export { recordAudit } from "./audit.ts";
export { canWriteRawHtml, isLoginRequired, signInLocation, sitePath } from "./sessions.ts";
