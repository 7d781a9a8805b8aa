import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import type { OutboxQuery } from "../../../generated/types.ts";
import { call } from "../../api.ts";
import { useCan } from "../../session.tsx";
import { formatDateTime } from "../admin-logic.ts";
import { errorText, IDLE, QueryState, type Status, StatusLine } from "../admin-ui.tsx";
import { OUTBOX_KEY, SENT_MAIL_KEY } from "../forms/forms-api.ts";
import {
  DeliveryCells,
  DeliveryHeads,
  kindLabel,
  Pager,
  RetryCell,
} from "../leads/delivery-ui.tsx";
import "../leads/leads.css";
import "./deliveries.css";

/** The outbox's page size (GET /api/admin/outbox answers 50 a page). */
const PAGE_SIZE = 50;

/**
 * /ar/admin/deliveries: the deliveries that gave up after their last attempt (the dead-letter
 * list), each replayed on demand, the waiting and delivered ones on request; and the mail the
 * development transport kept instead of sending, readable as plain text.
 */
export default function DeliveriesScreen() {
  return (
    <section className="adm-screen" aria-labelledby="adm-deliveries-title">
      <h1 id="adm-deliveries-title">التسليمات</h1>
      <p className="adm-hint">
        كل طلب يُرسل بريداً إلى الفريق أو الزائر أو إلى وجهات التكامل. ما فشل بعد آخر محاولة يبقى هنا
        حتى يُعاد.
      </p>
      <OutboxList />
      <SentMail />
    </section>
  );
}

function OutboxList() {
  const canWrite = useCan("leads:write");
  const queryClient = useQueryClient();
  const id = useId();
  const [filter, setFilter] = useState<OutboxQuery>({ status: "dead", page: 1 });
  const [status, setStatus] = useState<Status>(IDLE);
  const query = useQuery({
    queryKey: [...OUTBOX_KEY, filter],
    queryFn: () => call("listOutbox", { query: filter }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  const rows = query.data ?? [];

  async function replay(outboxId: string, label: string) {
    setStatus({ kind: "busy", text: "جارٍ الإعادة…" });
    try {
      await call("replayOutbox", { params: { outboxId } });
      setStatus({ kind: "ok", text: `أُعيدت جدولة ${label}: سيُحاول الإرسال من جديد الآن.` });
    } catch (error) {
      setStatus({ kind: "error", text: `لم تُعد ${label}: ${errorText(error)}` });
    } finally {
      await queryClient.invalidateQueries({ queryKey: OUTBOX_KEY });
    }
  }

  const emptyText =
    filter.status === "dead"
      ? "لا تسليمات متعثرة: وصل كل شيء أو ما زال ينتظر دوره."
      : filter.status === "pending"
        ? "لا تسليمات تنتظر."
        : "لا تسليمات مكتملة بعد.";
  return (
    <section className="adm-card dl-outbox" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>قائمة التسليمات</h2>
      <div className="adm-toolbar">
        <label htmlFor={`${id}-status`}>الحالة</label>
        <select
          id={`${id}-status`}
          value={filter.status}
          onChange={(e) => setFilter({ status: e.target.value as OutboxQuery["status"], page: 1 })}
        >
          <option value="dead">متعثرة (بعد آخر محاولة)</option>
          <option value="pending">قيد الانتظار</option>
          <option value="delivered">تم تسليمها</option>
        </select>
      </div>
      <StatusLine status={status} />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={rows.length === 0 && filter.page === 1}
        empty={<p>{emptyText}</p>}
      >
        <div className="adm-table-wrap" aria-busy={query.isFetching}>
          <table className="adm-table dl-table">
            <caption className="adm-visually-hidden">التسليمات</caption>
            <thead>
              <tr>
                <th scope="col">التاريخ</th>
                <DeliveryHeads />
                <th scope="col">الطلب</th>
                <th scope="col">
                  <span className="adm-visually-hidden">إجراءات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const a = row.attributes;
                const label = `${kindLabel(a.kind)} إلى ${a.target}`;
                return (
                  <tr key={row.id} data-outbox-id={row.id}>
                    <td>{formatDateTime(a.created_at)}</td>
                    <DeliveryCells delivery={a} />
                    <td className="dl-error">
                      {a.last_error ? <span dir="auto">{a.last_error}</span> : "—"}
                    </td>
                    <td>
                      {a.form_id && a.lead_id ? (
                        <Link to={`/admin/forms/${a.form_id}/leads/${a.lead_id}`}>فتح الطلب</Link>
                      ) : (
                        "—"
                      )}
                    </td>
                    <RetryCell
                      delivery={a}
                      canWrite={canWrite}
                      ariaLabel={`إعادة: ${label}`}
                      onRetry={() => void replay(row.id, label)}
                    >
                      إعادة الإرسال
                    </RetryCell>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </QueryState>
      {(filter.page > 1 || rows.length === PAGE_SIZE) && (
        <Pager
          label="صفحات التسليمات"
          page={filter.page}
          hasNext={rows.length >= PAGE_SIZE}
          onPage={(page) => setFilter({ ...filter, page })}
          where={
            <>
              الصفحة <bdi>{filter.page}</bdi>
            </>
          }
        />
      )}
    </section>
  );
}

/** The development mail: subject, sender, recipients and the text, each as plain text. */
function SentMail() {
  const id = useId();
  const query = useQuery({
    queryKey: SENT_MAIL_KEY,
    queryFn: () => call("listSentMail").then((r) => r.data),
  });
  const mails = query.data ?? [];
  return (
    <section className="adm-card dl-mail" aria-labelledby={`${id}-title`}>
      <div className="dl-mail__head">
        <h2 id={`${id}-title`}>البريد المرسل (بيئة التطوير)</h2>
        <button type="button" className="adm-button" onClick={() => void query.refetch()}>
          تحديث
        </button>
      </div>
      <p className="adm-hint">
        في التطوير لا يُرسل البريد فعلاً: يُحفظ هنا آخر 200 رسالة، الأحدث أولاً.
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={mails.length === 0}
        empty={<p>لم تُرسل أي رسالة بعد.</p>}
      >
        <ol className="dl-mail__list">
          {mails.map((mail) => {
            const m = mail.attributes;
            return (
              <li key={mail.id} className="dl-mail__item">
                <details>
                  <summary>
                    <span className="dl-mail__subject" dir="auto">
                      {m.subject || "(بلا موضوع)"}
                    </span>
                    <span className="dl-mail__meta">
                      إلى <bdi dir="ltr">{m.to}</bdi> — {formatDateTime(m.created_at)}
                    </span>
                  </summary>
                  <dl className="dl-mail__headers">
                    <div>
                      <dt>من</dt>
                      <dd>
                        <bdi dir="ltr">{m.from}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>إلى</dt>
                      <dd>
                        <bdi dir="ltr">{m.to}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>المعرّف</dt>
                      <dd>
                        <code dir="ltr">{m.message_id}</code>
                      </dd>
                    </div>
                  </dl>
                  <pre className="dl-mail__text" dir="auto">
                    {m.text}
                  </pre>
                </details>
              </li>
            );
          })}
        </ol>
      </QueryState>
    </section>
  );
}
