import { hydrateRoot } from "react-dom/client";
import { leadFormPropsId } from "../forms/field-ids.ts";
import { LeadForm, type LeadFormProps } from "../forms/lead-form.tsx";

/**
 * The lead-form island: hydrates one server-rendered form (site/forms/form-slot.tsx) with the
 * props the server wrote beside it. Loaded by site/forms/watch-lead-forms.ts when a form nears
 * the viewport or is first touched; `onReady` runs once the form answers to the visitor.
 */
export function hydrateLeadForm(slot: HTMLElement, onReady: () => void): void {
  const prefix = slot.dataset.leadForm ?? "";
  const text = document.getElementById(leadFormPropsId(prefix))?.textContent;
  if (!text) return;
  const props = JSON.parse(text) as LeadFormProps;
  hydrateRoot(
    slot,
    <LeadForm
      {...props}
      onReady={() => {
        slot.dataset.hydrated = "true";
        onReady();
      }}
    />,
    { identifierPrefix: `${prefix}-` },
  );
}
