import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { get } from "../api.ts";
import { useCan } from "../session.tsx";
import {
  ACTION_LABELS,
  type AuditEntry,
  actionLabel,
  auditDiff,
  auditQuery,
  ENTITY_LABELS,
  entityLabel,
  formatDateTime,
  newestFirst,
} from "./admin-logic.ts";
import { Notice, QueryState } from "./admin-ui.tsx";

/** GET /api/admin/audit: one page of entries, and the count when the server gives it. */
interface AuditPage {
  data: AuditEntry[];
  total?: number;
  page?: number;
  per_page?: number;
}

const DEFAULT_PAGE_SIZE = 50;

export default function AuditScreen() {
  const canRead = useCan("audit:read");
  return (
    <section className="adm-screen" aria-labelledby="adm-audit-title">
      <h1 id="adm-audit-title">سجل التدقيق</h1>
      {canRead ? (
        <AuditLog />
      ) : (
        <Notice>ليست لديك صلاحية قراءة سجل التدقيق؛ يقرؤه المدير فقط.</Notice>
      )}
    </section>
  );
}

function AuditLog() {
  const [entity, setEntity] = useState("");
  const [page, setPage] = useState(1);
  const filterId = useId();
  const query = useQuery({
    queryKey: ["admin", "audit", entity, page],
    queryFn: () => get<AuditPage>(`/api/admin/audit${auditQuery(entity, page)}`),
    placeholderData: keepPreviousData,
  });
  const entries = newestFirst(query.data?.data ?? []);
  const pageSize = query.data?.per_page ?? DEFAULT_PAGE_SIZE;
  const total = query.data?.total;
  const hasNext = total === undefined ? entries.length >= pageSize : page * pageSize < total;

  return (
    <>
      <div className="adm-toolbar">
        <label htmlFor={filterId}>الكيان</label>
        <select
          id={filterId}
          value={entity}
          onChange={(e) => {
            setEntity(e.target.value);
            setPage(1);
          }}
        >
          <option value="">الكل</option>
          {Object.entries(ENTITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {total !== undefined && (
          <span className="adm-hint">
            عدد السجلات: <bdi>{total}</bdi>
          </span>
        )}
      </div>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={entries.length === 0 && page === 1}
        empty={<p>{entity ? "لا توجد سجلات لهذا الكيان." : "لا توجد سجلات بعد."}</p>}
      >
        <ol className="adm-audit" aria-busy={query.isFetching}>
          {entries.map((entry) => (
            <AuditItem key={entry.id} entry={entry} />
          ))}
        </ol>
        <nav className="adm-pager" aria-label="صفحات السجل">
          <button
            type="button"
            className="adm-button"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            الأحدث
          </button>
          <span aria-current="page">
            الصفحة <bdi>{page}</bdi>
          </span>
          <button
            type="button"
            className="adm-button"
            disabled={!hasNext}
            onClick={() => setPage((p) => p + 1)}
          >
            الأقدم
          </button>
        </nav>
      </QueryState>
    </>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const [isOpen, setOpen] = useState(false);
  const hasChange = entry.before != null || entry.after != null;
  return (
    <li className="adm-audit__item">
      <div className="adm-audit__line">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <span className="adm-audit__who">
          <bdi dir="ltr">{entry.actor_label}</bdi>
        </span>
        <span className="adm-badge" title={entry.action}>
          {ACTION_LABELS[entry.action] ? actionLabel(entry.action) : entry.action}
        </span>
        <span>
          {entityLabel(entry.entity)}
          {entry.entity_id && (
            <>
              {" "}
              <bdi dir="ltr" className="adm-audit__id">
                {entry.entity_id}
              </bdi>
            </>
          )}
        </span>
      </div>
      {hasChange && (
        <details className="adm-audit__details" onToggle={(e) => setOpen(e.currentTarget.open)}>
          <summary>الفرق قبل وبعد</summary>
          {isOpen && <DiffView before={entry.before} after={entry.after} />}
        </details>
      )}
    </li>
  );
}

function DiffView({ before, after }: { before: unknown; after: unknown }) {
  const lines = auditDiff(before, after);
  return (
    <pre className="adm-diff" dir="ltr">
      {lines.map((line, index) => (
        // Lines have no identity of their own; their order is the diff.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index} className={`adm-diff__line adm-diff__line--${line.kind}`}>
          <span className="adm-diff__mark" aria-hidden="true">
            {line.kind === "added" ? "+" : line.kind === "removed" ? "−" : " "}
          </span>
          {line.kind === "added" && <span className="adm-visually-hidden">مضاف: </span>}
          {line.kind === "removed" && <span className="adm-visually-hidden">محذوف: </span>}
          {line.text}
          {"\n"}
        </span>
      ))}
    </pre>
  );
}
