import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import type { LeadIntegration, LeadResource } from "../../../generated/types.ts";
import { call, operationUrl } from "../../api.ts";
import { useCan } from "../../session.tsx";
import { formatDateTime } from "../admin-logic.ts";
import {
  ConfirmButton,
  errorText,
  IDLE,
  QueryState,
  type Status,
  StatusLine,
} from "../admin-ui.tsx";
import { completeField } from "../forms/form-logic.ts";
import { type FormItem, leadKey, leadsKey } from "../forms/forms-api.ts";
import { DeliveryCells, DeliveryHeads, kindLabel, RetryCell } from "./delivery-ui.tsx";
import { sizeText, valueText } from "./lead-logic.ts";
import { useLocationNames } from "./leads-screen.tsx";
import "./leads.css";
import { isUuid } from "../../../runtime/core/value-rules.ts";

/**
 * /ar/admin/forms/:id/leads/:leadId: one lead. Every value is shown as text (what a visitor
 * typed is never read as markup) under its field's label, an option or a showroom by its name,
 * with its files to download, the hidden fields the page added, and each delivery it caused,
 * which can be tried again. Its page in the lead inbox is a link away.
 */
export default function LeadScreen({ form }: { form: FormItem }) {
  const formId = Number(form.id);
  const leadId = useParams().leadId ?? "";
  const back = (useLocation().state as { back?: string } | null)?.back ?? "";
  const listUrl = `/admin/forms/${formId}/leads${back}`;
  const isValidId = isUuid(leadId);
  const query = useQuery({
    queryKey: leadKey(formId, leadId),
    queryFn: () => call("getLead", { params: { formId, leadId } }).then((r) => r.data),
    enabled: isValidId,
  });
  return (
    <div className="ld-screen">
      <Link to={listUrl} className="fb-back">
        <span aria-hidden="true">→ </span>كل الطلبات
      </Link>
      {isValidId ? (
        <QueryState
          isPending={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
        >
          {query.data && <LeadDetail form={form} lead={query.data} listUrl={listUrl} />}
        </QueryState>
      ) : (
        <p className="adm-state adm-state--error" role="alert">
          رقم الطلب غير صالح.
        </p>
      )}
    </div>
  );
}

function LeadDetail({
  form,
  lead,
  listUrl,
}: {
  form: FormItem;
  lead: LeadResource;
  listUrl: string;
}) {
  const formId = Number(form.id);
  const canWrite = useCan("leads:write");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(IDLE);
  const { values, hidden_fields: hidden = {}, files = [], meta = {}, created_at } = lead.attributes;
  const fields = form.attributes.fields.map((f) => completeField(f));
  // A hidden field's value usually comes with the page's hidden fields: it is read there, under
  // its label, rather than as an empty row among what the visitor filled.
  const shownFields = fields.filter(
    (f) => !((f.type === "hidden" || f.type === "ga_client_id") && values[f.name] === undefined),
  );
  const locations = useLocationNames(fields);
  const known = new Set(fields.map((f) => f.name));
  const extra = Object.keys(values).filter((k) => !known.has(k));
  // Files whose field is no longer a file field of the form.
  const otherFiles = files.filter(
    (f) => !fields.some((field) => field.type === "file" && field.name === f.field),
  );
  const fileUrl = (fileId: string) =>
    operationUrl("downloadLeadFile", { params: { formId, leadId: lead.id, fileId } });

  async function remove() {
    setStatus({ kind: "busy", text: "جارٍ الحذف…" });
    try {
      await call("deleteLead", { params: { formId, leadId: lead.id } });
      await queryClient.invalidateQueries({ queryKey: leadsKey(formId) });
      navigate(listUrl, { replace: true });
    } catch (error) {
      setStatus({ kind: "error", text: `لم يُحذف الطلب: ${errorText(error)}` });
    }
  }

  return (
    <article className="ld-detail" aria-labelledby="ld-detail-title">
      <header className="ld-detail__head">
        <h2 id="ld-detail-title">
          طلب بتاريخ <time dateTime={created_at}>{formatDateTime(created_at)}</time>
        </h2>
        <code className="ld-detail__id" dir="ltr">
          {lead.id}
        </code>
        <Link to={`/admin/leads/${lead.id}`} className="adm-button">
          فتحه في صندوق الطلبات
        </Link>
        {canWrite && (
          <ConfirmButton
            label="حذف الطلب"
            question="حذف هذا الطلب وملفاته نهائياً؟ لا يمكن التراجع."
            confirmLabel="حذف"
            onConfirm={() => void remove()}
          />
        )}
      </header>
      <StatusLine status={status} />

      <section className="adm-card" aria-labelledby="ld-values-title">
        <h3 id="ld-values-title">القيم</h3>
        <dl className="ld-values">
          {shownFields.map((field) => {
            const value = values[field.name];
            const own = field.type === "file" ? files.filter((f) => f.field === field.name) : [];
            return (
              <ValueRow
                key={field.name}
                data-field={field.name}
                term={field.label.trim() || <code dir="ltr">{field.name}</code>}
              >
                {field.type === "file" ? (
                  own.length ? (
                    <FileLinks files={own} url={fileUrl} />
                  ) : (
                    "—"
                  )
                ) : (
                  <TypedText>{valueText(value, field, locations)}</TypedText>
                )}
              </ValueRow>
            );
          })}
          {extra.map((name) => (
            <ValueRow
              key={name}
              data-field={name}
              term={
                <>
                  <code dir="ltr">{name}</code>{" "}
                  <span className="adm-badge">ليس في النموذج الآن</span>
                </>
              }
            >
              <TypedText>{valueText(values[name])}</TypedText>
            </ValueRow>
          ))}
        </dl>
      </section>

      {otherFiles.length > 0 && (
        <section className="adm-card" aria-labelledby="ld-files-title">
          <h3 id="ld-files-title">ملفات أخرى</h3>
          <FileLinks files={otherFiles} url={fileUrl} />
        </section>
      )}

      <section className="adm-card" aria-labelledby="ld-hidden-title">
        <h3 id="ld-hidden-title">الحقول المخفية</h3>
        {Object.keys(hidden).length === 0 ? (
          <p className="adm-hint">لم تُضف الصفحة حقولاً مخفية.</p>
        ) : (
          <dl className="ld-values">
            {Object.entries(hidden).map(([name, value]) => {
              // A page's hidden field has no label of its own unless the form names it.
              const field = fields.find((f) => f.name === name);
              return (
                <ValueRow
                  key={name}
                  data-hidden-field={name}
                  term={field?.label.trim() || <code dir="ltr">{name}</code>}
                >
                  <TypedText>{valueText(value, field, locations)}</TypedText>
                </ValueRow>
              );
            })}
          </dl>
        )}
        {Object.keys(meta).length > 0 && (
          <dl className="ld-values ld-meta">
            {META_ROWS.map(({ key, term, className }) => {
              const text = meta[key];
              return (
                typeof text === "string" && (
                  <ValueRow key={key} term={term}>
                    <bdi dir="ltr" className={className}>
                      {text}
                    </bdi>
                  </ValueRow>
                )
              );
            })}
          </dl>
        )}
      </section>

      <Deliveries formId={formId} lead={lead} canWrite={canWrite} />
    </article>
  );
}

/** What the page sent with a lead, in this order: the page, its language, the browser. */
const META_ROWS: readonly { key: string; term: string; className?: string }[] = [
  { key: "page_url", term: "الصفحة" },
  { key: "lang", term: "اللغة" },
  { key: "user_agent", term: "المتصفح", className: "ld-text" },
];

/** One name and value of a lead's lists; `data-*` attributes name the row for tests and links. */
function ValueRow({
  term,
  children,
  ...data
}: {
  term: ReactNode;
  children: ReactNode;
  [attribute: `data-${string}`]: string;
}) {
  return (
    <div className="ld-values__row" {...data}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A value as the visitor typed it: plain text, its direction its own. */
function TypedText({ children }: { children: string }) {
  return (
    <span className="ld-text" dir="auto">
      {children}
    </span>
  );
}

function FileLinks({
  files,
  url,
}: {
  files: NonNullable<LeadResource["attributes"]["files"]>;
  url: (fileId: string) => string;
}) {
  return (
    <ul className="ld-files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={url(file.id)} download={file.name}>
            <bdi>{file.name}</bdi>
          </a>{" "}
          <span className="adm-hint">
            (<bdi dir="ltr">{file.media_type}</bdi>، {sizeText(file.size)})
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The deliveries a lead caused, each with its state, and a retry for those not delivered. */
function Deliveries({
  formId,
  lead,
  canWrite,
}: {
  formId: number;
  lead: LeadResource;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const [status, setStatus] = useState<Status>(IDLE);
  const [body, setBody] = useState("");
  const [bodyError, setBodyError] = useState("");
  const query = useQuery({
    queryKey: [...leadKey(formId, lead.id), "integrations"],
    queryFn: () =>
      call("getLeadIntegrations", { params: { formId, leadId: lead.id } }).then((r) => r.data),
    initialData: lead.attributes.integrations,
  });
  const deliveries: LeadIntegration[] = query.data ?? [];
  const stuck = deliveries.filter((d) => d.attributes.status !== "delivered");

  async function retry(ids?: string[]) {
    let corrected: Record<string, unknown> | undefined;
    if (body.trim()) {
      try {
        const parsed: unknown = JSON.parse(body);
        if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
          throw new Error("not an object");
        corrected = parsed as Record<string, unknown>;
      } catch {
        setBodyError('القيم المصححة: يجب أن تكون كائن JSON مثل {"email": "a@example.com"}.');
        return;
      }
    }
    setBodyError("");
    setStatus({ kind: "busy", text: "جارٍ إعادة المحاولة…" });
    try {
      const answer = await call("fixLeadIntegrations", {
        params: { formId, leadId: lead.id },
        body: {
          data: {
            type: "request",
            attributes: { ...(ids ? { ids } : {}), ...(corrected ? { body: corrected } : {}) },
          },
        },
      });
      queryClient.setQueryData([...leadKey(formId, lead.id), "integrations"], answer.data);
      setStatus({ kind: "ok", text: "أُعيدت الجدولة: ستُرسل التسليمات من جديد." });
    } catch (error) {
      setStatus({ kind: "error", text: `لم تُعد المحاولة: ${errorText(error)}` });
    }
  }

  return (
    <section className="adm-card" aria-labelledby="ld-deliveries-title">
      <h3 id="ld-deliveries-title">التسليمات</h3>
      {deliveries.length === 0 ? (
        <p className="adm-hint">لم يُرسل هذا الطلب إلى أي جهة.</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table">
            <caption className="adm-visually-hidden">تسليمات الطلب</caption>
            <thead>
              <tr>
                <DeliveryHeads />
                <th scope="col">
                  <span className="adm-visually-hidden">إجراءات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => {
                const a = d.attributes;
                return (
                  <tr key={d.id} data-delivery-status={a.status}>
                    <DeliveryCells
                      delivery={a}
                      note={
                        <>
                          {a.status === "pending" && a.next_attempt_at && (
                            <span className="adm-hint">
                              {" "}
                              المحاولة التالية: {formatDateTime(a.next_attempt_at)}
                            </span>
                          )}
                          {a.status === "delivered" && a.delivered_at && (
                            <span className="adm-hint"> {formatDateTime(a.delivered_at)}</span>
                          )}
                        </>
                      }
                    />
                    <td className="ld-error-cell">
                      {a.last_error ? (
                        <span className="ld-text" dir="auto">
                          {a.last_error}
                        </span>
                      ) : (
                        "—"
                      )}
                    </td>
                    <RetryCell
                      delivery={a}
                      canWrite={canWrite}
                      ariaLabel={`إعادة المحاولة: ${kindLabel(a.kind)} ${a.target}`}
                      onRetry={() => void retry([d.id])}
                    >
                      إعادة المحاولة
                    </RetryCell>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {canWrite && stuck.length > 0 && (
        <details className="ld-fix">
          <summary>تصحيح القيم المرسلة إلى التكاملات ثم إعادة المحاولة</summary>
          <div className="adm-field">
            <label htmlFor={`${id}-body`}>القيم المصححة (JSON، اختيارية)</label>
            <textarea
              id={`${id}-body`}
              dir="ltr"
              rows={4}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={`${id}-hint${bodyError ? ` ${id}-error` : ""}`}
            />
            <p id={`${id}-hint`} className="adm-hint">
              تحل محل ما يُرسل إلى وجهات التكامل؛ اتركها فارغة لإعادة إرسال القيم كما هي.
            </p>
            {bodyError && (
              <p id={`${id}-error`} className="adm-field__error">
                {bodyError}
              </p>
            )}
          </div>
          <button type="button" className="adm-button" onClick={() => void retry()}>
            إعادة المحاولة لكل التسليمات المتعثرة
          </button>
        </details>
      )}
      <StatusLine status={status} />
    </section>
  );
}
