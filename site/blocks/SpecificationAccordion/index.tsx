import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { BlockProps, VehicleList, VehicleSpecs } from "../../../generated/types.ts";
import type { CatalogueVehicles } from "../../../runtime/core/catalogue.ts";
import { specValueText } from "../../../runtime/core/model-specs.ts";
import {
  type CatalogueLang,
  catalogueLangOf,
  specLabel,
} from "../../../runtime/core/vehicle-specs.ts";
import { Heading } from "../../ui/heading.tsx";
import { LoadFailure } from "../../ui/load-failure.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";
import {
  catalogueVariants,
  changeSelection,
  effectiveModelKey,
  initialSelection,
  nameplateOf,
  type SpecSelection,
  type SpecVariant,
  selectedVariant,
  selectionOptions,
} from "./spec-selection.ts";

type SpecRows = [string, string][];
/**
 * What the specs area shows. `at` names the variant asked for (its request); a shown table keeps
 * the caption of the variant it was read for, so changing a list leaves it in place, named for
 * what it shows, until the next "view" (no jump of the sections below on every change).
 */
type Load =
  | { state: "idle" }
  | { state: "loading"; at: string; caption: string }
  | { state: "done"; at: string; caption: string; rows: SpecRows }
  | { state: "failed"; at: string; caption: string };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * A variant's specs: a catalogue variant's engine column of its model's specification by
 * parameter (GET /vehicles/{id}/specs); otherwise the model key's sheet (the compare call, 000 §7).
 */
async function fetchSpecs(
  variant: SpecVariant | undefined,
  key: string,
  lang: CatalogueLang,
): Promise<SpecRows> {
  if (variant?.vehicle_id !== undefined) {
    const body = await getJson<VehicleSpecs>(
      `/vehicles/${encodeURIComponent(variant.vehicle_id)}/specs?lang=${lang}`,
    );
    return body.data.flatMap(({ attributes: a }): SpecRows => {
      const text = a.values.find((v) => v.engine_id === variant.engine_id)?.text ?? "";
      return text === "" ? [] : [[a.label, text]];
    });
  }
  const body = await getJson<{ data?: { specs?: Record<string, string | number> }[] }>(
    `/api/compare/spec/${encodeURIComponent(key)}`,
  );
  const specs = body.data?.[0]?.specs ?? {};
  return Object.entries(specs).flatMap(([name, value]): SpecRows => {
    const text = specValueText(value);
    return text === "" ? [] : [[specLabel(name, lang), text]];
  });
}

/** The catalogue the server gave the island (page data), or null (the editor's preview). */
function catalogueOf(props: object): CatalogueVehicles | null {
  const value: unknown = Reflect.get(props, "catalogue");
  if (typeof value !== "object" || value === null) return null;
  const vehicles: unknown = Reflect.get(value, "vehicles");
  return Array.isArray(vehicles) ? (value as CatalogueVehicles) : null;
}

/**
 * The block's variants: its own list when it has one; else the catalogue's of its nameplate,
 * from the page data, or read once from GET /vehicles where there is none (the editor's preview).
 */
function useVariants(
  own: readonly SpecVariant[],
  given: CatalogueVehicles | null,
  modelKey: string,
  lang: CatalogueLang,
): readonly SpecVariant[] {
  const [read, setRead] = useState<CatalogueVehicles["vehicles"] | null>(null);
  const needsRead = own.length === 0 && given === null && modelKey !== "";
  useEffect(() => {
    if (!needsRead) return;
    const code = nameplateOf(modelKey);
    getJson<VehicleList>(`/vehicles?filter[nameplate]=${encodeURIComponent(code)}&lang=${lang}`)
      .then((list) => setRead(list.data.map((v) => ({ id: v.id, ...v.attributes }))))
      .catch(() => setRead([]));
  }, [needsRead, modelKey, lang]);
  return useMemo(() => {
    if (own.length > 0) return own;
    const vehicles = given?.vehicles ?? read ?? [];
    return catalogueVariants(vehicles, modelKey);
  }, [own, given, read, modelKey]);
}

/**
 * A model's specification: model, engine and specification lists over the block's variants,
 * "view specification" showing that variant's specs from the site's model specs, then the
 * block's sections as an accordion of native <details> (each opens without JavaScript; their
 * text may carry <spec> tags, filled on the server). model_key_additional takes priority over
 * model (002 §5.5): its variant is the one selected first.
 */
export default function SpecificationAccordion(props: BlockProps<"lrdx-specification-accordion">) {
  const f = props.block.fields;
  const block = props.block;
  const id = useId();
  const lang = catalogueLangOf(useSite().lang);
  const modelKey = effectiveModelKey(f);
  const variants = useVariants(f.variants, catalogueOf(props), modelKey, lang);
  const [chosen, setSelection] = useState<SpecSelection | null>(() =>
    initialSelection(variants, modelKey),
  );
  // Variants read after the first render (the editor's preview) start at their first.
  const selection = chosen ?? initialSelection(variants, modelKey);
  const [load, setLoad] = useState<Load>({ state: "idle" });
  const variant = selectedVariant(variants, selection);
  const key = variant?.model_key ?? modelKey;
  const options = selection ? selectionOptions(variants, selection) : null;

  // Each variant's specs are read once, from when it is chosen or the button is neared, so the
  // table usually appears at once on "view" (no late push of the sections below).
  const requests = useRef(new Map<string, Promise<SpecRows>>());
  const ready = useRef(new Map<string, SpecRows>());
  const requestOf = (v: SpecVariant | undefined, k: string) =>
    `${v?.vehicle_id ?? ""}/${v?.engine_id ?? ""}/${k}`;
  const prefetch = (v: SpecVariant | undefined, k: string): Promise<SpecRows> | null => {
    if (k === "") return null;
    const at = requestOf(v, k);
    const known = requests.current.get(at);
    if (known) return known;
    const request = fetchSpecs(v, k, lang);
    requests.current.set(at, request);
    request.then(
      (rows) => ready.current.set(at, rows),
      () => requests.current.delete(at),
    );
    return request;
  };

  const view = () => {
    const at = requestOf(variant, key);
    const caption = selection
      ? `${selection.model} · ${selection.engine} · ${selection.specification}`
      : key;
    const rows = ready.current.get(at);
    if (rows) {
      setLoad({ state: "done", at, caption, rows });
      return;
    }
    const request = prefetch(variant, key);
    if (!request) return;
    setLoad({ state: "loading", at, caption });
    // An answer for a choice the visitor has since left is dropped.
    const settle = (next: Load) =>
      setLoad((current) => (current.state === "loading" && current.at === at ? next : current));
    request.then(
      (found) => settle({ state: "done", at, caption, rows: found }),
      () => settle({ state: "failed", at, caption }),
    );
  };

  const list = (name: keyof SpecSelection, label: string, values: string[]) => (
    <div className="spec-accordion__field">
      <label className="spec-accordion__label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className="spec-accordion__select"
        value={selection?.[name] ?? ""}
        onChange={(e) => {
          if (selection) {
            const next = changeSelection(variants, selection, name, e.target.value);
            setSelection(next);
            const chosenVariant = selectedVariant(variants, next);
            prefetch(chosenVariant, chosenVariant?.model_key ?? modelKey);
          }
          setLoad((current) => (current.state === "done" ? current : { state: "idle" }));
        }}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="spec-accordion">
      <Heading tag={f.header_tag} size={f.header_size}>
        {f.heading}
      </Heading>
      {key !== "" ? (
        <div className="spec-accordion__chooser">
          {options && selection ? (
            <>
              {list("model", f.selectModelLabel, options.models)}
              {list("engine", f.selectEngineLabel, options.engines)}
              {list("specification", f.selectSpecificationLabel, options.specifications)}
            </>
          ) : null}
          <button
            type="button"
            className="cta cta--primary spec-accordion__view"
            onClick={view}
            onPointerEnter={() => prefetch(variant, key)}
            onFocus={() => prefetch(variant, key)}
            aria-controls={`${id}-specs`}
          >
            {f.viewSpecificationLabel}
          </button>
        </div>
      ) : null}
      <div id={`${id}-specs`} className="spec-accordion__specs" aria-live="polite">
        {load.state === "loading" ? <p aria-busy="true">…</p> : null}
        {load.state === "failed" ? (
          <LoadFailure message={f.error_msg} retryLabel={f.try_again_btn_label} onRetry={view} />
        ) : null}
        {load.state === "done" ? (
          <table className="spec-accordion__table">
            <caption className="spec-accordion__caption">{load.caption}</caption>
            <tbody>
              {load.rows.map(([name, value]) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>
                    <bdi>{value}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      <div className="spec-accordion__sections">
        {block.groups.map((g, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
          <details key={i} className="spec-accordion__item">
            <summary className="spec-accordion__title">{g.title}</summary>
            <RichText className="spec-accordion__content rich-text" html={g.content} />
          </details>
        ))}
      </div>
    </div>
  );
}
