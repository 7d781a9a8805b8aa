/** The content feature as other features use it: everything else in this folder is its own. */
export { pageOf } from "./import-export.ts";
export {
  ArchiveInvalidError,
  exportSite,
  importSite,
  isSiteEmpty,
  packSiteArchive,
  unpackSiteArchive,
} from "./site-archive.ts";
export {
  describe,
  formatContentProblem,
  useful,
  validateBlock,
  validateSetting,
} from "./validate-content.ts";
