import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders } from "../../generated/islands.ts";
import { defaultSiteContext, SiteContext, type SiteContextValue } from "../ui/site-context.tsx";

/** Reads JSON the server embedded in a <script type="application/json">. */
function readJson<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : fallback;
}

/** Hydrates each island on its own: the rest of the page stays static HTML. */
async function hydrateIslands(): Promise<void> {
  const site = readJson<SiteContextValue>("site-context", defaultSiteContext);
  const elements = document.querySelectorAll<HTMLElement>("[data-island]");
  await Promise.all(
    [...elements].map(async (el) => {
      const key = el.dataset.island ?? "";
      const id = el.dataset.islandId ?? "";
      const load = islandLoaders[key];
      if (!load) return;
      const { default: Component } = await load();
      const props = readJson<Record<string, unknown>>(`island-props-${id}`, {});
      const Island = Component as ComponentType<Record<string, unknown>>;
      hydrateRoot(
        el,
        <SiteContext.Provider value={site}>
          <Island {...props} />
        </SiteContext.Provider>,
        { identifierPrefix: `${id}-` },
      );
      el.dataset.hydrated = "true";
    }),
  );
}

void hydrateIslands();
