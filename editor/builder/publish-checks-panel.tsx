import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { PageChecksDocument } from "../../generated/types.ts";
import { blockLabelOf } from "../../runtime/core/publish-checks.ts";
import { call } from "../api.ts";
import "./publish-checks-panel.css";

/*
 * The checks before publishing, beside the publish button: a count (errors, then warnings) that
 * opens the list, each finding naming its block (Arabic name and position) and field (Arabic
 * label) with a button that opens the block and puts the cursor in the field. The server computes
 * them on the saved draft (GET /api/cms/pages/:id/checks) and refuses a publish on an error;
 * unsaved changes are checked once saved, and the list says so.
 */

type PageCheck = PageChecksDocument["data"]["checks"][number];
type Language = "ar" | "en";

/** The builder's language: English when the document says so, else Arabic. */
function editorLanguage(): Language {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang.toLowerCase().startsWith("en") ? "en" : "ar";
}

const ar = {
  button: "فحوص النشر",
  errors: (n: string) => `${n} ${n === "1" || n === "١" ? "خطأ" : "أخطاء"}`,
  warnings: (n: string) => `${n} ${n === "1" || n === "١" ? "تنبيه" : "تنبيهات"}`,
  allClear: "لا مشكلات",
  title: "فحوص قبل النشر",
  intro: "الأخطاء تمنع النشر، والتنبيهات لا تمنعه.",
  unsaved: "تُفحص آخر نسخة محفوظة: احفظ المسودة لفحص تغييراتك الأخيرة.",
  loading: "جارٍ الفحص…",
  failed: "تعذّر إجراء الفحوص.",
  none: "لم تجد الفحوص أي مشكلة: الصفحة جاهزة للنشر.",
  error: "خطأ",
  warning: "تنبيه",
  page: "الصفحة كلها",
  block: (position: string, name: string) => `الكتلة ${position}: ${name}`,
  field: "الحقل",
  goTo: "انتقل إلى الحقل",
  goToBlock: "افتح الكتلة",
  override: "نشر رغم الأخطاء",
  overrideConfirm:
    "ستُنشر الصفحة رغم أخطاء الفحص، ويُسجَّل ذلك في سجل التدقيق مع الأخطاء. هل تريد المتابعة؟",
  close: "إغلاق",
  message: (c: PageCheck): string => c.message,
};

type Texts = typeof ar;

const EN_MESSAGES: Readonly<Record<PageCheck["code"], (c: PageCheck) => string>> = {
  no_h1: () => "The page has no main heading (H1): make the hero's heading level H1.",
  many_h1: (c) => `The page has ${c.value ?? ""} main headings (H1): it must have exactly one.`,
  image_alt: (c) =>
    `The picture “${c.fieldLabel ?? ""}” has no alternative text for screen readers.`,
  link_missing: (c) =>
    `The link “${c.fieldLabel ?? ""}” leads to a page that does not exist: ${c.value ?? ""}`,
  link_unpublished: (c) =>
    `The link “${c.fieldLabel ?? ""}” leads to a page that is not published: ${c.value ?? ""}`,
  required_empty: (c) => `The field “${c.fieldLabel ?? ""}” is required and empty.`,
  form_missing: (c) => `The block shows no form: form ${c.value ?? ""} does not exist.`,
  schedule_past: () => "Every period of this block's schedule has ended: visitors will not see it.",
};

const en: Texts = {
  button: "Publish checks",
  errors: (n) => `${n} ${n === "1" ? "error" : "errors"}`,
  warnings: (n) => `${n} ${n === "1" ? "warning" : "warnings"}`,
  allClear: "No problems",
  title: "Checks before publishing",
  intro: "Errors stop publishing; warnings do not.",
  unsaved: "The last saved version is checked: save the draft to check your latest changes.",
  loading: "Checking…",
  failed: "The checks could not run.",
  none: "The checks found no problem: the page is ready to publish.",
  error: "Error",
  warning: "Warning",
  page: "The whole page",
  block: (position, name) => `Block ${position}: ${name}`,
  field: "Field",
  goTo: "Go to the field",
  goToBlock: "Open the block",
  override: "Publish despite the errors",
  overrideConfirm:
    "The page will be published despite the errors, and the audit log will record it with the errors. Continue?",
  close: "Close",
  message: (c) => EN_MESSAGES[c.code](c),
};

const TEXTS: Readonly<Record<Language, Texts>> = { ar, en };

/** The query of a page's checks at a revision: a save (a new revision) checks again. */
export const pageChecksQuery = (pageId: number, revision: number) => ({
  queryKey: ["cms-page-checks", pageId, revision],
  queryFn: async () => (await call("getPageChecks", { params: { id: pageId } })).data,
});

/**
 * Where a check leads: its block by position and its field's pointer (a picture's alternative
 * text is the picture's `alt`), for the builder's `openBlockField`.
 */
export function checkTarget(check: Pick<PageCheck, "block" | "pointer" | "code">) {
  const pointer =
    check.code === "image_alt" && check.pointer ? `${check.pointer}/alt` : check.pointer;
  return { index: check.block ?? 0, ...(pointer ? { pointer } : {}) };
}

/**
 * The count beside the publish button and the list it opens. `canOverride`: an admin, who may
 * publish past the errors after confirming (`onOverride`, absent where the builder cannot).
 */
export function PublishChecksPanel({
  pageId,
  revision,
  templates,
  isDirty,
  canOverride = false,
  onOverride,
  onOpenField,
}: {
  pageId: number;
  revision: number;
  /** The template key of each block of the saved page, by position, for the blocks' names. */
  templates?: readonly string[];
  isDirty: boolean;
  canOverride?: boolean;
  onOverride?: () => void;
  /** Opens a block and focuses one of its fields (the builder's `openBlockField`). */
  onOpenField: (target: { index: number; pointer?: string }) => void;
}) {
  const lang = editorLanguage();
  const t = TEXTS[lang];
  const format = (n: number) => new Intl.NumberFormat(lang).format(n);
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const checks = useQuery(pageChecksQuery(pageId, revision));
  const list = checks.data?.checks ?? [];
  const errors = list.filter((c) => c.severity === "error").length;
  const warnings = list.length - errors;
  const summary =
    checks.data === undefined
      ? checks.isError
        ? t.failed
        : t.loading
      : list.length === 0
        ? t.allClear
        : [
            errors > 0 ? t.errors(format(errors)) : "",
            warnings > 0 ? t.warnings(format(warnings)) : "",
          ]
            .filter(Boolean)
            .join("، ");
  const tone = errors > 0 ? "error" : warnings > 0 ? "warning" : "ok";
  const blockName = (c: PageCheck) =>
    c.block === null
      ? t.page
      : t.block(format(c.block + 1), blockLabelOf(c.template ?? templates?.[c.block] ?? ""));
  return (
    <div className="ed-checks">
      <button
        type="button"
        className={`ed-button ed-button--small ed-checks__toggle ed-checks__toggle--${tone}`}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        {t.button}
        <span className={`ed-badge ed-checks__count ed-checks__count--${tone}`}>{summary}</span>
      </button>
      {isOpen ? (
        <section
          id={panelId}
          className="ed-checks__panel"
          aria-labelledby={headingId}
          onKeyDown={(event) => {
            if (event.key === "Escape") setOpen(false);
          }}
        >
          <div className="ed-checks__head">
            <h2 id={headingId} className="ed-checks__title">
              {t.title}
            </h2>
            <button
              type="button"
              className="ed-button ed-button--quiet ed-button--small"
              onClick={() => setOpen(false)}
            >
              {t.close}
            </button>
          </div>
          <p className="ed-checks__note">{t.intro}</p>
          {isDirty ? <p className="ed-checks__note ed-checks__note--unsaved">{t.unsaved}</p> : null}
          {checks.data === undefined ? (
            <p role="status">{checks.isError ? t.failed : t.loading}</p>
          ) : list.length === 0 ? (
            <p role="status" className="ed-checks__none">
              {t.none}
            </p>
          ) : (
            <ul className="ed-checks__list">
              {list.map((c, i) => (
                <li
                  // Findings have no identity of their own: their order is the server's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  className={`ed-checks__item ed-checks__item--${c.severity}`}
                >
                  <span className={`ed-badge ed-checks__severity--${c.severity}`}>
                    {c.severity === "error" ? t.error : t.warning}
                  </span>
                  <span className="ed-checks__where">
                    {blockName(c)}
                    {c.fieldLabel ? (
                      <>
                        {" · "}
                        {t.field} «{c.fieldLabel}»
                      </>
                    ) : null}
                  </span>
                  <span className="ed-checks__message">{t.message(c)}</span>
                  {c.block !== null ? (
                    <button
                      type="button"
                      className="ed-button ed-button--small ed-checks__go"
                      onClick={() => onOpenField(checkTarget(c))}
                    >
                      {c.pointer ? t.goTo : t.goToBlock}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {canOverride && onOverride && errors > 0 ? (
            <button
              type="button"
              className="ed-button ed-button--small ed-checks__override"
              onClick={() => {
                if (window.confirm(t.overrideConfirm)) onOverride();
              }}
            >
              {t.override}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
