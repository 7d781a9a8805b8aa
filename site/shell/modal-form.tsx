import { lazy, Suspense, useEffect, useState } from "react";
import { stringRecordOf } from "../forms/lead-values.ts";
import type { ModalsPartProps } from "../islands/shell.tsx";
import { Modal } from "./modal.tsx";

/** The form itself, loaded the first time a form link is followed (site/forms/modal-lead-form.tsx). */
const ModalLeadForm = lazy(() =>
  import("../forms/modal-lead-form.tsx").then((m) => ({ default: m.ModalLeadForm })),
);

/**
 * The modal form (browser only: a shell island). A click on a form link (a Link / CTA of type
 * form: `<a href="#form-<id>" data-link-type="form" data-form-id data-form-layout
 * data-hidden-fields>`, site/ui/cta.tsx), or arriving at `#form-<id>`, opens the form in a modal
 * with its title (`data-form-title`, else the link's text), its layout (double_column lays the
 * fields in two columns) and its hidden fields: the visitor's form (site/forms/lead-form.tsx),
 * read from the forms service when it opens. Each opening is a new form (a new submission).
 */

export interface FormRequest {
  formId: string;
  title: string;
  layout: string;
  hiddenFields: Record<string, string>;
}

export function formRequestOf(link: HTMLAnchorElement): FormRequest | null {
  const fromHash = /^#form-(.+)$/.exec(link.hash)?.[1];
  const formId = link.dataset.formId ?? (fromHash ? decodeURIComponent(fromHash) : "");
  if (formId === "") return null;
  return {
    formId,
    title: link.dataset.formTitle ?? link.textContent?.trim() ?? "",
    layout: link.dataset.formLayout ?? "",
    hiddenFields: stringRecordOf(link.dataset.hiddenFields),
  };
}

export function ModalForm({ texts }: { texts: ModalsPartProps["texts"] }) {
  const [form, setForm] = useState<FormRequest | null>(null);
  // Each opening renders a new form: its ids and its submission key are its own.
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    const open = (request: FormRequest) => {
      setOpening((n) => n + 1);
      setForm(request);
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || !(e.target instanceof Element)) return;
      const link = e.target.closest<HTMLAnchorElement>(
        'a[data-link-type="form"], a[href^="#form-"]',
      );
      const request = link ? formRequestOf(link) : null;
      if (!request) return;
      e.preventDefault();
      open(request);
    };
    const id = /^#form-(.+)$/.exec(window.location.hash)?.[1];
    if (id) open({ formId: decodeURIComponent(id), title: "", layout: "", hiddenFields: {} });
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return (
    <Modal
      isOpen={form !== null}
      onClose={() => setForm(null)}
      title={form?.title || texts.formTitle}
      closeLabel={texts.close}
      className={`modal-form${form?.layout === "double_column" ? " modal-form--two-columns" : ""}`}
    >
      {form ? (
        <Suspense
          fallback={
            <p className="lead-form-status" role="status">
              {texts.leadForm.loading}
            </p>
          }
        >
          <ModalLeadForm
            key={opening}
            formId={form.formId}
            layout={form.layout}
            hiddenFields={form.hiddenFields}
            texts={texts.leadForm}
            idPrefix={`modal-form-${opening}`}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
