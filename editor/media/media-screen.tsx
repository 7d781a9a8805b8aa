import { useEffect, useId, useRef, useState } from "react";
import { ApiError } from "../api.ts";
import { useCan } from "../session.tsx";
import {
  formatBytes,
  type MediaItem,
  thumbnail,
  useDeleteMedia,
  useMediaList,
  useUpdateAlt,
} from "./media-api.ts";
import { Uploader } from "./uploader.tsx";
import "../widgets/widgets.css";
import "./media.css";

/** The search box's text, sent to the server once typing pauses. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

function errorText(error: unknown): string {
  if (error instanceof ApiError && /[\u0600-\u06FF]/.test(error.message)) return error.message;
  return "تعذّر تنفيذ الطلب. حاول مرة أخرى.";
}

/** One picture: thumbnail, facts, its alt text (editable) and delete with confirmation. */
function MediaCard({ item, canWrite }: { item: MediaItem; canWrite: boolean }) {
  const [alt, setAlt] = useState(item.alt ?? "");
  const [confirming, setConfirming] = useState(false);
  const updateAlt = useUpdateAlt();
  const remove = useDeleteMedia();
  const altId = useId();
  const changed = alt !== (item.alt ?? "");
  return (
    <li className="md-card">
      <img className="md-thumb" src={thumbnail(item.id)} alt={item.alt ?? ""} loading="lazy" />
      <div className="md-card-body">
        <p className="md-name" title={item.filename}>
          <bdi>{item.filename}</bdi>
        </p>
        <p className="wf-help">
          {item.width && item.height ? (
            <bdi dir="ltr">
              {item.width}×{item.height}
            </bdi>
          ) : null}
          {item.width && item.height ? " · " : ""}
          {formatBytes(item.size_bytes)} · رقم <bdi>{item.id}</bdi>
        </p>
        <form
          className="md-alt"
          onSubmit={(e) => {
            e.preventDefault();
            if (changed) updateAlt.mutate({ id: item.id, alt });
          }}
        >
          <label className="wf-label" htmlFor={altId}>
            النص البديل
          </label>
          <input
            className="wf-input"
            id={altId}
            dir="auto"
            value={alt}
            maxLength={300}
            readOnly={!canWrite}
            onChange={(e) => setAlt(e.target.value)}
          />
          {canWrite ? (
            <button
              type="submit"
              className="wf-button wf-button--small"
              disabled={!changed || updateAlt.isPending}
            >
              {updateAlt.isPending ? "جارٍ الحفظ…" : "حفظ النص البديل"}
            </button>
          ) : null}
          <span aria-live="polite" className="wf-help">
            {updateAlt.isSuccess && !changed ? "تم الحفظ" : ""}
          </span>
          {updateAlt.isError ? (
            <p className="wf-errors" role="alert">
              {errorText(updateAlt.error)}
            </p>
          ) : null}
        </form>
        {canWrite ? (
          confirming ? (
            <fieldset className="md-confirm">
              <legend>حذف «{item.filename}» نهائياً؟ الصفحات التي تستخدمها ستفقدها.</legend>
              <button
                type="button"
                className="wf-button wf-button--small wf-button--danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(item.id)}
              >
                نعم، احذف
              </button>
              <button
                type="button"
                className="wf-button wf-button--small"
                // biome-ignore lint/a11y/noAutofocus: focus moves to the safe choice of the question just shown.
                autoFocus
                onClick={() => setConfirming(false)}
              >
                إلغاء
              </button>
            </fieldset>
          ) : (
            <button
              type="button"
              className="wf-button wf-button--small wf-button--danger"
              aria-label={`حذف ${item.filename}`}
              onClick={() => setConfirming(true)}
            >
              حذف
            </button>
          )
        ) : null}
        {remove.isError ? (
          <p className="wf-errors" role="alert">
            {errorText(remove.error)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Search, pages and the grid of pictures; shared by the library screen and the picker. */
export function MediaSearch({ q, onQ }: { q: string; onQ: (q: string) => void }) {
  const id = useId();
  return (
    <div className="md-search">
      <label className="wf-label" htmlFor={id}>
        بحث في الوسائط
      </label>
      <input
        className="wf-input"
        id={id}
        type="search"
        dir="auto"
        placeholder="اسم الملف أو النص البديل"
        value={q}
        onChange={(e) => onQ(e.target.value)}
      />
    </div>
  );
}

export function Pager({
  page,
  total,
  shown,
  onPage,
}: {
  page: number;
  total: number;
  shown: number;
  onPage: (p: number) => void;
}) {
  // The server's page size is what its first page held; later pages may hold fewer.
  const size = useRef(0);
  if (page === 1 && shown > 0) size.current = shown;
  const perPage = Math.max(size.current, shown, 1);
  const last = Math.max(1, Math.ceil(total / perPage));
  if (total <= shown && page === 1) return null;
  return (
    <nav className="md-pager" aria-label="صفحات الوسائط">
      <button
        type="button"
        className="wf-button wf-button--small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        السابق
      </button>
      <span>
        صفحة <bdi>{page}</bdi> من <bdi>{last}</bdi>
      </span>
      <button
        type="button"
        className="wf-button wf-button--small"
        disabled={page >= last || shown === 0}
        onClick={() => onPage(page + 1)}
      >
        التالي
      </button>
    </nav>
  );
}

/** The media library (/ar/cms/media): search, upload, alt text, delete. */
export default function MediaScreen() {
  const canWrite = useCan("media:write");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const query = useDebounced(q);
  const list = useMediaList(query, page);
  // A new search starts again from its first page.
  const [searched, setSearched] = useState(query);
  if (searched !== query) {
    setSearched(query);
    setPage(1);
  }
  const items = list.data?.data ?? [];
  return (
    <main className="md-screen wf-form" dir="rtl" lang="ar" aria-labelledby="md-title">
      <header className="md-header">
        <h1 id="md-title">مكتبة الوسائط</h1>
        {list.data ? (
          <p className="wf-help" aria-live="polite">
            <bdi>{list.data.total}</bdi> صورة
          </p>
        ) : null}
      </header>
      <MediaSearch q={q} onQ={setQ} />
      {canWrite ? (
        <Uploader />
      ) : (
        <p className="wf-help">يمكنك تصفح الصور فقط؛ الرفع والتعديل لمن يملك صلاحية الكتابة.</p>
      )}
      {list.isPending ? (
        <p className="ed-loading" role="status">
          جارٍ التحميل…
        </p>
      ) : list.isError ? (
        <p className="wf-errors" role="alert">
          تعذّر تحميل الوسائط. {errorText(list.error)}
        </p>
      ) : items.length === 0 ? (
        <div className="md-empty">
          {query ? (
            <p>لا توجد صور تطابق «{query}».</p>
          ) : (
            <p>لا توجد صور بعد.{canWrite ? " ارفع صورة للبدء." : ""}</p>
          )}
        </div>
      ) : (
        <ul className="md-grid" aria-label="الصور">
          {items.map((item) => (
            <MediaCard key={`${item.id}-${item.alt ?? ""}`} item={item} canWrite={canWrite} />
          ))}
        </ul>
      )}
      <Pager page={page} total={list.data?.total ?? 0} shown={items.length} onPage={setPage} />
    </main>
  );
}
