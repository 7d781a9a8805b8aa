import type { ReactNode } from "react";

/**
 * A link that opens a form of the forms service in the modal form (site/shell/modal-form.tsx):
 * `#form-<id>` with the form's id, layout and hidden fields as data attributes. Cta renders form
 * links with it, and the form slot its fallback, without the page's content rules (islands do
 * not load them).
 */
export function FormLink(props: {
  formId: string;
  layout?: string;
  hiddenFields?: Readonly<Record<string, string>>;
  className: string;
  target?: string;
  rel?: string;
  children: ReactNode;
}) {
  const id = props.formId || "1";
  const hidden = props.hiddenFields ?? {};
  return (
    <a
      className={props.className}
      href={`#form-${encodeURIComponent(id)}`}
      target={props.target}
      rel={props.rel}
      data-link-type="form"
      data-form-id={id}
      data-form-layout={props.layout ? props.layout : undefined}
      data-hidden-fields={Object.keys(hidden).length > 0 ? JSON.stringify(hidden) : undefined}
    >
      {props.children}
    </a>
  );
}
