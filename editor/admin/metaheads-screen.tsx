import { html } from "@codemirror/lang-html";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import CodeMirror, { EditorView } from "@uiw/react-codemirror";
import { type FormEvent, useId, useMemo, useState } from "react";
import { LANGUAGES, languagePagePath } from "../../runtime/core/languages.ts";
import { del, get, patch, post } from "../api.ts";
import { useCan, useSession } from "../session.tsx";
import {
  contentPreview,
  METAHEAD_LANGUAGE_LABELS,
  METAHEAD_LANGUAGES,
  type Metahead,
  type MetaheadLanguage,
  sortMetaheads,
} from "./admin-logic.ts";
import {
  ConfirmButton,
  errorText,
  IDLE,
  ListTable,
  Notice,
  type Status,
  StatusLine,
  useWriteStatus,
} from "./admin-ui.tsx";

interface PageOption {
  id: number;
  path: string;
  /** The page's site language (URL code): pages of two languages may share a path. */
  lang: string;
  title: string;
}

/** What the form edits: compiled_css is the server's, made when a sass/scss metahead is saved. */
type Draft = Omit<Metahead, "id" | "compiled_css">;

/**
 * The site languages a metahead can be limited to: all 51, each by its own name, Arabic,
 * English and Hebrew (the bundled ones) first.
 */
const FIRST_LANGUAGES = ["ar", "en", "he"];
const SITE_LANGUAGES: readonly { code: string; label: string; tag: string }[] = [
  ...FIRST_LANGUAGES.flatMap((code) => LANGUAGES.filter((l) => l.url === code)),
  ...LANGUAGES.filter((l) => !FIRST_LANGUAGES.includes(l.url)),
].map((l) => ({ code: l.url, label: l.name, tag: l.tag }));
const siteLanguageLabel = (code: string): string =>
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

const METAHEADS_KEY = ["admin", "metaheads"] as const;
const EMPTY: Draft = {
  rdx_core_page_id: null,
  reload_on_each_page: false,
  in_body: false,
  content: "",
  language: "html",
  sequence: 0,
  lang: null,
};

export default function MetaheadsScreen() {
  const session = useSession();
  const canWrite = useCan("metaheads:write") && session.rawHtml;
  const [editing, setEditing] = useState<{ id: number | null; draft: Draft } | null>(null);
  const { status, setStatus, write } = useWriteStatus(METAHEADS_KEY);
  const query = useQuery({
    queryKey: METAHEADS_KEY,
    queryFn: () => get<{ data: Metahead[] }>("/api/admin/metaheads").then((r) => r.data),
  });
  const pages = useQuery({
    queryKey: ["cms", "pages"],
    queryFn: () => get<{ data: PageOption[] }>("/api/cms/pages").then((r) => r.data),
  });
  const pagePath = useMemo(
    () => new Map((pages.data ?? []).map((p) => [p.id, pageAddress(p)])),
    [pages.data],
  );
  const list = sortMetaheads(query.data ?? []);

  const remove = (item: Metahead) =>
    write(
      async () => {
        await del(`/api/admin/metaheads/${item.id}`);
        if (editing?.id === item.id) setEditing(null);
      },
      { busy: "جارٍ الحذف…", done: "حُذف الوسم", failed: "لم يُحذف الوسم" },
    );

  return (
    <section className="adm-screen" aria-labelledby="adm-metaheads-title">
      <h1 id="adm-metaheads-title">الوسوم الوصفية</h1>
      <p className="adm-hint">
        نصوص برمجية وأنماط وHTML تُضاف إلى رأس الصفحات أو جسمها، على كل الموقع أو على صفحة واحدة،
        بترتيب التسلسل.
      </p>
      {!session.rawHtml ? (
        <Notice tone="warn">
          التعديل معطّل: الوسوم الوصفية HTML خام ونصوص برمجية، وتفعيلها متوقف في الموقع
          (security.raw_html_enabled) أو ليست لديك صلاحيتها.
        </Notice>
      ) : (
        !canWrite && <Notice>العرض فقط: ليست لديك صلاحية تعديل الوسوم الوصفية.</Notice>
      )}
      <StatusLine status={status} />
      {canWrite && !editing && (
        <button
          type="button"
          className="adm-button adm-button--primary"
          onClick={() => {
            const last = list.at(-1);
            setEditing({ id: null, draft: { ...EMPTY, sequence: last ? last.sequence + 1 : 0 } });
          }}
        >
          وسم جديد
        </button>
      )}
      {editing && (
        <MetaheadForm
          key={editing.id ?? "new"}
          id={editing.id}
          initial={editing.draft}
          pages={pages.data ?? []}
          isPagesLoading={pages.isPending}
          isReadOnly={!canWrite}
          onDone={(text) => {
            setEditing(null);
            if (text) setStatus({ kind: "ok", text });
          }}
        />
      )}
      <ListTable
        query={query}
        isEmpty={list.length === 0}
        empty={<p>لا توجد وسوم وصفية بعد.</p>}
        caption="الوسوم الوصفية بترتيب التسلسل"
        columns={["التسلسل", "اللغة", "النطاق", "لغة الموقع", "الموضع", "المحتوى"]}
      >
        {list.map((item) => (
          <tr key={item.id}>
            <td>
              <bdi>{item.sequence}</bdi>
            </td>
            <td>{METAHEAD_LANGUAGE_LABELS[item.language as MetaheadLanguage] ?? item.language}</td>
            <td>
              {item.rdx_core_page_id === null ? (
                "كل الصفحات"
              ) : (
                <bdi dir="ltr">
                  {pagePath.get(item.rdx_core_page_id) ?? `#${item.rdx_core_page_id}`}
                </bdi>
              )}
            </td>
            <td>{item.lang === null ? "كل اللغات" : siteLanguageLabel(item.lang)}</td>
            <td>
              {item.in_body ? "الجسم" : "الرأس"}
              {item.reload_on_each_page && (
                <span className="adm-badge">يُعاد تحميله في كل صفحة</span>
              )}
            </td>
            <td>
              <code dir="ltr" className="adm-code-preview">
                {contentPreview(item.content) || "(فارغ)"}
              </code>
            </td>
            <td className="adm-row-actions">
              <button
                type="button"
                className="adm-button"
                onClick={() => {
                  const { id, compiled_css: _compiled, ...draft } = item;
                  setEditing({ id, draft });
                }}
                aria-label={`${canWrite ? "تعديل" : "عرض"} الوسم ${item.sequence}`}
              >
                {canWrite ? "تعديل" : "عرض"}
              </button>
              <ConfirmButton
                label="حذف"
                ariaLabel={`حذف الوسم ${item.sequence}`}
                disabled={!canWrite}
                question="حذف هذا الوسم الوصفي؟ سيختفي من صفحات الموقع."
                confirmLabel="حذف"
                onConfirm={() => void remove(item)}
              />
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

function MetaheadForm({
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
  const contentLabelId = `${formId}-content-label`;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const contentProblem = draft.content.trim() === "" ? "المحتوى: مطلوب" : "";
  const sequenceProblem = Number.isInteger(draft.sequence) ? "" : "التسلسل: عدد صحيح";
  const extensions = useMemo(
    () => [
      EditorView.contentAttributes.of({ "aria-labelledby": contentLabelId }),
      EditorView.lineWrapping,
      ...(draft.language === "html" ? [html()] : []),
    ],
    [contentLabelId, draft.language],
  );

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
                <optgroup
                  key={group.lang}
                  label={`${siteLanguageLabel(group.lang)} (${group.lang})`}
                >
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
        <div className="adm-field">
          <span id={contentLabelId} className="adm-label">
            المحتوى{draft.language === "js-src" ? " (رابط ملف JavaScript)" : ""}
            {draft.language === "sass" || draft.language === "scss"
              ? " (يُترجم إلى CSS عند الحفظ)"
              : ""}
          </span>
          <div className="adm-code" dir="ltr">
            <CodeMirror
              value={draft.content}
              onChange={(value) => set("content", value)}
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
          {isTouched && contentProblem && (
            <p className="adm-field__error" role="alert">
              {contentProblem}
            </p>
          )}
        </div>
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
