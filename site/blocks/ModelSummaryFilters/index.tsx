import { useMachine } from "@xstate/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { compareSummaryMachine } from "../../../machines/compare-summary-machine.ts";
import {
  engineParts,
  modelLabel,
  type SummaryChoices,
  summaryChoices,
} from "../../../runtime/core/model-summary-filters.ts";
import { shownPrice } from "../../../runtime/core/money.ts";
import { type CatalogueLang, catalogueLangOf } from "../../../runtime/core/vehicle-specs.ts";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { LoadFailure } from "../../ui/load-failure.tsx";
import { pushModelEvent } from "../../ui/model-figures.ts";
import { Price } from "../../ui/price.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { useVehicleCatalogue } from "../../ui/vehicle-catalogue.ts";

type Props = BlockProps<"lrdx-model-summary-filters">;

/**
 * Model Summary Filters (002 §2.10): a body style, then a model of that body, then submit shows
 * the model's summary with the link to its page (the block's group for its nameplate). The lists
 * and the first selection are the machine's first state (machines/compare-summary-machine.ts),
 * started from the page data's models, so the server HTML is what hydration renders.
 */
export default function ModelSummaryFilters(props: BlockProps<"lrdx-model-summary-filters">) {
  const f = props.block.fields;
  const lang = catalogueLangOf(useSite().lang);
  const { catalogue, retry } = useVehicleCatalogue(props, lang);
  const choices = useMemo(
    () => (catalogue.state === "ready" ? summaryChoices(catalogue.vehicles, f.model) : null),
    [catalogue, f.model],
  );
  return (
    <div className="model-summary-filters">
      <Heading tag={f.header_tag} size={f.header_size}>
        {f.heading}
      </Heading>
      {catalogue.state === "failed" ? (
        <LoadFailure message={f.error_msg} retryLabel={f.try_again_btn_label} onRetry={retry} />
      ) : null}
      {/* The lists stand (disabled) while the models are read, so nothing moves once they come;
          the machine starts again from the models read (its input). */}
      <Filters
        key={catalogue.state}
        {...props}
        choices={choices ?? NO_CHOICES}
        isWaiting={choices === null}
        lang={lang}
      />
    </div>
  );
}

const NO_CHOICES: SummaryChoices = { pairs: [], bodyNames: {}, models: {} };

interface FiltersProps extends Props {
  choices: SummaryChoices;
  /** The models are being read (or their read failed): the lists wait, disabled. */
  isWaiting: boolean;
  lang: CatalogueLang;
}

function Filters({ block, choices, isWaiting, lang }: FiltersProps) {
  const f = block.fields;
  const id = useId();
  const [snapshot, send] = useMachine(
    compareSummaryMachine.provide({
      actions: {
        summaryShown: ({ context }) => {
          const shown = context.shown === null ? undefined : choices.models[context.shown];
          if (!shown) return;
          pushModelEvent({
            event: "model_summary_filter_submit",
            body_style: shown.body_style.code,
            car_key: shown.key,
            nameplate: shown.nameplate.code,
          });
        },
      },
    }),
    { input: { key: f.model === "" ? null : f.model, filterId: id, registered: choices.pairs } },
  );
  const { selected, bodies, modelsPerBody, shown } = snapshot.context;
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (submits > 0) summaryHeading.current?.focus();
  }, [submits]);

  const isOneNameplate = f.model !== "";
  const models = selected.body === null ? [] : (modelsPerBody[selected.body] ?? []);
  const model = shown === null ? undefined : choices.models[shown];
  const link = model ? block.groups.find((g) => g.nameplate === model.nameplate.code)?.link : null;
  const price = model ? shownPrice(model.price_from, model.currency) : null;
  const level = Math.min(6, Math.max(1, Math.trunc(f.header_tag)) + 1);
  const SummaryTag = `h${level}` as "h2" | "h3" | "h4" | "h5" | "h6";

  return (
    <>
      <div className="model-summary-filters__chooser" aria-busy={isWaiting ? "true" : undefined}>
        <div className="model-summary-filters__field">
          <label className="model-summary-filters__label" htmlFor={`${id}-body`}>
            {f.selectBodystyle}
          </label>
          <select
            id={`${id}-body`}
            className="model-summary-filters__select"
            value={selected.body ?? ""}
            disabled={bodies.length === 0}
            onChange={(e) => send({ type: "SELECT_BODY", body: e.target.value })}
          >
            {bodies.map((b) => (
              <option key={b} value={b}>
                {choices.bodyNames[b] ?? b}
              </option>
            ))}
          </select>
        </div>
        <div className="model-summary-filters__field">
          <label className="model-summary-filters__label" htmlFor={`${id}-model`}>
            {f.selectModel}
          </label>
          <select
            id={`${id}-model`}
            className="model-summary-filters__select"
            value={selected.model ?? ""}
            disabled={models.length === 0}
            onChange={(e) => send({ type: "SELECT_MODEL", model: e.target.value })}
          >
            {models.map((m) => {
              const v = choices.models[m];
              return (
                <option key={m} value={m}>
                  {v ? modelLabel(v, lang, isOneNameplate) : m}
                </option>
              );
            })}
          </select>
        </div>
        <button
          type="button"
          className="cta cta--primary model-summary-filters__submit"
          aria-controls={`${id}-summary`}
          disabled={selected.model === null}
          onClick={() => {
            send({ type: "SUBMIT" });
            setSubmits((n) => n + 1);
          }}
        >
          {f.submit}
        </button>
      </div>
      <div id={`${id}-summary`} className="model-summary-filters__result" aria-live="polite">
        {model ? (
          <section className="model-summary-filters__summary" aria-labelledby={`${id}-title`}>
            <SummaryTag
              id={`${id}-title`}
              ref={summaryHeading}
              tabIndex={-1}
              className="model-summary-filters__title"
            >
              {modelLabel(model, lang, false)}
            </SummaryTag>
            <p className="model-summary-filters__meta">{model.body_style.name}</p>
            {price ? (
              <p className="model-summary-filters__price">
                {f.price_from_label}{" "}
                <Price value={price.value} decimals={price.decimals} type="default" />
              </p>
            ) : null}
            {model.engines.length > 0 ? (
              <>
                <p className="model-summary-filters__engines-label">{f.engines_label}</p>
                <ul className="model-summary-filters__engines">
                  {model.engines.map((e) => (
                    <li key={e.id}>
                      {engineParts(e, lang).map((part, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: an engine's parts never reorder.
                        <span key={i}>
                          {i > 0 ? " · " : null}
                          <bdi>{part}</bdi>
                        </span>
                      ))}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {link?.url ? <Cta link={link} className="model-summary-filters__link" /> : null}
          </section>
        ) : null}
      </div>
    </>
  );
}
