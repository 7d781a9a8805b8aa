import { useMachine } from "@xstate/react";
import { useEffect, useId, useRef, useState } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { dropdownSectionsSelectorMachine } from "../../../machines/dropdown-sections-selector-machine.ts";
import { governedBlockIds, hiddenBlockIds } from "../../../runtime/core/vehicle-selectors.ts";
import { BlockDialog } from "../../ui/block-dialog.tsx";
import { OptionSelect } from "../../ui/option-select.tsx";
import { pushSelectorEvent } from "../../ui/selector-analytics.ts";

/**
 * The frames of the blocks this selector governs: those named in any option (by block_scroll_id,
 * whose anchor `#rdx-{id}` sits in the block's frame) that come after the selector's own frame.
 */
function governedFrames(root: HTMLElement, ids: readonly string[]): Map<string, HTMLElement> {
  const own = root.closest<HTMLElement>("[data-template]") ?? root;
  const frames = new Map<string, HTMLElement>();
  for (const id of ids) {
    const frame = document.getElementById(`rdx-${id}`)?.closest<HTMLElement>("[data-template]");
    if (!frame || frame === own) continue;
    if (own.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING)
      frames.set(id, frame);
  }
  return frames;
}

/**
 * Dropdown Sections Selector (002 §2.10, §4.6): a bar whose button opens the selection dialog
 * (modal_title, modal_text, the dropdown, 'Show me'); once chosen, 'Your selection: {option}'
 * with Edit and Clear, and the governed blocks the option does not list are hidden. Rendered on
 * the server as the bar with every block shown; the button works once hydrated.
 */
export default function DropdownSectionsSelector({
  block,
}: BlockProps<"lrdx-dropdown-sections-selector">) {
  const f = block.fields;
  const options = block.groups;
  const [snapshot, send] = useMachine(dropdownSectionsSelectorMachine, {
    input: { count: options.length },
  });
  const [isEnhanced, setEnhanced] = useState(false);
  const root = useRef<HTMLElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<"summary" | "open" | null>(null);
  const id = useId();
  const state = String(snapshot.value);
  const isDialogOpen = state === "prompting" || state === "editing";
  const { draft, selected } = snapshot.context;
  const chosen = selected === null ? undefined : options[selected];

  useEffect(() => setEnhanced(true), []);

  // The dialog (open while choosing) starts on its dropdown.
  useEffect(() => {
    if (isDialogOpen) select.current?.focus();
  }, [isDialogOpen]);

  // The governed blocks: hidden when the chosen option does not list them, shown again on Clear.
  useEffect(() => {
    if (!isEnhanced || !root.current) return;
    const frames = governedFrames(root.current, governedBlockIds(options));
    const hidden = new Set(hiddenBlockIds(options, selected));
    for (const [blockId, frame] of frames) frame.hidden = hidden.has(blockId);
  }, [isEnhanced, options, selected]);

  useEffect(() => {
    if (focusNext.current === "summary") summary.current?.focus();
    if (focusNext.current === "open") openButton.current?.focus();
    focusNext.current = null;
  });

  const show = () => {
    if (draft === null) return;
    focusNext.current = "summary";
    send({ type: "SHOW" });
    pushSelectorEvent({
      selector: "dropdown_sections",
      action: state === "editing" ? "edit" : "select",
      option: options[draft]?.option_label ?? "",
    });
  };
  const clear = () => {
    focusNext.current = "open";
    send({ type: "CLEAR" });
    pushSelectorEvent({ selector: "dropdown_sections", action: "clear" });
  };

  return (
    <section ref={root} className="dss" aria-labelledby={`${id}-title`}>
      <div className="dss__bar">
        {chosen === undefined ? (
          <>
            <div className="dss__prompt">
              <h2 id={`${id}-title`} className="dss__title">
                {f.modal_title}
              </h2>
              <p className="dss__text">{f.modal_text}</p>
            </div>
            <button
              ref={openButton}
              type="button"
              className="cta cta--primary dss__open"
              aria-haspopup="dialog"
              disabled={!isEnhanced || options.length === 0}
              onClick={() => send({ type: "OPEN" })}
            >
              {f.dropdown_default}
            </button>
          </>
        ) : (
          <h2 id={`${id}-title`} className="visually-hidden">
            {f.modal_title}
          </h2>
        )}
        {/* The choice and its buttons: drawn by the server too, hidden until an option is shown. */}
        <p ref={summary} className="dss__summary" tabIndex={-1} hidden={chosen === undefined}>
          {f.selection_text}: <strong>{chosen?.option_label}</strong>
        </p>
        <div className="dss__actions" hidden={chosen === undefined}>
          <button
            type="button"
            className="cta cta--secondary dss__edit"
            aria-haspopup="dialog"
            onClick={() => send({ type: "EDIT" })}
          >
            {f.edit_text}
          </button>
          <button type="button" className="cta cta--secondary dss__clear" onClick={clear}>
            {f.clear_text}
          </button>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {chosen === undefined ? "" : `${f.selection_text}: ${chosen.option_label}`}
      </p>
      <BlockDialog
        isOpen={isDialogOpen}
        onClose={() => send({ type: "CANCEL" })}
        title={f.modal_title}
        className="dss__dialog"
      >
        <p className="dss__text">{f.modal_text}</p>
        <form
          className="dss__form"
          onSubmit={(event) => {
            event.preventDefault();
            show();
          }}
        >
          <fieldset className="dss__fieldset">
            <legend id={`${id}-legend`} className="dss__legend">
              {f.dropdown_label}
            </legend>
            <OptionSelect
              selectRef={select}
              className="dss__select"
              labelledBy={`${id}-legend`}
              draft={draft}
              emptyLabel={f.dropdown_default}
              labels={options.map((o) => o.option_label)}
              onPick={(option) => send({ type: "PICK", option })}
            />
          </fieldset>
          <button type="submit" className="cta cta--primary dss__show" disabled={draft === null}>
            {f.button_label}
          </button>
        </form>
      </BlockDialog>
    </section>
  );
}
