import type { ReactNode } from "react";
import type {
  FinanceSections,
  ShowroomContentItem,
  ShowroomSection,
} from "../../runtime/core/stock/showroom-content.ts";
import { FormLink } from "../ui/form-link.tsx";
import { useSite } from "../ui/site-context.tsx";
import { htmlInLanguage } from "./page-language.ts";

export interface FinanceTexts {
  heading: string;
  cash: string;
  lease: string;
  subscription: string;
  additional: string;
  more: string;
  form: string;
  close: string;
  option: string;
  duration: string;
  mileage: string;
}

/** A popup on the popover API: opened by its button, closed by Escape, a click outside or ✕. */
export function Popup({
  id,
  title,
  closeLabel,
  children,
}: {
  id: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="showroom-popup"
    >
      <div className="showroom-popup__head">
        <h2 id={`${id}-title`} className="heading heading--s">
          {title}
        </h2>
        <button
          type="button"
          className="showroom-popup__close"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={closeLabel}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="showroom-popup__body">{children}</div>
    </div>
  );
}

/** One content item: HTML (sanitised on the server; the page's language's paragraphs when it is
 * written in several), the options table, a form link; a calculator item stands where the
 * page's calculator is drawn (`calculator`). */
function ContentItem({
  item,
  texts,
  calculator,
  hiddenFields,
}: {
  item: ShowroomContentItem;
  texts: FinanceTexts;
  calculator: ReactNode;
  hiddenFields: Readonly<Record<string, string>>;
}) {
  const { lang } = useSite();
  switch (item.type) {
    case "html":
      return (
        <div className="rich-text showroom-content__html">
          {item.title ? <h4 className="heading heading--xs">{item.title}</h4> : null}
          <div dangerouslySetInnerHTML={{ __html: htmlInLanguage(item.html, lang) }} />
        </div>
      );
    case "calculator":
      return calculator ?? null;
    case "finance_options_table": {
      const has = (key: string) => item.options.some((o) => o.details.some((d) => d.key === key));
      const detail = (o: (typeof item.options)[number], key: string) =>
        o.details.find((d) => d.key === key)?.value ?? "";
      const columns = ["duration", "mileage"].filter(has) as ("duration" | "mileage")[];
      return (
        <div className="showroom-content__table">
          <table>
            {item.title ? <caption>{item.title}</caption> : null}
            <thead>
              <tr>
                <th scope="col">{texts.option}</th>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {texts[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {item.options.map((o) => (
                <tr key={o.label}>
                  <th scope="row">
                    {o.label}
                    {o.description ? <small>{o.description}</small> : null}
                  </th>
                  {columns.map((c) => (
                    <td key={c}>
                      <bdi>{detail(o, c)}</bdi>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case "form":
      return (
        <FormLink formId={item.formId} hiddenFields={hiddenFields} className="cta cta--secondary">
          {item.title || texts.form}
        </FormLink>
      );
  }
}

function Items({
  items,
  ...rest
}: {
  items: readonly ShowroomContentItem[];
  texts: FinanceTexts;
  calculator: ReactNode;
  hiddenFields: Readonly<Record<string, string>>;
}) {
  return (
    <div className="showroom-content">
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the config's order, never reordered
        <ContentItem key={i} item={item} {...rest} />
      ))}
    </div>
  );
}

/**
 * The finance sections (001 §5: shown only when valid): each an accordion (a native <details>:
 * keyboard and screen readers for free), its popup content behind a button, its modal content
 * (title, content, bottom title) in the same popup.
 */
export function FinanceContent({
  sections,
  texts,
  calculator,
  hiddenFields,
}: {
  sections: FinanceSections;
  texts: FinanceTexts;
  /** The mini calculator, drawn in the lease accordion where it has a calculator item. */
  calculator: ReactNode;
  hiddenFields: Readonly<Record<string, string>>;
}) {
  const shown: { key: string; label: string; section: ShowroomSection; isOpen: boolean }[] = [];
  if (sections.cash)
    shown.push({ key: "cash", label: texts.cash, section: sections.cash, isOpen: true });
  const lease = sections.leaseAccordion ?? sections.leasePopup;
  if (lease) {
    const merged: ShowroomSection = {
      ...lease,
      accordion: sections.leaseAccordion?.accordion ?? [],
      popup: sections.leasePopup?.popup ?? [],
      modal: sections.leasePopup?.modal ?? lease.modal,
    };
    shown.push({ key: "lease", label: texts.lease, section: merged, isOpen: false });
  }
  if (sections.subscription)
    shown.push({
      key: "subscription",
      label: texts.subscription,
      section: sections.subscription,
      isOpen: false,
    });
  if (sections.additional)
    shown.push({
      key: "additional",
      label: texts.additional,
      section: sections.additional,
      isOpen: false,
    });
  if (shown.length === 0) return null;
  return (
    <section className="showroom-section showroom-finance" aria-labelledby="showroom-finance-h">
      <h2 id="showroom-finance-h" className="heading heading--m">
        {texts.heading}
      </h2>
      {shown.map(({ key, label, section, isOpen }) => {
        const popupId = `showroom-popup-${key}`;
        const hasPopup =
          section.popup.some((i) => i.type !== "calculator") || section.modal.content.length > 0;
        return (
          <details
            key={key}
            className="showroom-accordion"
            data-finance={key}
            open={isOpen || undefined}
          >
            <summary>{section.title || label}</summary>
            <Items
              items={section.accordion}
              texts={texts}
              calculator={key === "lease" ? calculator : null}
              hiddenFields={hiddenFields}
            />
            {hasPopup ? (
              <>
                <button type="button" className="cta cta--tertiary" popoverTarget={popupId}>
                  {texts.more}
                </button>
                <Popup
                  id={popupId}
                  title={section.modal.title || section.title || label}
                  closeLabel={texts.close}
                >
                  <Items
                    items={[...section.popup, ...section.modal.content]}
                    texts={texts}
                    calculator={null}
                    hiddenFields={hiddenFields}
                  />
                  {section.modal.titleBottom ? (
                    <p className="showroom-popup__bottom">{section.modal.titleBottom}</p>
                  ) : null}
                </Popup>
              </>
            ) : null}
          </details>
        );
      })}
    </section>
  );
}
