import { useMachine } from "@xstate/react";
import { useEffect, useId, useRef, useState } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { infotainmentSelectorMachine } from "../../../machines/infotainment-selector-machine.ts";
import { vehicleTitle } from "../../../runtime/core/vehicle-selectors.ts";
import { Icon } from "../../ui/icon.tsx";
import { OptionSelect } from "../../ui/option-select.tsx";
import { pushSelectorEvent } from "../../ui/selector-analytics.ts";

/** The panels the page renderer put after block `index`: each option's blocks (x-tabs). */
function panelsOf(index: number): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[data-tabs-owner="b${index}"]`)];
}

/**
 * Infotainment System Selector (002 §2.10, §4.6): 'SELECT YOUR VEHICLE' and 'Show me', then
 * 'Your vehicle {selectedOption}' with a back button to the dropdown. Each option owns its
 * blocks_count following blocks (the page renderer's tab panels); once an option is shown only its
 * panel shows. Before a choice every panel shows, as on the server.
 */
export default function InfotainmentSystemSelector({
  block,
  index,
}: BlockProps<"lrdx-infotainment-system-selector">) {
  const f = block.fields;
  const options = block.groups;
  const [snapshot, send] = useMachine(infotainmentSelectorMachine, {
    input: { count: options.length },
  });
  const [isEnhanced, setEnhanced] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const focusNext = useRef<"title" | "select" | null>(null);
  const id = useId();
  const isShown = snapshot.matches("shown");
  const { draft, shown } = snapshot.context;
  const shownLabel = shown === null ? "" : (options[shown]?.option_label ?? "");

  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (!isEnhanced) return;
    for (const panel of panelsOf(index)) {
      panel.setAttribute("role", "region");
      const option = options[Number(panel.dataset.tab)];
      if (option) panel.setAttribute("aria-label", option.option_label);
      panel.hidden = shown !== null && Number(panel.dataset.tab) !== shown;
    }
  }, [isEnhanced, index, options, shown]);

  useEffect(() => {
    if (focusNext.current === "title") title.current?.focus();
    if (focusNext.current === "select") select.current?.focus();
    focusNext.current = null;
  });

  return (
    <section className="iss" aria-labelledby={isShown ? `${id}-title` : `${id}-heading`}>
      {/* Both views are drawn by the server; the one not in use is hidden. */}
      <div className="iss__chosen" hidden={!isShown}>
        <h2 id={`${id}-title`} ref={title} className="iss__title" tabIndex={-1}>
          {vehicleTitle(f.model_title, shownLabel)}
        </h2>
        <button
          type="button"
          className="cta cta--secondary iss__back"
          onClick={() => {
            focusNext.current = "select";
            send({ type: "BACK" });
            pushSelectorEvent({ selector: "infotainment", action: "back", option: shownLabel });
          }}
        >
          <Icon name={f.back_icon} className="iss__back-icon" />
          <span>{f.back_button_label}</span>
        </button>
      </div>
      <form
        className="iss__form"
        hidden={isShown}
        onSubmit={(event) => {
          event.preventDefault();
          if (draft === null) return;
          focusNext.current = "title";
          send({ type: "SHOW" });
          pushSelectorEvent({
            selector: "infotainment",
            action: "select",
            option: options[draft]?.option_label ?? "",
          });
        }}
      >
        <h2 id={`${id}-heading`} className="iss__heading">
          {f.modal_title || f.dropdown_label}
        </h2>
        {f.modal_text ? <p className="iss__text">{f.modal_text}</p> : null}
        <fieldset className="iss__fieldset">
          <legend id={`${id}-legend`} className="iss__legend">
            {f.dropdown_label}
          </legend>
          <div className="iss__row">
            <OptionSelect
              selectRef={select}
              className="iss__select"
              labelledBy={`${id}-legend`}
              draft={draft}
              disabled={!isEnhanced}
              emptyLabel={f.dropdown_default}
              labels={options.map((o) => o.option_label)}
              onPick={(option) => send({ type: "PICK", option })}
            />
            <button type="submit" className="cta cta--primary iss__show" disabled={draft === null}>
              {f.button_label}
            </button>
          </div>
        </fieldset>
      </form>
      <p className="visually-hidden" role="status">
        {isShown ? vehicleTitle(f.model_title, shownLabel) : ""}
      </p>
    </section>
  );
}
