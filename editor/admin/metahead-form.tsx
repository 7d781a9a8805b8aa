import { html } from "@codemirror/lang-html";
import { useQueryClient } from "@tanstack/react-query";
import CodeMirror, { EditorView } from "@uiw/react-codemirror";
import { type FormEvent, useId, useMemo, useState } from "react";
import { LANGUAGES, languagePagePath } from "../../runtime/core/languages.ts";
import { patch, post } from "../api.ts";
import { METAHEAD_LANGUAGE_LABELS, METAHEAD_LANGUAGES, type Metahead } from "./admin-logic.ts";
import { errorText, IDLE, type Status, StatusLine } from "./admin-ui.tsx";

/*
 * The metahead form: where a metahead goes (its language of code, its page or every page, its
 * site language, its place in the order, head or body) and its content in a code editor.
 */

export interface PageOption {
  id: number;
  path: string;
  /** The page's site language (URL code): pages of two languages may share a path. */
  lang: string;
  title: string;
}

/** What the form edits: compiled_css is the server's, made when a sass/scss metahead is saved. */
export type Draft = Omit<Metahead, "id" | "compiled_css">;

export const METAHEADS_KEY = ["admin", "metaheads"] as const;

/**
 * The site languages a metahead can be limited to: all 51, each by its own name, Arabic,
 * English and Hebrew (the bundled ones) first.
 */
const FIRST_LANGUAGES = ["ar", "en", "he"];
const SITE_LANGUAGES: readonly { code: string; label: string; tag: string }[] = [
  ...FIRST_LANGUAGES.flatMap((code) => LANGUAGES.filter((l) => l.url === code)),
  ...LANGUAGES.filter((l) => !FIRST_LANGUAGES.includes(l.url)),
].map((l) => ({ code: l.url, label: l.name, tag: l.tag }));
export const siteLanguageLabel = (code: string): string =>
  SITE_LANGUAGES.find((l) => l.code === code)?.label ?? code;

/** Where visitors see a page: its language base and path (/en/about, /ar/ for the home page). */
export const pageAddress = (page: Pick<PageOption, "lang" | "path">): string =>
  languagePagePath(page.lang, page.path);

/** The pages grouped by language, in the languages' order, each group by path. */
export function pagesByLanguage(
  pages: readonly PageOption[],
): { lang: string; pages: PageOption[] }[] {
  const order = new Map(LANGUAGES.map((l, i) => [l.url as string, i]));
  const groups = new Map<string, PageOption[]>();
  for (const page of pages) groups.set(page.lang, [...(groups.get(page.lang) ?? []), page]);
  return [...groups.entries()]
    .sort(([a], [b]) => (order.get(a) ?? 99) - (order.get(b) ?? 99))
    .map(([lang, list]) => ({
      lang,
      pages: [...list].sort((x, y) => x.path.localeCompare(y.path)),
    }));
}

/** Creates or edits one metahead; read-only for a user who may only look. */
export function MetaheadForm({
  id,
  initial,
  pages,
  isPagesLoading,
  isReadOnly,
  onDone,
}: {
  id: number | null;
  initial: Draft;
  pages: readonly PageOption[];
  isPagesLoading: boolean;
  isReadOnly: boolean;
  onDone: (status: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [status, setStatus] = useState<Status>(IDLE);
  const [isTouched, setTouched] = useState(false);
  const formId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const contentProblem = draft.content.trim() === "" ? "المحتوى: مطلوب" : "";
  const sequenceProblem = Number.isInteger(draft.sequence) ? "" : "التسلسل: عدد صحيح";

  async function save(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (contentProblem || sequenceProblem || isReadOnly) return;
    setStatus({ kind: "busy", text: "جارٍ الحفظ…" });
    try {
      if (id === null) await post("/api/admin/metaheads", draft);
      else await patch(`/api/admin/metaheads/${id}`, draft);
      await queryClient.invalidateQueries({ queryKey: METAHEADS_KEY });
      onDone("تم الحفظ");
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُحفظ: ${errorText(error)}` });
    }
  }

  return (
    <form
      className="adm-card adm-form"
      onSubmit={save}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h2 id={`${formId}-title`}>
        {id === null ? "وسم جديد" : isReadOnly ? "عرض الوسم" : "تعديل الوسم"}
      </h2>
      <fieldset disabled={isReadOnly} className="adm-fieldset">
        <MetaheadPlacement
          formId={formId}
          draft={draft}
          set={set}
          pages={pages}
          isPagesLoading={isPagesLoading}
          sequenceProblem={sequenceProblem}
        />
        <div className="adm-checks">
          <label>
            <input
              type="checkbox"
              checked={draft.in_body}
              onChange={(e) => set("in_body", e.target.checked)}
            />{" "}
            في جسم الصفحة (بدلاً من الرأس)
          </label>
          <label>
            <input
              type="checkbox"
              checked={draft.reload_on_each_page}
              onChange={(e) => set("reload_on_each_page", e.target.checked)}
            />{" "}
            يُعاد تحميله عند كل انتقال بين الصفحات
          </label>
          <p className="adm-hint">
            الوسم العام بلا هذا الخيار يعمل مرة واحدة، ووسم الصفحة يعمل في كل انتقال. كل انتقال في
            الموقع يحمّل صفحة جديدة، فكل وسم يعمل مرة في كل صفحة؛ ويُكتب الخيار على العنصر
            (data-metahead-run).
          </p>
        </div>
        <MetaheadContent
          formId={formId}
          draft={draft}
          isReadOnly={isReadOnly}
          problem={isTouched ? contentProblem : ""}
          onChange={(value) => set("content", value)}
        />
      </fieldset>
      <div className="adm-row-actions">
        {!isReadOnly && (
          <button type="submit" className="adm-button adm-button--primary">
            حفظ الوسم
          </button>
        )}
        <button type="button" className="adm-button" onClick={() => onDone(null)}>
          {isReadOnly ? "إغلاق" : "إلغاء"}
        </button>
      </div>
      <StatusLine status={status} />
    </form>
  );
}

/** Where the metahead goes: its code's language, its page, its site language, its order. */
function MetaheadPlacement({
  formId,
  draft,
  set,
  pages,
  isPagesLoading,
  sequenceProblem,
}: {
  formId: string;
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  pages: readonly PageOption[];
  isPagesLoading: boolean;
  sequenceProblem: string;
}) {
  return (
    <div className="adm-form__grid">
      <div className="adm-field">
        <label htmlFor={`${formId}-language`}>اللغة</label>
        <select
          id={`${formId}-language`}
          value={draft.language}
          onChange={(e) => set("language", e.target.value)}
        >
          {METAHEAD_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {METAHEAD_LANGUAGE_LABELS[language]}
            </option>
          ))}
        </select>
      </div>
      <div className="adm-field">
        <label htmlFor={`${formId}-page`}>النطاق</label>
        <select
          id={`${formId}-page`}
          value={draft.rdx_core_page_id === null ? "" : String(draft.rdx_core_page_id)}
          onChange={(e) =>
            set("rdx_core_page_id", e.target.value === "" ? null : Number(e.target.value))
          }
          aria-describedby={`${formId}-page-hint`}
        >
          <option value="">كل الصفحات (عام)</option>
          {pagesByLanguage(pages).map((group) => (
            <optgroup key={group.lang} label={`${siteLanguageLabel(group.lang)} (${group.lang})`}>
              {group.pages.map((page) => (
                <option key={page.id} value={page.id}>
                  {`${pageAddress(page)} — ${page.title} (${siteLanguageLabel(page.lang)})`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p id={`${formId}-page-hint`} className="adm-hint">
          {isPagesLoading ? "جارٍ تحميل الصفحات…" : "اختر صفحة ليظهر الوسم فيها وحدها."}
        </p>
      </div>
      <div className="adm-field">
        <label htmlFor={`${formId}-lang`}>لغة الموقع</label>
        <select
          id={`${formId}-lang`}
          value={draft.lang ?? ""}
          onChange={(e) => set("lang", e.target.value === "" ? null : e.target.value)}
        >
          <option value="">كل اللغات</option>
          {SITE_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code} lang={l.tag}>
              {`${l.label} (${l.code})`}
            </option>
          ))}
          {draft.lang !== null && !SITE_LANGUAGES.some((l) => l.code === draft.lang) && (
            <option value={draft.lang}>{draft.lang}</option>
          )}
        </select>
      </div>
      <div className="adm-field">
        <label htmlFor={`${formId}-sequence`}>التسلسل</label>
        <input
          id={`${formId}-sequence`}
          type="number"
          step={1}
          dir="ltr"
          value={Number.isNaN(draft.sequence) ? "" : draft.sequence}
          onChange={(e) => set("sequence", e.target.valueAsNumber)}
          aria-invalid={sequenceProblem ? true : undefined}
        />
        {sequenceProblem && <p className="adm-field__error">{sequenceProblem}</p>}
      </div>
    </div>
  );
}

/** The content in a code editor (HTML highlighted), labelled by its kind; Tab leaves it. */
function MetaheadContent({
  formId,
  draft,
  isReadOnly,
  problem,
  onChange,
}: {
  formId: string;
  draft: Draft;
  isReadOnly: boolean;
  /** The content's problem once a save was tried, else empty. */
  problem: string;
  onChange: (value: string) => void;
}) {
  const contentLabelId = `${formId}-content-label`;
  const extensions = useMemo(
    () => [
      EditorView.contentAttributes.of({ "aria-labelledby": contentLabelId }),
      EditorView.lineWrapping,
      ...(draft.language === "html" ? [html()] : []),
    ],
    [contentLabelId, draft.language],
  );
  return (
    <div className="adm-field">
      <span id={contentLabelId} className="adm-label">
        المحتوى{draft.language === "js-src" ? " (رابط ملف JavaScript)" : ""}
        {draft.language === "sass" || draft.language === "scss" ? " (يُترجم إلى CSS عند الحفظ)" : ""}
      </span>
      <div className="adm-code" dir="ltr">
        <CodeMirror
          value={draft.content}
          onChange={onChange}
          extensions={extensions}
          indentWithTab={false}
          editable={!isReadOnly}
          readOnly={isReadOnly}
          minHeight="10rem"
          maxHeight="24rem"
          basicSetup={{ foldGutter: false, highlightActiveLine: !isReadOnly }}
        />
      </div>
      <p className="adm-hint">Tab ينقل التركيز إلى الحقل التالي.</p>
      {problem && (
        <p className="adm-field__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
