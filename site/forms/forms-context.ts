import { type ComponentType, createContext } from "react";
import type { LeadFormView } from "./form-view.ts";
import type { LeadFormProps } from "./lead-form.tsx";

/**
 * The forms the page's blocks name, read by the server before it renders
 * (runtime/features/forms/page-data.ts): each form id's view, or null when there is no such public form,
 * and the form component (handed by the server, so that a block island's bundle never carries
 * it: in the browser the form is its own island's). Absent (the browser, the editor's preview,
 * the render tests): a FormSlot keeps what the server put in its slot, or shows the link that
 * opens the form in the modal.
 */
export interface PageForms {
  views: Readonly<Record<string, LeadFormView | null>>;
  Form: ComponentType<LeadFormProps>;
}

export const FormsContext = createContext<PageForms | null>(null);
