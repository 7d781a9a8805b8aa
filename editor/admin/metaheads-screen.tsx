import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { del, get } from "../api.ts";
import { useCan, useSession } from "../session.tsx";
import {
  contentPreview,
  METAHEAD_LANGUAGE_LABELS,
  type Metahead,
  type MetaheadLanguage,
  sortMetaheads,
} from "./admin-logic.ts";
import { ConfirmButton, ListTable, Notice, StatusLine, useWriteStatus } from "./admin-ui.tsx";
import {
  type Draft,
  METAHEADS_KEY,
  MetaheadForm,
  type PageOption,
  pageAddress,
  siteLanguageLabel,
} from "./metahead-form.tsx";

export { pageAddress, pagesByLanguage } from "./metahead-form.tsx";

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
