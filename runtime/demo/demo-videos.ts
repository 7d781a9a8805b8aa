import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder of the demo's native videos (drawn by generator/demo-videos.ts, committed). */
export const DEMO_VIDEOS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "videos");

/** Where the site serves them. */
export const DEMO_VIDEOS_PREFIX = "/media/videos/";

/** The desert drive, landscape (960x540) and portrait for phones (540x960). */
export const DEMO_VIDEO = {
  desktop: `${DEMO_VIDEOS_PREFIX}desert-drive-desktop.webm`,
  mobile: `${DEMO_VIDEOS_PREFIX}desert-drive-mobile.webm`,
} as const;
