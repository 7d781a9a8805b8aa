import { useMachine } from "@xstate/react";
import { useEffect, useId, useRef, useState } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { selectVehicleUpdateMachine } from "../../../machines/select-vehicle-update-machine.ts";
import {
  CARDS_BEFORE_VIEW_ALL,
  childrenOf,
  matchingCards,
  resultLine,
} from "../../../runtime/core/vehicle-selectors.ts";
import { BlockDialog } from "../../ui/block-dialog.tsx";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { selectorAnalytics } from "../../ui/selector-analytics.ts";
import { useSite } from "../../ui/site-context.tsx";

/**
 * Select your vehicle to update (002 §2.10, §3.12, §4.6): vehicle and model-year dropdowns with
 * Show and Clear, the result line, the cards of the matching sub-block groups (each opening a
 * modal) and 'view all'. The server renders every card (the first six shown), so the first view
 * needs no script; the dropdowns work once hydrated.
 */
export default function SelectYourVehicleToUpdate({
  block,
}: BlockProps<"lrdx-select-your-vehicle-to-update">) {
  const f = block.fields;
  const cards = block.groups;
  const mapper = f.subblocks_mapper;
  const { numberLocale } = useSite();
  const years = Object.fromEntries(mapper.dropdowns.map((d) => [d.key, d.children]));
  const [snapshot, send] = useMachine(selectVehicleUpdateMachine, { input: { years } });
  const [isEnhanced, setEnhanced] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);
  const cardButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusNext = useRef<"result" | number | null>(null);
  const id = useId();
  const { parent, child, applied, isExpanded, modal } = snapshot.context;
  const matching = matchingCards(cards, mapper.subblocks_groups, applied);
  const visible = isExpanded ? matching : matching.slice(0, CARDS_BEFORE_VIEW_ALL);
  const parentLabel =
    mapper.dropdowns.find((d) => d.key === applied?.parent)?.label ?? f.parent_all_items_label;
  const childLabel = applied?.child ? applied.child : f.child_all_items_label;
  const line = resultLine({
    template: f.result_text_label,
    amount: matching.length,
    parent: parentLabel,
    child: childLabel,
    locale: numberLocale,
  });
  const open = modal === null ? undefined : cards[modal];

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === "result") result.current?.focus();
    else if (typeof next === "number") cardButtons.current[next]?.focus();
  });

  const analytics = selectorAnalytics("select_vehicle_to_update");

  return (
    <section
      className={`svu ${f.section_class}`.trim()}
      aria-labelledby={f.heading ? `${id}-heading` : undefined}
      aria-label={f.heading ? undefined : f.parent_dropdown_label}
    >
      {f.heading ? (
        <div id={`${id}-heading`}>
          <Heading tag={f.header_tag} size="l">
            {f.heading}
          </Heading>
        </div>
      ) : null}
      <form
        className="svu__form"
        onSubmit={(event) => {
          event.preventDefault();
          focusNext.current = "result";
          send({ type: "SHOW" });
          analytics("select", [parent, child].filter(Boolean).join(" "));
        }}
      >
        <fieldset className="svu__fieldset">
          <legend className="visually-hidden">{f.heading || f.parent_dropdown_label}</legend>
          <label className="svu__field">
            <span className="svu__label">{f.parent_dropdown_label}</span>
            <select
              className="svu__select"
              value={parent}
              disabled={!isEnhanced}
              onChange={(event) => send({ type: "PARENT", key: event.target.value })}
            >
              <option value="">{f.parent_dropdown_placeholder || f.parent_all_items_label}</option>
              {mapper.dropdowns.map((d) => (
                <option key={d.key} value={d.key}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
          <label className="svu__field">
            <span className="svu__label">{f.child_dropdown_label}</span>
            <select
              className="svu__select"
              value={child}
              disabled={!isEnhanced || parent === ""}
              onChange={(event) => send({ type: "CHILD", key: event.target.value })}
            >
              <option value="">{f.child_dropdown_placeholder || f.child_all_items_label}</option>
              {childrenOf(mapper.dropdowns, parent).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </label>
          <div className="svu__buttons">
            <button type="submit" className="cta cta--primary svu__show" disabled={!isEnhanced}>
              {f.button_text}
            </button>
            <button
              type="button"
              className="cta cta--secondary svu__clear"
              disabled={!isEnhanced}
              onClick={() => {
                focusNext.current = "result";
                send({ type: "CLEAR" });
                analytics("clear");
              }}
            >
              {f.clear_text}
            </button>
          </div>
        </fieldset>
        {f.info_text_below ? <p className="svu__info">{f.info_text_below}</p> : null}
      </form>
      <div className="svu__results">
        {f.result_text ? <h3 className="svu__results-title">{f.result_text}</h3> : null}
        <p ref={result} className="svu__result-line" role="status" tabIndex={-1}>
          {line}
        </p>
        <ul className={`svu__cards ${f.subgroups_bg_theme}`}>
          {visible.map((i) => {
            const card = cards[i];
            if (!card) return null;
            return (
              <li key={i} className="svu__card">
                <h4 className="svu__card-title">{card.modal_title}</h4>
                <button
                  ref={(el) => {
                    cardButtons.current[i] = el;
                  }}
                  type="button"
                  className="cta cta--secondary cta--small svu__card-button"
                  aria-haspopup="dialog"
                  disabled={!isEnhanced}
                  onClick={() => send({ type: "OPEN_MODAL", card: i })}
                >
                  {card.button_text}
                </button>
                {/* Without script the button cannot open the modal: its text and link show here. */}
                <noscript>
                  {card.modal_description ? (
                    <p className="svu__dialog-text">{card.modal_description}</p>
                  ) : null}
                  <Cta link={card.modal_button} className="svu__dialog-cta" />
                </noscript>
              </li>
            );
          })}
        </ul>
        {f.view_all_link_text ? (
          <button
            type="button"
            className="svu__view-all"
            hidden={isExpanded || matching.length <= visible.length}
            disabled={!isEnhanced}
            onClick={() => {
              send({ type: "VIEW_ALL" });
              analytics("view_all");
            }}
          >
            {f.view_all_link_text}
          </button>
        ) : null}
      </div>
      <BlockDialog
        isOpen={open !== undefined}
        onClose={() => {
          if (modal === null) return;
          focusNext.current = modal;
          send({ type: "CLOSE_MODAL" });
        }}
        title={open?.modal_title}
        className="svu__dialog"
      >
        {open?.modal_description ? (
          <p className="svu__dialog-text">{open.modal_description}</p>
        ) : null}
        {open ? <Cta link={open.modal_button} className="svu__dialog-cta" /> : null}
      </BlockDialog>
    </section>
  );
}
