// Generated from schemas/blocks/lrdx-accordion.schema.json by `npm run generate`. Do not edit: change the schema and regenerate.

import type { ComponentType } from "react";

/** Island template key -> its component, loaded only on pages that show it. */
export const islandLoaders: Record<string, () => Promise<{ default: ComponentType<never> }>> = {
  "lrdx-accordion": () => import("../site/blocks/Accordion/index.tsx"),
};
