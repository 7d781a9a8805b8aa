import { useId, useState } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { specValueText } from "../../../runtime/core/model-specs.ts";
import { Heading } from "../../ui/heading.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import {
  changeSelection,
  effectiveModelKey,
  initialSelection,
  type SpecSelection,
  selectedModelKey,
  selectionOptions,
  specLabels,
} from "./spec-selection.ts";

type SpecRows = [string, string][];
type Load =
  | { state: "idle" }
  | { state: "loading"; key: string }
  | { state: "done"; key: string; rows: SpecRows }
  | { state: "failed"; key: string };

/** One model's specs from the site's model specs (the compare call, 000 §7). */
async function fetchSpecs(key: string): Promise<SpecRows> {
  const response = await fetch(`/api/compare/spec/${encodeURIComponent(key)}`, {
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`compare answered ${response.status}`);
  const body = (await response.json()) as {
    data?: { specs?: Record<string, string | number> }[];
  };
  const specs = body.data?.[0]?.specs ?? {};
  return Object.entries(specs).flatMap(([name, value]): SpecRows => {
    const text = specValueText(value);
    return text === "" ? [] : [[specLabels[name] ?? name, text]];
  });
}

/**
 * A model's specification: model, engine and specification lists over the block's variants,
 * "view specification" showing that variant's specs from the site's model specs, then the
 * block's sections as an accordion of native <details> (each opens without JavaScript; their
 * text may carry <spec> tags, filled on the server). model_key_additional takes priority over
 * model (002 §5.5): its variant is the one selected first.
 */
export default function SpecificationAccordion({
  block,
}: BlockProps<"lrdx-specification-accordion">) {
  const f = block.fields;
  const id = useId();
  const modelKey = effectiveModelKey(f);
  const variants = f.variants;
  const [selection, setSelection] = useState<SpecSelection | null>(() =>
    initialSelection(variants, modelKey),
  );
  const [load, setLoad] = useState<Load>({ state: "idle" });
  const key = selectedModelKey(variants, selection, modelKey);
  const options = selection ? selectionOptions(variants, selection) : null;

  const view = () => {
    if (key === "") return;
    setLoad({ state: "loading", key });
    fetchSpecs(key).then(
      (rows) => setLoad({ state: "done", key, rows }),
      () => setLoad({ state: "failed", key }),
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
          if (selection) setSelection(changeSelection(variants, selection, name, e.target.value));
          setLoad({ state: "idle" });
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
            aria-controls={`${id}-specs`}
          >
            {f.viewSpecificationLabel}
          </button>
        </div>
      ) : null}
      <div id={`${id}-specs`} className="spec-accordion__specs" aria-live="polite">
        {load.state === "loading" ? <p aria-busy="true">…</p> : null}
        {load.state === "failed" ? (
          <div className="block-error" role="alert">
            <p>{f.error_msg}</p>
            <button type="button" className="cta cta--secondary cta--small" onClick={view}>
              {f.try_again_btn_label}
            </button>
          </div>
        ) : null}
        {load.state === "done" ? (
          <table className="spec-accordion__table">
            <caption className="spec-accordion__caption">
              {selection
                ? `${selection.model} · ${selection.engine} · ${selection.specification}`
                : key}
            </caption>
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
