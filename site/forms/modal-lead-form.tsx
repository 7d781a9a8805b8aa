import { useEffect, useState } from "react";
import type { LeadFormView } from "./form-view.ts";
import { LeadForm } from "./lead-form.tsx";
import { loadLeadFormView } from "./load-view.ts";
import type { LeadFormTexts } from "./texts.ts";

export interface ModalLeadFormProps {
  formId: string;
  /** double_column lays the fields in two columns from 741 px. */
  layout: string;
  hiddenFields: Readonly<Record<string, string>>;
  texts: LeadFormTexts;
  /** Unique on the page for each opening: the form's element ids start with it. */
  idPrefix: string;
}

/**
 * The modal form's content (site/shell/modal-form.tsx), loaded when a form link is first
 * followed: the form read from the forms service, then the visitor's form itself.
 */
export function ModalLeadForm({
  formId,
  layout,
  hiddenFields,
  texts,
  idPrefix,
}: ModalLeadFormProps) {
  const [view, setView] = useState<LeadFormView | null | "loading">("loading");
  useEffect(() => {
    let isCurrent = true;
    setView("loading");
    const lang = document.documentElement.lang || "ar";
    void loadLeadFormView({ formId, lang, texts }).then((v) => {
      if (isCurrent) setView(v);
    });
    return () => {
      isCurrent = false;
    };
  }, [formId, texts]);
  if (view === "loading")
    return (
      <p className="lead-form-status" role="status">
        {texts.loading}
      </p>
    );
  if (view === null)
    return (
      <p className="lead-form-status" role="alert">
        {texts.loadFailed}
      </p>
    );
  return (
    <LeadForm
      view={view}
      idPrefix={idPrefix}
      twoColumns={layout === "double_column"}
      hiddenFields={hiddenFields}
      dynamicValues={{}}
      buttonPosition="right"
      buttonColor="primary"
      hasButtonMargin={true}
    />
  );
}
