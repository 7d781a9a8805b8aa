import { useCallback, useEffect, useState } from "react";
import type { VehicleSpecs } from "../../generated/types.ts";
import {
  type BlockFigures,
  blockFiguresOf,
  figuresFromCompareSheet,
  figuresFromVehicleSpecs,
  type ModelFigures,
} from "../../runtime/core/model-figures.ts";
import type { CatalogueLang } from "../../runtime/core/vehicle-specs.ts";

/** The figures a model block shows, and where they are. */
export type FiguresState =
  | { state: "ready"; models: BlockFigures["models"] }
  | { state: "loading" }
  | { state: "failed" };

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** One model's figures read in the browser: the catalogue's specification, else its compare sheet. */
async function readModel(key: string, lang: CatalogueLang): Promise<ModelFigures | null> {
  const specs = await getJson(`/vehicles/${encodeURIComponent(key)}/specs?lang=${lang}`);
  if (specs !== null) return figuresFromVehicleSpecs(specs as VehicleSpecs);
  const sheet = (await getJson(`/api/compare/spec/${encodeURIComponent(key)}`)) as {
    data?: { specs?: Record<string, string | number> }[];
  } | null;
  const values = sheet?.data?.[0]?.specs;
  return values ? figuresFromCompareSheet(key, values) : null;
}

/**
 * The figures of a model block's keys: those the server gave (page data, in the first HTML, so
 * nothing moves at hydration); without them (the editor's preview, or the server's read failed)
 * "loading", then read in the browser; "failed" when that read fails too, with `retry`.
 */
export function useModelFigures(
  props: object,
  keys: readonly string[],
  lang: CatalogueLang,
): { figures: FiguresState; retry: () => void } {
  const given = blockFiguresOf(props);
  const [read, setRead] = useState<FiguresState>(
    given ? { state: "ready", models: given.models } : { state: "loading" },
  );
  const keyList = keys.join(",");
  const load = useCallback(() => {
    setRead({ state: "loading" });
    const wanted = keyList === "" ? [] : keyList.split(",");
    Promise.all(wanted.map((k) => readModel(k, lang))).then(
      (found) => {
        const models: BlockFigures["models"] = {};
        found.forEach((m, i) => {
          const key = wanted[i];
          if (m && key !== undefined) models[key] = m;
        });
        setRead({ state: "ready", models });
      },
      () => setRead({ state: "failed" }),
    );
  }, [keyList, lang]);
  const isGiven = given !== null;
  useEffect(() => {
    if (!isGiven) load();
  }, [isGiven, load]);
  return { figures: given ? { state: "ready", models: given.models } : read, retry: load };
}

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

/** Pushes an interaction of a model block to the page's dataLayer (the tag manager reads it). */
export function pushModelEvent(entry: Record<string, unknown>): void {
  if (typeof window === "undefined") return;
  const w: Window & DataLayerWindow = window;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(entry);
}
