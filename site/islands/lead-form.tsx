import { hydrateRoot } from "react-dom/client";
import { leadFormPropsId, leadFormViewId } from "../forms/field-ids.ts";
import type { LeadFormSlotProps } from "../forms/form-slot.tsx";
import type { LeadFormView } from "../forms/form-view.ts";
import { LeadForm } from "../forms/lead-form.tsx";

/**
 * The lead-form island: hydrates one server-rendered form (site/forms/form-slot.tsx) with the
 * props the server wrote beside it and its form's view, written once on the page for every slot
 * of that form. Loaded by site/forms/watch-lead-forms.ts when a form nears the viewport or is
 * first touched; `onReady` runs once the form answers to the visitor.
 */
export function hydrateLeadForm(slot: HTMLElement, onReady: () => void): void {
  const prefix = slot.dataset.leadForm ?? "";
  const text = document.getElementById(leadFormPropsId(prefix))?.textContent;
  if (!text) return;
  const { formId, ...props } = JSON.parse(text) as LeadFormSlotProps;
  const viewText = document.getElementById(leadFormViewId(formId))?.textContent;
  if (!viewText) return;
  const view = JSON.parse(viewText) as LeadFormView;
  hydrateRoot(
    slot,
    <LeadForm
      {...props}
      view={view}
      onReady={() => {
        slot.dataset.hydrated = "true";
        onReady();
      }}
    />,
    { identifierPrefix: `${prefix}-` },
  );
}
