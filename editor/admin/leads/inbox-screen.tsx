import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link, Route, Routes, useLocation, useParams, useSearchParams } from "react-router-dom";
import type { AdminLead } from "../../../generated/types.ts";
import { isUuid } from "../../../runtime/core/value-rules.ts";
import { operationUrl } from "../../api.ts";
import { useCan } from "../../session.tsx";
import {
  errorText,
  IDLE,
  ListTable,
  Notice,
  Pager,
  QueryState,
  type Status,
  StatusLine,
  StatusSelect,
} from "../admin-ui.tsx";
import { formatDateTime } from "../orders/order-logic.ts";
import { type AdminLanguage, adminLanguage } from "../orders/texts.ts";
import {
  fetchInbox,
  fetchInboxLead,
  INBOX_KEY,
  inboxLeadKey,
  inboxListKey,
  updateInboxLead,
} from "./inbox-api.ts";
import {
  deliveryStateText,
  historyText,
  type InboxFilters,
  inboxFiltersOf,
  inboxSearchOf,
  isFiltered,
  leadName,
  NO_INBOX_FILTERS,
} from "./inbox-logic.ts";
import { INBOX_TEXTS, type InboxTexts, LEAD_STATUSES, type LeadStatus } from "./inbox-texts.ts";
import { sizeText } from "./lead-logic.ts";
import "./leads.css";

type Lead = AdminLead;
type Person = { id: number; name: string };

/**
 * /ar/admin/leads: every form's leads in one inbox, newest first, filtered by form, status,
 * owner and day; /ar/admin/leads/:leadId one lead, where a sales team takes it, moves it from new
 * to won or lost, writes notes and reads its history, its values under their labels and its
 * deliveries as they really went.
 */
export default function InboxScreen() {
  const lang = adminLanguage();
  const t = INBOX_TEXTS[lang];
  return (
    <Routes>
      <Route index element={<InboxList t={t} lang={lang} />} />
      <Route path=":leadId" element={<InboxLead t={t} lang={lang} />} />
    </Routes>
  );
}

function InboxList({ t, lang }: { t: InboxTexts; lang: AdminLanguage }) {
  const [params, setParams] = useSearchParams();
  const filters = inboxFiltersOf(params);
  const query = useQuery({
    queryKey: inboxListKey(filters),
    queryFn: () => fetchInbox(filters),
    placeholderData: keepPreviousData,
  });
  const leads = query.data?.data ?? [];
  const meta = query.data?.meta;
  const number = new Intl.NumberFormat(lang);
  const pages = meta?.pages ?? 1;
  const go = (next: InboxFilters) => setParams(inboxSearchOf(next));
  return (
    <section className="adm-screen ld-screen" aria-labelledby="ld-inbox-title">
      <h1 id="ld-inbox-title">{t.title}</h1>
      <p className="adm-hint">{t.hint}</p>
      <InboxFilterBar
        key={params.toString()}
        t={t}
        filters={filters}
        forms={meta?.forms ?? []}
        owners={meta?.owners ?? []}
        onApply={(next) => go({ ...next, page: 1 })}
      />
      <p className="ld-count" role="status">
        {meta ? t.count(number.format(meta.total)) : ""}
      </p>
      <ListTable
        query={query}
        isEmpty={leads.length === 0}
        empty={<p>{isFiltered(filters) ? t.emptyFiltered : t.empty}</p>}
        caption={t.caption}
        columns={[
          t.columns.received,
          t.columns.who,
          t.columns.form,
          t.columns.status,
          t.columns.owner,
        ]}
        cards
      >
        {leads.map((lead) => {
          const a = lead.attributes;
          const when = formatDateTime(a.created_at, lang);
          const who = leadName(lead, t.nobody);
          return (
            <tr key={lead.id} data-lead-id={lead.id} data-status={a.status}>
              <td data-label={t.columns.received} className="ld-date">
                <time dateTime={a.created_at}>{when}</time>
              </td>
              <td data-label={t.columns.who}>
                <bdi>{who}</bdi>
              </td>
              <td data-label={t.columns.form}>{a.form_name}</td>
              <td data-label={t.columns.status}>
                <span className={`ld-lead-status ld-lead-status--${a.status}`}>
                  {t.statuses[a.status]}
                </span>
              </td>
              <td data-label={t.columns.owner}>{a.owner?.name ?? t.nobody}</td>
              <td>
                <Link
                  to={lead.id}
                  state={{ back: `?${params.toString()}` }}
                  className="adm-button"
                  aria-label={t.open(who, when)}
                >
                  {t.openShort}
                </Link>
              </td>
            </tr>
          );
        })}
      </ListTable>
      <Pager
        page={filters.page}
        pages={pages}
        texts={{
          pages: t.pages,
          previous: t.previous,
          next: t.next,
          current: t.pageOf(number.format(filters.page), number.format(pages)),
        }}
        onGo={(page) => go({ ...filters, page })}
      />
    </section>
  );
}

/** The inbox's filters, applied together; the address keeps them. */
function InboxFilterBar({
  t,
  filters,
  forms,
  owners,
  onApply,
}: {
  t: InboxTexts;
  filters: InboxFilters;
  forms: readonly Person[];
  owners: readonly Person[];
  onApply: (filters: InboxFilters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState("");
  function apply(event: FormEvent) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setError(t.backwards);
      return;
    }
    setError("");
    onApply(draft);
  }
  return (
    <form className="adm-card ld-filters" onSubmit={apply} noValidate aria-label={t.filters}>
      <div className="adm-field">
        <label htmlFor={`${id}-form`}>{t.form}</label>
        <select
          id={`${id}-form`}
          value={draft.form}
          onChange={(e) => setDraft((d) => ({ ...d, form: e.target.value }))}
        >
          <option value="">{t.anyForm}</option>
          {forms.map((f) => (
            <option key={f.id} value={String(f.id)}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <StatusSelect
        id={`${id}-status`}
        label={t.status}
        anyLabel={t.anyStatus}
        statuses={LEAD_STATUSES}
        labels={t.statuses}
        value={draft.status}
        onChange={(status) => setDraft((d) => ({ ...d, status }))}
      />
      <div className="adm-field">
        <label htmlFor={`${id}-owner`}>{t.owner}</label>
        <select
          id={`${id}-owner`}
          value={draft.owner}
          onChange={(e) => setDraft((d) => ({ ...d, owner: e.target.value }))}
        >
          <option value="">{t.anyOwner}</option>
          <option value="none">{t.noOwner}</option>
          {owners.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </select>
      </div>
      <div className="adm-field">
        <label htmlFor={`${id}-from`}>{t.from}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
      </div>
      <div className="adm-field">
        <label htmlFor={`${id}-to`}>{t.to}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="ld-filters__actions">
        <button type="submit" className="adm-button adm-button--primary">
          {t.apply}
        </button>
        {isFiltered(filters) && (
          <button type="button" className="adm-button" onClick={() => onApply(NO_INBOX_FILTERS)}>
            {t.clear}
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="adm-field__error ld-filters__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function InboxLead({ t, lang }: { t: InboxTexts; lang: AdminLanguage }) {
  const leadId = useParams().leadId ?? "";
  const back = (useLocation().state as { back?: string } | null)?.back ?? "";
  const isValid = isUuid(leadId);
  const query = useQuery({
    queryKey: inboxLeadKey(leadId),
    queryFn: () => fetchInboxLead(leadId),
    enabled: isValid,
  });
  const lead = query.data;
  return (
    <section className="adm-screen ld-screen" aria-labelledby="ld-lead-title">
      <Link to={`/admin/leads${back}`} className="fb-back">
        <span aria-hidden="true">→ </span>
        {t.back}
      </Link>
      <h1 id="ld-lead-title">{lead ? t.leadTitle(lead.attributes.form_name) : t.title}</h1>
      <QueryState
        isPending={isValid && query.isPending}
        error={isValid ? query.error : new Error("404")}
        onRetry={() => void query.refetch()}
      >
        {lead && <LeadDetail lead={lead} t={t} lang={lang} />}
      </QueryState>
    </section>
  );
}

function LeadDetail({ lead, t, lang }: { lead: Lead; t: InboxTexts; lang: AdminLanguage }) {
  const a = lead.attributes;
  const canWrite = useCan("leads:write");
  const date = (iso: string) => formatDateTime(iso, lang);
  const number = new Intl.NumberFormat(lang);
  const files = a.files ?? [];
  return (
    <>
      <p className="ld-lead-summary">
        <span className={`ld-lead-status ld-lead-status--${a.status}`}>{t.statuses[a.status]}</span>{" "}
        {t.received}: <time dateTime={a.created_at}>{date(a.created_at)}</time>
      </p>
      {canWrite ? <WorkCard lead={lead} t={t} /> : <Notice>{t.readOnly}</Notice>}

      <section className="adm-card" aria-labelledby="ld-lead-values">
        <h2 id="ld-lead-values">{t.values}</h2>
        <dl className="ld-values">
          {a.fields.map((f) => (
            <div className="ld-values__row" key={f.name} data-field={f.name}>
              <dt>
                {f.label}
                {!f.is_current && <span className="adm-badge">{t.notInForm}</span>}
              </dt>
              <dd>
                <span className="ld-text" dir="auto">
                  {f.text || t.nobody}
                </span>
              </dd>
            </div>
          ))}
        </dl>
        {files.length > 0 && (
          <>
            <h3>{t.files}</h3>
            <ul className="ld-files">
              {files.map((file) => (
                <li key={file.id}>
                  <a
                    href={operationUrl("downloadLeadFile", {
                      params: { formId: a.form_id, leadId: lead.id, fileId: file.id },
                    })}
                    download={file.name}
                  >
                    <bdi>{file.name}</bdi>
                  </a>{" "}
                  <span className="adm-hint">({sizeText(file.size)})</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className="adm-card" aria-labelledby="ld-lead-history">
        <h2 id="ld-lead-history">{t.history}</h2>
        <ol className="ld-history">
          {(a.history ?? []).map((entry) => (
            <li key={entry.id} data-event={entry.kind}>
              <time dateTime={entry.created_at}>{date(entry.created_at)}</time>{" "}
              <span>{historyText(entry, t)}</span>{" "}
              <span className="adm-hint">{t.by(entry.actor || t.visitor)}</span>
              {entry.note && (
                <p className="ld-history__note ld-text" dir="auto">
                  {entry.note}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section className="adm-card" aria-labelledby="ld-lead-deliveries">
        <h2 id="ld-lead-deliveries">{t.deliveries}</h2>
        {(a.deliveries ?? []).length === 0 ? (
          <p className="adm-hint">{t.noDeliveries}</p>
        ) : (
          <div className="adm-table-wrap">
            <table className="adm-table">
              <caption className="adm-visually-hidden">{t.deliveries}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.deliveryColumns.kind}</th>
                  <th scope="col">{t.deliveryColumns.target}</th>
                  <th scope="col">{t.deliveryColumns.state}</th>
                  <th scope="col">{t.deliveryColumns.attempts}</th>
                  <th scope="col">{t.deliveryColumns.error}</th>
                </tr>
              </thead>
              <tbody>
                {(a.deliveries ?? []).map((d) => (
                  <tr key={d.id} data-delivery-status={d.attributes.status}>
                    <td>{t.kinds[d.attributes.kind] ?? d.attributes.kind}</td>
                    <td>
                      <bdi dir="ltr">{d.attributes.target}</bdi>
                    </td>
                    <td>
                      <span className={`ld-status ld-status--${d.attributes.status}`}>
                        {deliveryStateText(d.attributes, t, date)}
                      </span>
                    </td>
                    <td>
                      <bdi>
                        {t.attempts(
                          number.format(d.attributes.attempts),
                          number.format(d.attributes.max_attempts ?? d.attributes.attempts),
                        )}
                      </bdi>
                    </td>
                    <td className="ld-error-cell">
                      {d.attributes.last_error ? (
                        <span className="ld-text" dir="auto">
                          {d.attributes.last_error}
                        </span>
                      ) : (
                        t.nobody
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** The lead's status and owner, saved together, and a note added on its own. */
function WorkCard({ lead, t }: { lead: Lead; t: InboxTexts }) {
  const id = useId();
  const queryClient = useQueryClient();
  const a = lead.attributes;
  const [status, setStatus] = useState<LeadStatus>(a.status);
  const [owner, setOwner] = useState(a.owner ? String(a.owner.id) : "");
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState("");
  const [saving, setSaving] = useState<Status>(IDLE);
  const owners = useQuery({
    queryKey: [...INBOX_KEY, "owners"],
    queryFn: () => fetchInbox({ ...NO_INBOX_FILTERS }).then((r) => r.meta.owners),
    staleTime: 60_000,
  });
  const people: readonly Person[] = owners.data ?? (a.owner ? [a.owner] : []);

  async function save(body: Parameters<typeof updateInboxLead>[1], after?: () => void) {
    setSaving({ kind: "busy", text: t.saving });
    try {
      const updated = await updateInboxLead(lead.id, body);
      queryClient.setQueryData(inboxLeadKey(lead.id), updated);
      await queryClient.invalidateQueries({ queryKey: INBOX_KEY, refetchType: "active" });
      setSaving({ kind: "ok", text: t.saved });
      after?.();
    } catch (error) {
      setSaving({ kind: "error", text: t.notSaved(errorText(error)) });
    }
  }

  function saveWork(event: FormEvent) {
    event.preventDefault();
    void save({ status, owner_id: owner ? Number(owner) : null });
  }

  function addNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t.noteEmpty);
      return;
    }
    setNoteError("");
    void save({ note: note.trim() }, () => setNote(""));
  }

  return (
    <section className="adm-card ld-work" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.work}</h2>
      <form className="ld-work__row" onSubmit={saveWork}>
        <div className="adm-field">
          <label htmlFor={`${id}-status`}>{t.status}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => setStatus(LEAD_STATUSES.find((s) => s === e.target.value) ?? status)}
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor={`${id}-owner`}>{t.owner}</label>
          <select id={`${id}-owner`} value={owner} onChange={(e) => setOwner(e.target.value)}>
            <option value="">{t.noOwner}</option>
            {people.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="adm-button adm-button--primary">
          {t.save}
        </button>
      </form>
      <form className="ld-work__note" onSubmit={addNote} noValidate>
        <div className="adm-field">
          <label htmlFor={`${id}-note`}>{t.note}</label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={4000}
            value={note}
            dir="auto"
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={`${id}-note-hint${noteError ? ` ${id}-note-error` : ""}`}
          />
          <p id={`${id}-note-hint`} className="adm-hint">
            {t.noteHint}
          </p>
          {noteError && (
            <p id={`${id}-note-error`} className="adm-field__error">
              {noteError}
            </p>
          )}
        </div>
        <button type="submit" className="adm-button">
          {t.addNote}
        </button>
      </form>
      <StatusLine status={saving} />
    </section>
  );
}
