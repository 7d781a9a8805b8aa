import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { LANGUAGES, languageByUrl } from "../../runtime/core/languages.ts";
import {
  MAX_NAV_DEPTH,
  type NavEntry,
  type NavNode,
  navTree,
} from "../../runtime/core/navigation.ts";
import { del, get, patch, post, put } from "../api.ts";
import { useCan } from "../session.tsx";
import { navEntriesShownIn, siblingOrderAfterMove } from "./admin-logic.ts";
import { ConfirmButton, InputField, Notice, StatusLine, useWriteStatus } from "./admin-ui.tsx";

const NAV_KEY = ["admin", "nav_entries"] as const;

/** What the form edits: a new entry (under a parent) or an existing one. */
type Editing = { kind: "new"; parentId: number | null } | { kind: "edit"; entry: NavEntry };

/** Arabic, English and Hebrew first (the bundled languages), then the other 48. */
const FIRST_LANGUAGES = ["ar", "en", "he"];
const LANGUAGE_CHOICES = [
  ...FIRST_LANGUAGES.flatMap((code) => LANGUAGES.filter((l) => l.url === code)),
  ...LANGUAGES.filter((l) => !FIRST_LANGUAGES.includes(l.url)),
];

/** The language's own name, or its code when the site does not know it. */
const languageLabel = (code: string): string => languageByUrl(code)?.name ?? code;

/** The site languages as <option>s, each named in its own language. */
function LanguageOptions() {
  return (
    <>
      {LANGUAGE_CHOICES.map((l) => (
        <option key={l.url} value={l.url} lang={l.tag}>
          {`${l.name} (${l.url})`}
        </option>
      ))}
    </>
  );
}

/**
 * /ar/admin/navigation: the v2 navigation as a tree. Add, edit and delete entries, move them up
 * and down among their siblings (every action is a button: keyboard first), at most three levels.
 * Each entry is shown in every language's menu (lang null) or in one language's only; the filter
 * shows the menu as one language's visitors see it.
 */
export default function NavigationScreen() {
  const canWrite = useCan("settings:write");
  const { status, write } = useWriteStatus(NAV_KEY);
  const [editing, setEditing] = useState<Editing>({ kind: "new", parentId: null });
  const [shownLang, setShownLang] = useState<string | null>(null);
  const filterId = useId();
  const query = useQuery({
    queryKey: NAV_KEY,
    queryFn: () => get<{ data: NavEntry[] }>("/api/admin/nav_entries").then((r) => r.data),
  });
  const entries = query.data ?? [];
  const tree = navTree(navEntriesShownIn(entries, shownLang));

  const move = (shown: readonly NavNode[], index: number, by: -1 | 1, parentId: number | null) => {
    // Every sibling, hidden ones included: the server takes the whole order.
    const siblings = entries
      .filter((e) => e.parent_id === parentId)
      .sort((x, y) => x.position - y.position || x.id - y.id)
      .map((e) => e.id);
    const ids = siblingOrderAfterMove(
      siblings,
      shown.map((s) => s.id),
      index,
      by,
    );
    if (!ids) return;
    void write(() => put("/api/admin/nav_entries/order", { parent_id: parentId, ids }), {
      busy: "جارٍ النقل…",
      done: "نُقل العنصر",
      failed: "لم يُنقل العنصر",
    });
  };

  const remove = (node: NavNode) =>
    void write(() => del(`/api/admin/nav_entries/${node.id}`), {
      busy: "جارٍ الحذف…",
      done: `حُذف ${node.label}`,
      failed: `لم يُحذف ${node.label}`,
    });

  const actions: NavActions = {
    onMove: move,
    onEdit: (node) => {
      const entry = entries.find((e) => e.id === node.id);
      if (entry) setEditing({ kind: "edit", entry });
    },
    onAdd: (parentId) => setEditing({ kind: "new", parentId }),
    onRemove: remove,
  };

  return (
    <section className="adm-screen" aria-labelledby="adm-nav-title">
      <h1 id="adm-nav-title">التنقل</h1>
      <p className="adm-hint">
        قائمة رأس الموقع (التنقل v2): حتى {MAX_NAV_DEPTH} مستويات. تظهر التغييرات للزوار فوراً.
      </p>
      <div className="adm-field">
        <label htmlFor={filterId}>القائمة المعروضة</label>
        <select
          id={filterId}
          value={shownLang ?? ""}
          onChange={(e) => setShownLang(e.target.value === "" ? null : e.target.value)}
          aria-describedby={`${filterId}-hint`}
        >
          <option value="">كل العناصر بكل اللغات</option>
          <LanguageOptions />
        </select>
        <p id={`${filterId}-hint`} className="adm-hint">
          {shownLang === null
            ? "تظهر كل العناصر، أيًّا كانت لغتها."
            : `القائمة كما يراها زوّار ${languageLabel(shownLang)}: العناصر لكل اللغات وعناصر هذه اللغة.`}
        </p>
      </div>
      {canWrite ? (
        <EntryForm
          key={
            editing.kind === "edit"
              ? `edit-${editing.entry.id}`
              : `new-${editing.parentId}-${shownLang ?? ""}`
          }
          editing={editing}
          defaultLang={shownLang}
          entries={entries}
          onDone={() => setEditing({ kind: "new", parentId: null })}
          write={write}
        />
      ) : (
        <Notice>ليست لديك صلاحية تعديل التنقل؛ يعدّله المدير.</Notice>
      )}
      <StatusLine status={status} />
      {query.isLoading ? (
        <p className="adm-state" role="status">
          جارٍ التحميل…
        </p>
      ) : tree.length === 0 ? (
        <p>
          {entries.length === 0
            ? "لا توجد عناصر تنقل بعد."
            : `لا عناصر في قائمة ${languageLabel(shownLang ?? "")}.`}
        </p>
      ) : (
        <NavLevel nodes={tree} parentId={null} depth={1} canWrite={canWrite} actions={actions} />
      )}
    </section>
  );
}

/** What an entry's buttons do: move among its siblings, edit, add under it, delete. */
interface NavActions {
  onMove: (shown: readonly NavNode[], index: number, by: -1 | 1, parentId: number | null) => void;
  onEdit: (node: NavNode) => void;
  onAdd: (parentId: number) => void;
  onRemove: (node: NavNode) => void;
}

/** One level of the tree (the top one named for assistive technology), each entry with its children. */
function NavLevel({
  nodes,
  parentId,
  depth,
  canWrite,
  actions,
}: {
  nodes: readonly NavNode[];
  parentId: number | null;
  depth: number;
  canWrite: boolean;
  actions: NavActions;
}) {
  return (
    <ul className="adm-nav-tree" aria-label={depth === 1 ? "عناصر التنقل" : undefined}>
      {nodes.map((node, index) => (
        <li key={node.id}>
          <div className="adm-nav-tree__row">
            <span className="adm-nav-tree__label">{node.label}</span>
            <code dir="ltr" className="adm-nav-tree__url">
              {node.url || "—"}
            </code>
            {node.target === "_blank" ? <span className="adm-pill">نافذة جديدة</span> : null}
            {node.lang !== null ? (
              <span className="adm-pill">
                <bdi lang={languageByUrl(node.lang)?.tag}>{languageLabel(node.lang)}</bdi> فقط
              </span>
            ) : null}
            {canWrite ? (
              <span className="adm-row-actions">
                <button
                  type="button"
                  className="adm-button"
                  disabled={index === 0}
                  aria-label={`نقل ${node.label} إلى الأعلى`}
                  onClick={() => actions.onMove(nodes, index, -1, parentId)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="adm-button"
                  disabled={index === nodes.length - 1}
                  aria-label={`نقل ${node.label} إلى الأسفل`}
                  onClick={() => actions.onMove(nodes, index, 1, parentId)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="adm-button"
                  aria-label={`تعديل ${node.label}`}
                  onClick={() => actions.onEdit(node)}
                >
                  تعديل
                </button>
                {depth < MAX_NAV_DEPTH ? (
                  <button
                    type="button"
                    className="adm-button"
                    aria-label={`إضافة عنصر تحت ${node.label}`}
                    onClick={() => actions.onAdd(node.id)}
                  >
                    إضافة فرعي
                  </button>
                ) : null}
                <ConfirmButton
                  label="حذف"
                  ariaLabel={`حذف ${node.label}`}
                  question={`حذف ${node.label}${node.children.length > 0 ? " وكل ما تحته" : ""}؟`}
                  confirmLabel="حذف"
                  onConfirm={() => actions.onRemove(node)}
                />
              </span>
            ) : null}
          </div>
          {node.children.length > 0 ? (
            <NavLevel
              nodes={node.children}
              parentId={node.id}
              depth={depth + 1}
              canWrite={canWrite}
              actions={actions}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function EntryForm({
  editing,
  defaultLang,
  entries,
  onDone,
  write,
}: {
  editing: Editing;
  /** A new entry's language: the filter's, so an entry added while viewing one menu lands in it. */
  defaultLang: string | null;
  entries: readonly NavEntry[];
  onDone: () => void;
  write: ReturnType<typeof useWriteStatus>["write"];
}) {
  const id = useId();
  const start = editing.kind === "edit" ? editing.entry : null;
  const [label, setLabel] = useState(start?.label ?? "");
  const [url, setUrl] = useState(start?.url ?? "");
  const [isBlank, setBlank] = useState(start?.target === "_blank");
  const [lang, setLang] = useState<string | null>(start ? start.lang : defaultLang);
  const [isTouched, setTouched] = useState(false);
  const parentId = editing.kind === "edit" ? editing.entry.parent_id : editing.parentId;
  const parent = entries.find((e) => e.id === parentId);
  const problem = label.trim() === "" ? "النص: مطلوب" : "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    const body = {
      label: label.trim(),
      url: url.trim(),
      target: isBlank ? "_blank" : "_self",
      lang,
    };
    if (editing.kind === "edit")
      await write(() => patch(`/api/admin/nav_entries/${editing.entry.id}`, body), {
        busy: "جارٍ الحفظ…",
        done: `حُفظ ${body.label}`,
        failed: "لم يُحفظ العنصر",
      });
    else
      await write(() => post("/api/admin/nav_entries", { ...body, parent_id: parentId }), {
        busy: "جارٍ الإضافة…",
        done: `أُضيف ${body.label}`,
        failed: "لم يُضف العنصر",
      });
    onDone();
  }

  const title =
    editing.kind === "edit"
      ? `تعديل «${editing.entry.label}»`
      : parent
        ? `عنصر جديد تحت «${parent.label}»`
        : "عنصر جديد في المستوى الأول";
  return (
    <div className="adm-card">
      <form className="adm-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <div className="adm-form__grid">
          <InputField
            id={`${id}-label`}
            label="النص"
            value={label}
            required
            maxLength={120}
            onChange={(e) => setLabel(e.target.value)}
            error={isTouched ? problem : ""}
          />
          <InputField
            id={`${id}-url`}
            label="الرابط (فارغ لعنوان يفتح فروعه فقط)"
            value={url}
            dir="ltr"
            maxLength={2000}
            onChange={(e) => setUrl(e.target.value)}
          />
          <div className="adm-field">
            <label htmlFor={`${id}-lang`}>اللغة</label>
            <select
              id={`${id}-lang`}
              value={lang ?? ""}
              onChange={(e) => setLang(e.target.value === "" ? null : e.target.value)}
            >
              <option value="">كل اللغات</option>
              <LanguageOptions />
              {lang !== null && !languageByUrl(lang) ? <option value={lang}>{lang}</option> : null}
            </select>
          </div>
          <div className="adm-field">
            <label>
              <input
                type="checkbox"
                checked={isBlank}
                onChange={(e) => setBlank(e.target.checked)}
              />{" "}
              يفتح في نافذة جديدة
            </label>
          </div>
        </div>
        <button type="submit" className="adm-button adm-button--primary">
          {editing.kind === "edit" ? "حفظ" : "إضافة"}
        </button>{" "}
        {editing.kind === "edit" || parent ? (
          <button type="button" className="adm-button" onClick={onDone}>
            إلغاء
          </button>
        ) : null}
      </form>
    </div>
  );
}
