import { useCallback, useEffect, useState } from "react";
import type { VehicleList } from "../../generated/types.ts";
import type { CatalogueVehicles } from "../../runtime/core/catalogue.ts";
import { catalogueVehiclesOf } from "../../runtime/core/model-summary-filters.ts";
import type { CatalogueLang } from "../../runtime/core/vehicle-specs.ts";

type Vehicles = CatalogueVehicles["vehicles"];

/** Where a block's catalogue models are: given by the server (page data), read in the browser, or failed. */
export type CatalogueState =
  | { state: "ready"; vehicles: Vehicles }
  | { state: "loading" }
  | { state: "failed" };

/**
 * The catalogue's models of a block declaring `x-page-data: vehicle-catalogue`: those the server
 * gave (in the first HTML, so nothing moves at hydration); without them (the editor's preview)
 * read once from GET /vehicles, with `retry` for the load-failure view.
 */
export function useVehicleCatalogue(
  props: object,
  lang: CatalogueLang,
): { catalogue: CatalogueState; retry: () => void } {
  const given = catalogueVehiclesOf(props);
  const [read, setRead] = useState<CatalogueState>({ state: "loading" });
  const load = useCallback(() => {
    setRead({ state: "loading" });
    fetch(`/vehicles?lang=${lang}`, { headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`/vehicles answered ${response.status}`);
        const list = (await response.json()) as VehicleList;
        setRead({
          state: "ready",
          vehicles: list.data.map((v) => ({ id: v.id, ...v.attributes })),
        });
      })
      .catch(() => setRead({ state: "failed" }));
  }, [lang]);
  const isGiven = given !== null;
  useEffect(() => {
    if (!isGiven) load();
  }, [isGiven, load]);
  return { catalogue: given ? { state: "ready", vehicles: given.vehicles } : read, retry: load };
}
