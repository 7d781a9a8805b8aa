/** The media feature as other features use it: everything else in this folder is its own. */
export { cleanFilename, shownName } from "./media-upload.ts";
