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

/** "صورة واحدة", "صورتان", "5 صور", "11 صورة". */
export function countImages(n: number): string {
  if (n === 1) return "صورة واحدة";
  if (n === 2) return "صورتان";
  if (n >= 3 && n <= 10) return `${n} صور`;
  return `${n} صورة`;
}

/** Why a picture could not be deleted, naming the pages that still show it. */
export function DeleteRefusal({ error, filename }: { error: unknown; filename: string }) {
  if (error instanceof ApiError && error.status === 409 && error.code === "media_in_use") {
    const paths = error.details
      .filter((d) => d.rule === "in_use")
      .map((d) => d.path)
      .filter((p): p is string => typeof p === "string" && p !== "");
    const shown = paths.slice(0, 5);
    return (
      <>
        لا يمكن حذف «<bdi>{filename}</bdi>» لأن صفحات تستخدمها
        {shown.length ? ": " : ""}
        {shown.map((p, i) => (
          <span key={p}>
            {i > 0 ? "، " : ""}«<bdi dir="ltr">/{p}</bdi>»
          </span>
        ))}
        {paths.length > shown.length ? ` و${paths.length - shown.length} غيرها` : ""}. أزلها من هذه
        الصفحات (ومن مسوداتها) أولاً.
      </>
    );
  }
  if (error instanceof ApiError && error.status === 404)
    return (
      <>
        «<bdi>{filename}</bdi>» لم تعد موجودة؛ ربما حذفها شخص آخر.
      </>
    );
  return <>{errorText(error)}</>;
}

/** One picture: thumbnail, facts, its alt text (editable) and delete with confirmation. */
function MediaCard({ item, canWrite }: { item: MediaItem; canWrite: boolean }) {
  const [alt, setAlt] = useState(item.alt ?? "");
  const [confirming, setConfirming] = useState(false);
  const updateAlt = useUpdateAlt();
  const remove = useDeleteMedia();
  const altId = useId();
  const saved = item.alt ?? "";
  const changed = alt !== saved;
  const deleteButton = useRef<HTMLButtonElement>(null);
  // After a refused delete, focus returns to the delete button (described by the refusal).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus || confirming) return;
    setRefocus(false);
    deleteButton.current?.focus();
  }, [refocus, confirming]);
  // Another save (or a reload of the list) brings a new alt text: show it unless one has typed.
  const [shownAlt, setShownAlt] = useState(saved);
  if (shownAlt !== saved) {
    setShownAlt(saved);
    if (alt === shownAlt) setAlt(saved);
  }
  return (
    <li className="md-card">
      <img className="md-thumb" src={thumbnail(item.id)} alt={item.alt ?? ""} loading="lazy" />
      <div className="md-card-body">
        <p className="md-name md-name--wrap" title={item.filename}>
          <bdi>{item.filename}</bdi>
        </p>
        <p className="wf-help md-facts">
          {item.width && item.height ? (
            <span>
              <bdi dir="ltr">
                {item.width}×{item.height}
              </bdi>
            </span>
          ) : null}
          <span>{formatBytes(item.size_bytes)}</span>
          <span>
            رقم <bdi>{item.id}</bdi>
          </span>
        </p>
        <form
          className="md-alt"
          onSubmit={(e) => {
            e.preventDefault();
            if (changed && !updateAlt.isPending) updateAlt.mutate({ id: item.id, alt });
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
            // Not disabled once saved, so keyboard focus stays on it; saving nothing does nothing.
            <button
              type="submit"
              className="wf-button wf-button--small"
              aria-disabled={!changed || updateAlt.isPending}
            >
              {updateAlt.isPending ? "جارٍ الحفظ…" : "حفظ النص البديل"}
            </button>
          ) : null}
          <span aria-live="polite" className="wf-help md-saved">
            {updateAlt.isSuccess && !changed ? "حُفظ النص البديل." : ""}
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
              <legend className="wf-visually-hidden">تأكيد حذف {item.filename}</legend>
              <p>حذف هذه الصورة نهائياً؟ لا يمكن التراجع عن ذلك.</p>
              <button
                type="button"
                className="wf-button wf-button--small wf-button--danger"
                disabled={remove.isPending}
                onClick={() =>
                  // The card is gone once deleted: focus goes to the screen's heading. A refusal
                  // is read next to the delete button, where focus returns.
                  remove.mutateAsync(item.id).then(
                    () => document.getElementById("md-title")?.focus(),
                    () => {
                      setConfirming(false);
                      setRefocus(true);
                    },
                  )
                }
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
              ref={deleteButton}
              type="button"
              className="wf-button wf-button--small wf-button--danger"
              aria-label={`حذف ${item.filename}`}
              aria-describedby={remove.isError ? `${altId}-refusal` : undefined}
              onClick={() => setConfirming(true)}
            >
              حذف
            </button>
          )
        ) : null}
        {remove.isError ? (
          <p className="wf-errors" role="alert" id={`${altId}-refusal`}>
            <DeleteRefusal error={remove.error} filename={item.filename} />
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
        <h1 id="md-title" tabIndex={-1}>
          مكتبة الوسائط
        </h1>
        {list.data ? (
          <p className="wf-help" aria-live="polite">
            {countImages(list.data.total)}
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
            <MediaCard key={item.id} item={item} canWrite={canWrite} />
          ))}
        </ul>
      )}
      <Pager page={page} total={list.data?.total ?? 0} shown={items.length} onPage={setPage} />
    </main>
  );
}
