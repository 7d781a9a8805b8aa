import { hydrateRoot } from "react-dom/client";
import {
  type IslandTemplateKey,
  isIslandTemplateKey,
  islandLoaders,
} from "../../generated/islands.ts";
import type { BlockProps } from "../../generated/types.ts";
import { defaultSiteContext, SiteContext, type SiteContextValue } from "../ui/site-context.tsx";

/** Reads JSON the server embedded in a <script type="application/json">. */
function readJson<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : fallback;
}

/** Hydrates one island with the props the server rendered it with. */
async function hydrateIsland<K extends IslandTemplateKey>(
  el: HTMLElement,
  key: K,
  id: string,
  site: SiteContextValue,
): Promise<void> {
  const { default: Component } = await islandLoaders[key]();
  const props = readJson<BlockProps<K> | null>(`island-props-${id}`, null);
  if (props === null) return;
  hydrateRoot(
    el,
    <SiteContext.Provider value={site}>
      <Component {...props} />
    </SiteContext.Provider>,
    { identifierPrefix: `${id}-` },
  );
  el.dataset.hydrated = "true";
}

/** Hydrates each island on its own: the rest of the page stays static HTML. */
async function hydrateIslands(): Promise<void> {
  const site = readJson<SiteContextValue>("site-context", defaultSiteContext);
  const elements = document.querySelectorAll<HTMLElement>("[data-island]");
  await Promise.all(
    [...elements].map(async (el) => {
      const key = el.dataset.island ?? "";
      if (!isIslandTemplateKey(key)) return;
      await hydrateIsland(el, key, el.dataset.islandId ?? "", site);
    }),
  );
}

void hydrateIslands();
