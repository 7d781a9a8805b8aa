import { useEffect, useId, useRef } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { tabIndexForHash } from "../../../machines/section-tabs-machine.ts";
import {
  carKeysOf,
  engineIndexOf,
  figureLabel,
  figureText,
} from "../../../runtime/core/model-figures.ts";
import { catalogueLangOf } from "../../../runtime/core/vehicle-specs.ts";
import { Icon } from "../../ui/icon.tsx";
import { LoadFailure } from "../../ui/load-failure.tsx";
import { pushModelEvent, useModelFigures } from "../../ui/model-figures.ts";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";

/**
 * A model summary (002 §3.12): the model's name and body style, three figures of car_key with
 * engine_key (from the page data, so they are in the server HTML), and the standard equipment
 * information as a native disclosure. With tab_id the disclosure is the page's #tab_id anchor:
 * the URL hash naming it (on load, or changed later) opens it and brings it into view.
 */
export default function Derivatives(props: BlockProps<"lrdx-derivatives">) {
  const f = props.block.fields;
  const lang = catalogueLangOf(useSite().lang);
  const keys = carKeysOf(props.block);
  const { figures, retry } = useModelFigures(props, keys, lang);
  const details = useRef<HTMLDetailsElement>(null);
  const headingId = useId();
  const tabId = f.tab_id;

  useEffect(() => {
    if (tabId === "") return;
    const follow = () => {
      const el = details.current;
      if (!el || tabIndexForHash([tabId], window.location.hash) !== 0) return;
      el.open = true;
      el.scrollIntoView({ block: "start" });
      el.querySelector("summary")?.focus();
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [tabId]);

  const model = figures.state === "ready" ? figures.models[f.car_key] : undefined;
  const engine = model ? model.engines[engineIndexOf(model, f.engine_key)] : undefined;
  const specs = [
    [f.spec_key_1, f.spec_label_1],
    [f.spec_key_2, f.spec_label_2],
    [f.spec_key_3, f.spec_label_3],
  ].flatMap(([key = "", label = ""]) => {
    if (key === "" || !engine) return [];
    const text = figureText(engine.specs, key, lang);
    return text === "" ? [] : [{ key, label: label || figureLabel(key, lang), text }];
  });
  const name = f.model || model?.name || "";

  return (
    <article className="derivatives" aria-labelledby={headingId}>
      <header className="derivatives__head">
        <Icon name={f.icon} className="icon derivatives__icon" />
        <div>
          <h2 id={headingId} className="derivatives__model">
            {name}
          </h2>
          {f.bodystyle ? <p className="derivatives__bodystyle">{f.bodystyle}</p> : null}
          {engine?.name ? <p className="derivatives__engine">{engine.name}</p> : null}
        </div>
      </header>
      <section className="derivatives__specs" aria-label={f.specs_heading || undefined}>
        {f.specs_heading ? <h3 className="derivatives__subheading">{f.specs_heading}</h3> : null}
        {figures.state === "failed" ? (
          <LoadFailure message={f.error_msg} retryLabel={f.try_again_btn_label} onRetry={retry} />
        ) : (
          <dl
            className={`derivatives__figures${f.has_columns ? " derivatives__figures--columns" : ""}`}
            aria-busy={figures.state === "loading" ? "true" : undefined}
          >
            {specs.map((s) => (
              <div key={s.key} className="derivatives__figure" data-spec={s.key}>
                <dt className="derivatives__label">{s.label}</dt>
                <dd className="derivatives__value">
                  <bdi>{s.text}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      {f.standard_equipment_information_content ? (
        <section className="derivatives__features">
          {f.features_heading ? (
            <h3 className="derivatives__subheading">{f.features_heading}</h3>
          ) : null}
          <details
            ref={details}
            id={tabId || undefined}
            className="derivatives__equipment"
            onToggle={(e) => {
              if (e.currentTarget.open)
                pushModelEvent({
                  event: "model_summary_equipment_open",
                  car_key: f.car_key,
                  engine_key: engine?.code ?? "",
                });
            }}
          >
            <summary className="derivatives__summary">
              {f.standard_equipment_information_label}
            </summary>
            <RichText
              className="derivatives__content rich-text"
              html={f.standard_equipment_information_content}
            />
          </details>
        </section>
      ) : null}
    </article>
  );
}
