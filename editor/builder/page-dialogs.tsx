import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { ApiError, del, get, patch, post } from "../api.ts";
import { arabicProblem, errorMessage, problemField } from "./api-errors.ts";
import { ConfirmDialog, Dialog } from "./dialog.tsx";
import {
  ALWAYS_OFFERED,
  directionOf,
  languageName,
  languagesWithoutVersion,
  sitePathOf,
  tagOf,
} from "./page-languages.ts";
import { pathProblem } from "./page-tree.ts";
import type { LinkType, PageDetail, PageSummary } from "./page-types.ts";

export type NewPageKind = "page" | "folder" | "news" | "redirection" | "link";

export const NEW_PAGE_KINDS: { kind: NewPageKind; label: string }[] = [
  { kind: "page", label: "صفحة" },
  { kind: "folder", label: "مجلد" },
  { kind: "news", label: "خبر" },
  { kind: "redirection", label: "تحويل" },
  { kind: "link", label: "رابط" },
];

const HTTP_CODES = [301, 302, 307, 308];

interface FieldErrors {
  [field: string]: string;
}

/** Field-level errors from a 4xx answer; whatever names no field goes to the general line. */
function splitErrors(error: unknown): { fields: FieldErrors; general: string } {
  const fields: FieldErrors = {};
  if (error instanceof ApiError && error.details.length > 0) {
    const rest = [];
    for (const d of error.details) {
      const field = problemField(d);
      if (field && !fields[field]) fields[field] = arabicProblem(d);
      else rest.push(arabicProblem(d));
    }
    return { fields, general: rest.join(" ") };
  }
  return { fields, general: errorMessage(error) };
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  type?: string;
  isRequired?: boolean;
  dir?: "ltr" | "rtl" | "auto";
  /** The language the value is written in (a page's title in its own language). */
  lang?: string | undefined;
}

export function TextField(props: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="ed-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        className="ed-input"
        type={props.type ?? "text"}
        value={props.value}
        dir={props.dir ?? "auto"}
        lang={props.lang}
        required={props.isRequired}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={
          [props.error ? errorId : "", props.hint ? hintId : ""].join(" ").trim() || undefined
        }
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint ? (
        <span id={hintId} className="ed-field__hint">
          {props.hint}
        </span>
      ) : null}
      {props.error ? (
        <span id={errorId} className="ed-field__error">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

/** A labelled select with its error line (the error names its field). */
function SelectField({
  label,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="ed-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {error ? <span className="ed-field__error">{error}</span> : null}
    </div>
  );
}

/** The submit and cancel buttons of a dialog's form. */
function FormFooter({
  formId,
  label,
  isBusy,
  onClose,
}: {
  formId: string;
  label: string;
  isBusy: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <button
        type="submit"
        form={formId}
        className="ed-button ed-button--primary"
        disabled={isBusy}
      >
        {label}
      </button>
      <button type="button" className="ed-button" onClick={onClose}>
        إلغاء
      </button>
    </>
  );
}

/** The error of a whole form (what names no field). */
function GeneralError({ message }: { message: string }) {
  return message ? (
    <p className="ed-field__error" role="alert">
      {message}
    </p>
  ) : null;
}

function useInvalidatePages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["cms-pages"] });
}

/** A left-to-right address inside an Arabic sentence (Unicode isolates: hints are plain text). */
const isolated = (address: string) => `\u2066${address}\u2069`;

/** The language a dialog writes in, said once under its title. */
function LanguageNote({ lang, path }: { lang: string; path?: string }) {
  return (
    <p className="ed-dialog__note">
      اللغة:{" "}
      <bdi lang={tagOf(lang)} dir={directionOf(lang)}>
        {languageName(lang)}
      </bdi>
      {path !== undefined ? (
        <>
          {" "}
          — يراها الزوّار في <bdi dir="ltr">{path}</bdi>
        </>
      ) : null}
    </p>
  );
}

/** What the create dialog holds, whichever parts its kind shows. */
interface NewPageValues {
  path: string;
  title: string;
  to: string;
  httpCode: number;
  linkType: LinkType;
  redirectPath: string;
  isNewWindow: boolean;
}

/** The fields a new page of this kind cannot be created without, each with its message. */
function newPageProblems(kind: NewPageKind, v: NewPageValues): FieldErrors {
  const local: FieldErrors = {};
  const problem = pathProblem(v.path);
  if (problem) local.path = problem;
  if (!v.title.trim()) local.title = "الحقل «العنوان» مطلوب.";
  if (kind === "redirection" && !v.to.trim()) local.to = "الحقل «عنوان التحويل» مطلوب.";
  if (kind === "link" && !v.redirectPath.trim()) local.redirect_path = "الحقل «مسار الرابط» مطلوب.";
  return local;
}

/** The body of POST /api/cms/pages for a new page of this kind: only the parts the kind uses. */
function newPageBody(kind: NewPageKind, lang: string, v: NewPageValues): Record<string, unknown> {
  const body: Record<string, unknown> = { path: v.path.trim(), title: v.title.trim(), lang };
  if (kind === "folder" || kind === "news") body.page_type = kind;
  else body.page_type = "page";
  if (kind === "redirection") {
    body.type = "url_redirection";
    body.to = v.to.trim();
    body.http_code = v.httpCode;
  }
  if (kind === "link") {
    body.link_type = v.linkType;
    body.redirect_path = v.redirectPath.trim();
    body.link_new_window = v.isNewWindow;
  }
  return body;
}

/** Creates a page, folder, news item, redirection or link in the tree's language. */
export function CreatePageDialog({
  kind,
  lang,
  parentPath,
  onClose,
  onCreated,
}: {
  kind: NewPageKind;
  /** The site language of the new page (the tree's). */
  lang: string;
  parentPath: string;
  onClose: () => void;
  onCreated: (page: PageDetail) => void;
}) {
  const [path, setPath] = useState(parentPath ? `${parentPath}/` : "");
  const [title, setTitle] = useState("");
  const [to, setTo] = useState("");
  const [httpCode, setHttpCode] = useState(301);
  const [linkType, setLinkType] = useState<LinkType>("internal");
  const [redirectPath, setRedirectPath] = useState("");
  const [isNewWindow, setNewWindow] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState("");
  const invalidate = useInvalidatePages();
  const label = NEW_PAGE_KINDS.find((k) => k.kind === kind)?.label ?? "";

  const create = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      post<{ data: PageDetail }>("/api/cms/pages", body),
    onSuccess: async ({ data }) => {
      await invalidate();
      onCreated(data);
    },
    onError: (error) => {
      const split = splitErrors(error);
      setErrors(split.fields);
      setGeneral(split.general);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { path, title, to, httpCode, linkType, redirectPath, isNewWindow };
    const local = newPageProblems(kind, values);
    setErrors(local);
    setGeneral("");
    if (Object.keys(local).length > 0) return;
    create.mutate(newPageBody(kind, lang, values));
  }

  const formId = useId();
  return (
    <Dialog
      title={`إنشاء ${label}`}
      onClose={onClose}
      footer={
        <FormFooter formId={formId} label="إنشاء" isBusy={create.isPending} onClose={onClose} />
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <LanguageNote lang={lang} />
        <TextField
          label="العنوان"
          name="title"
          value={title}
          onChange={setTitle}
          error={errors.title}
          lang={tagOf(lang)}
          isRequired
        />
        <TextField
          label="المسار"
          name="path"
          value={path}
          onChange={setPath}
          error={errors.path}
          dir="ltr"
          hint={`مثل models/defender — الصفحة الرئيسية مسارها index. يراها الزوّار تحت ${isolated(`/${lang}/`)}.`}
          isRequired
        />
        {kind === "redirection" ? (
          <>
            <TextField
              label="عنوان التحويل"
              name="to"
              value={to}
              onChange={setTo}
              error={errors.to}
              dir="ltr"
              hint="مسار في الموقع (/offers) أو عنوان كامل (https://…)."
              isRequired
            />
            <SelectField
              label="رمز HTTP"
              value={httpCode}
              onChange={(v) => setHttpCode(Number(v))}
              error={errors.http_code}
            >
              {HTTP_CODES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
        {kind === "link" ? (
          <>
            <SelectField
              label="نوع الرابط"
              value={linkType}
              onChange={(v) => setLinkType(v as LinkType)}
              error={errors.link_type}
            >
              <option value="internal">داخلي</option>
              <option value="external">خارجي</option>
              <option value="file">ملف</option>
            </SelectField>
            <TextField
              label="مسار الرابط"
              name="redirect_path"
              value={redirectPath}
              onChange={setRedirectPath}
              error={errors.redirect_path}
              dir="ltr"
              isRequired
            />
            <label className="ed-checkbox">
              <input
                type="checkbox"
                checked={isNewWindow}
                onChange={(e) => setNewWindow(e.target.checked)}
              />
              فتح في نافذة جديدة
            </label>
          </>
        ) : null}
        <GeneralError message={general} />
      </form>
    </Dialog>
  );
}

export type PageEditKind = "rename" | "move" | "duplicate";

const EDIT_TITLES: Record<PageEditKind, string> = {
  rename: "إعادة تسمية الصفحة",
  move: "نقل الصفحة",
  duplicate: "نسخ الصفحة",
};

/** Rename (title), move (path) or duplicate (new path and title) one page. */
export function EditPageDialog({
  kind,
  page,
  onClose,
  onDone,
}: {
  kind: PageEditKind;
  page: PageSummary;
  onClose: () => void;
  onDone: (page: PageDetail) => void;
}) {
  const [title, setTitle] = useState(kind === "duplicate" ? `${page.title} (نسخة)` : page.title);
  const [path, setPath] = useState(kind === "duplicate" ? `${page.path}-copy` : page.path);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState("");
  const invalidate = useInvalidatePages();
  const queryClient = useQueryClient();
  const formId = useId();

  const save = useMutation({
    mutationFn: (): Promise<{ data: PageDetail }> => {
      if (kind === "duplicate")
        return post(`/api/cms/pages/${page.id}/duplicate`, {
          path: path.trim(),
          title: title.trim(),
        });
      const body =
        kind === "rename"
          ? { revision: page.revision, title: title.trim() }
          : { revision: page.revision, path: path.trim() };
      return patch(`/api/cms/pages/${page.id}`, body);
    },
    onSuccess: async ({ data }) => {
      await invalidate();
      await queryClient.invalidateQueries({ queryKey: ["cms-page", page.id] });
      onDone(data);
    },
    onError: (error) => {
      const split = splitErrors(error);
      setErrors(split.fields);
      setGeneral(
        error instanceof ApiError && error.code === "stale"
          ? "حفظ شخص آخر هذه الصفحة بعد أن فتحتها. أعد تحميل القائمة وحاول مرة أخرى."
          : split.general,
      );
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const local: FieldErrors = {};
    if (kind !== "move" && !title.trim()) local.title = "الحقل «العنوان» مطلوب.";
    if (kind !== "rename") {
      const problem = pathProblem(path);
      if (problem) local.path = problem;
    }
    setErrors(local);
    setGeneral("");
    if (Object.keys(local).length === 0) save.mutate();
  }

  return (
    <Dialog
      title={EDIT_TITLES[kind]}
      onClose={onClose}
      footer={
        <FormFooter
          formId={formId}
          label={kind === "duplicate" ? "نسخ" : "حفظ"}
          isBusy={save.isPending}
          onClose={onClose}
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {kind !== "move" ? (
          <TextField
            label="العنوان"
            name="title"
            value={title}
            onChange={setTitle}
            error={errors.title}
            isRequired
          />
        ) : null}
        {kind !== "rename" ? (
          <TextField
            label={kind === "move" ? "المسار الجديد" : "المسار"}
            name="path"
            value={path}
            onChange={setPath}
            error={errors.path}
            dir="ltr"
            isRequired
          />
        ) : null}
        <GeneralError message={general} />
      </form>
    </Dialog>
  );
}

/**
 * Adds a language version of a page (POST /api/cms/pages with translation_of): the language is
 * one the page has no version in yet; path and title start as the source's, to be translated.
 * A version starts empty, of the same kind: a folder, a news item, or a redirection or link to
 * the same target (read from the source's detail).
 */
export function TranslatePageDialog({
  page,
  pages,
  onClose,
  onCreated,
}: {
  page: PageSummary;
  /** Every language's pages: the languages that already have a version are left out. */
  pages: readonly PageSummary[];
  onClose: () => void;
  onCreated: (page: PageDetail) => void;
}) {
  const free = languagesWithoutVersion(page, pages);
  const common = free.filter((l) => (ALWAYS_OFFERED as readonly string[]).includes(l.url));
  const rest = free.filter((l) => !(ALWAYS_OFFERED as readonly string[]).includes(l.url));
  const [lang, setLang] = useState<string>(free[0]?.url ?? "");
  const [path, setPath] = useState(page.path);
  const [title, setTitle] = useState(page.title);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState("");
  const invalidate = useInvalidatePages();
  const formId = useId();

  const create = useMutation({
    mutationFn: async () => {
      const body: Record<string, unknown> = {
        lang,
        translation_of: page.id,
        path: path.trim(),
        title: title.trim(),
        page_type: page.page_type,
      };
      if (page.type === "url_redirection" || page.link_type) {
        const { data: source } = await get<{ data: PageDetail }>(`/api/cms/pages/${page.id}`);
        for (const key of [
          "type",
          "to",
          "http_code",
          "link_type",
          "redirect_path",
          "link_new_window",
        ] as const)
          body[key] = source[key];
      }
      return post<{ data: PageDetail }>("/api/cms/pages", body);
    },
    onSuccess: async ({ data }) => {
      await invalidate();
      onCreated(data);
    },
    onError: (error) => {
      const split = splitErrors(error);
      // 409 translation_taken names translation_of: the language is the field to change.
      const { translation_of: taken, ...fields } = split.fields;
      setErrors(taken ? { ...fields, lang: taken } : fields);
      setGeneral(split.general);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const local: FieldErrors = {};
    if (!lang) local.lang = "الحقل «اللغة» مطلوب.";
    const problem = pathProblem(path);
    if (problem) local.path = problem;
    if (!title.trim()) local.title = "الحقل «العنوان» مطلوب.";
    setErrors(local);
    setGeneral("");
    if (Object.keys(local).length === 0) create.mutate();
  }

  const option = (l: (typeof free)[number]) => (
    <option key={l.url} value={l.url} lang={l.tag}>
      {`${l.name} (${l.url})`}
    </option>
  );
  return (
    <Dialog
      title={`نسخة بلغة أخرى من «${page.title}»`}
      onClose={onClose}
      footer={
        <FormFooter
          formId={formId}
          label="إنشاء النسخة"
          isBusy={create.isPending}
          onClose={onClose}
        />
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p className="ed-dialog__note">
          الصفحة الأصلية: <bdi dir="ltr">{sitePathOf(page)}</bdi> ({languageName(page.lang)}). تبدأ
          النسخة فارغة، ويُربط بينهما في مبدّل اللغة وروابط hreflang.
        </p>
        <SelectField label="اللغة" value={lang} onChange={setLang} error={errors.lang}>
          {common.length > 0 ? (
            <optgroup label="العربية والإنجليزية والعبرية">{common.map(option)}</optgroup>
          ) : null}
          <optgroup label="كل اللغات">{rest.map(option)}</optgroup>
        </SelectField>
        <TextField
          label="العنوان"
          name="title"
          value={title}
          onChange={setTitle}
          error={errors.title}
          lang={lang ? tagOf(lang) : undefined}
          hint="ترجم العنوان إلى لغة النسخة."
          isRequired
        />
        <TextField
          label="المسار"
          name="path"
          value={path}
          onChange={setPath}
          error={errors.path}
          dir="ltr"
          hint={`يراها الزوّار في ${isolated(sitePathOf({ lang: lang || page.lang, path: path.trim() || page.path }))}`}
          isRequired
        />
        <GeneralError message={general} />
      </form>
    </Dialog>
  );
}

export function DeletePageDialog({
  page,
  onClose,
  onDeleted,
}: {
  page: PageSummary;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const invalidate = useInvalidatePages();
  const remove = useMutation({
    mutationFn: () => del<void>(`/api/cms/pages/${page.id}`),
    onSuccess: async () => {
      await invalidate();
      onDeleted();
    },
  });
  return (
    <ConfirmDialog
      title="حذف الصفحة"
      message={
        <>
          هل تريد حذف «{page.title}» (<bdi dir="ltr">{page.path}</bdi>)؟ لا يمكن التراجع عن الحذف.
        </>
      }
      confirmLabel="حذف"
      isDanger
      isBusy={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : ""}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    />
  );
}
