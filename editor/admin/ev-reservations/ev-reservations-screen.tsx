import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, Route, Routes, useParams, useSearchParams } from "react-router-dom";
import { ApiError } from "../../api.ts";
import { useCan, useSession } from "../../session.tsx";
import {
  Card,
  ConfirmButton,
  DetailRows,
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
import { flatRows, formatMoney, languageName, timeline } from "../orders/order-logic.ts";
import { type AdminLanguage, adminLanguage, ORDER_TEXTS } from "../orders/texts.ts";
import {
  EV_RESERVATIONS_KEY,
  evReservationKey,
  evReservationsKey,
  fetchEvReservation,
  fetchEvReservations,
  refundEvReservation,
} from "./ev-api.ts";
import {
  crmRows,
  EV_FILTER_STATUSES,
  type EvFilters,
  type EvReservationDetail,
  eventLabel,
  evFiltersFromSearch,
  evFiltersToSearch,
  formatCount,
  formatPhone,
  formatWhen,
  NO_EV_FILTERS,
  offersRefund,
  refundIntent,
  refusalText,
  reservationRowView,
  statusLabel,
  statusTone,
} from "./ev-logic.ts";
import { EV_ADMIN_TEXTS, type EvAdminTexts } from "./texts.ts";
import "../forms/forms.css";
import "../orders/orders.css";
import "./ev-reservations.css";

/**
 * /ar/admin/ev-reservations: the electric-vehicle pre-order's reservations, filtered by status
 * and searched by name, e-mail, phone or reference, paged; /ar/admin/ev-reservations/:id one
 * reservation with its buyer, vehicle, fee, what the CRM receives and the timeline of its events,
 * and the refund of its fee for those who may move money.
 */
export default function EvReservationsScreen() {
  const lang = adminLanguage();
  const t = EV_ADMIN_TEXTS[lang];
  return (
    <Routes>
      <Route index element={<ReservationList t={t} lang={lang} />} />
      <Route path=":id" element={<ReservationDetail t={t} lang={lang} />} />
    </Routes>
  );
}

/** A status as a badge: its words, and a tone (paid, waiting on someone, over) beside them. */
function StatusBadge({ status, t }: { status: string; t: EvAdminTexts }) {
  return (
    <span className={`ev-badge ev-badge--${statusTone(status)}`} data-status={status}>
      {statusLabel(status, t)}
    </span>
  );
}

function ReservationList({ t, lang }: { t: EvAdminTexts; lang: AdminLanguage }) {
  const [params, setParams] = useSearchParams();
  const filters = evFiltersFromSearch(params);
  const [draft, setDraft] = useState<EvFilters>(filters);
  const query = useQuery({
    queryKey: evReservationsKey(filters),
    queryFn: () => fetchEvReservations(filters),
    placeholderData: keepPreviousData,
  });
  const ids = { status: useId(), q: useId() };
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const pages = query.data?.pages ?? 1;
  const isFiltered = evFiltersToSearch({ ...filters, page: 1 }) !== "";
  const n = (value: number) => formatCount(value, lang);

  const go = (next: EvFilters) => setParams(new URLSearchParams(evFiltersToSearch(next)));

  function apply(event: FormEvent) {
    event.preventDefault();
    go({ ...draft, page: 1 });
  }

  return (
    <section className="adm-screen" aria-labelledby="adm-ev-title">
      <h1 id="adm-ev-title">{t.title}</h1>
      <p className="adm-hint">{t.hint}</p>
      <form
        className="adm-card adm-form adm-orders-filters"
        onSubmit={apply}
        aria-label={t.filters}
      >
        <StatusSelect
          id={ids.status}
          label={t.status}
          anyLabel={t.anyStatus}
          statuses={EV_FILTER_STATUSES}
          labels={t.statuses}
          value={draft.status}
          onChange={(status) => setDraft((d) => ({ ...d, status }))}
        />
        <div className="adm-field">
          <label htmlFor={ids.q}>{t.search}</label>
          <input
            id={ids.q}
            type="search"
            dir="auto"
            maxLength={100}
            value={draft.q}
            onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
          />
        </div>
        <div className="adm-row-actions">
          <button type="submit" className="adm-button adm-button--primary">
            {t.apply}
          </button>
          {isFiltered && (
            <button
              type="button"
              className="adm-button"
              onClick={() => {
                setDraft(NO_EV_FILTERS);
                go(NO_EV_FILTERS);
              }}
            >
              {t.clear}
            </button>
          )}
        </div>
      </form>
      <p className="adm-hint" role="status">
        {query.data ? (total === 0 ? t.noCount : t.count(n(total))) : ""}
      </p>
      <ListTable
        query={query}
        isEmpty={rows.length === 0}
        empty={<p>{isFiltered ? t.emptyFiltered : t.empty}</p>}
        caption={t.caption}
        columns={[
          t.columns.reference,
          t.columns.name,
          t.columns.phone,
          t.columns.vehicle,
          t.columns.fee,
          t.columns.status,
          t.columns.created,
          t.columns.paid,
        ]}
        cards
      >
        {rows.map((row) => {
          const view = reservationRowView(row, t, lang);
          return (
            <tr key={row.id} data-reservation-id={row.id}>
              <td data-label={t.columns.reference}>
                <Link to={row.id} aria-label={t.open(view.reference)}>
                  <code dir="ltr">{view.reference}</code>
                </Link>
              </td>
              <td data-label={t.columns.name}>
                <bdi>{view.name}</bdi>
                {view.email && (
                  <span className="ev-sub">
                    <bdi dir="ltr">{view.email}</bdi>
                  </span>
                )}
              </td>
              <td data-label={t.columns.phone}>
                <bdi dir="ltr">{view.phone}</bdi>
              </td>
              <td data-label={t.columns.vehicle}>
                <bdi>{view.vehicle}</bdi>
                {view.vin && (
                  <span className="ev-sub">
                    <span className="adm-visually-hidden">{t.fields.vin} </span>
                    <code dir="ltr">{view.vin}</code>
                  </span>
                )}
              </td>
              <td data-label={t.columns.fee}>
                <bdi>{view.fee}</bdi>
              </td>
              <td data-label={t.columns.status}>
                <StatusBadge status={row.status} t={t} />
              </td>
              <td data-label={t.columns.created}>
                <time dateTime={row.created_at}>{view.created}</time>
              </td>
              <td data-label={t.columns.paid}>
                {row.paid_at ? <time dateTime={row.paid_at}>{view.paid}</time> : view.paid}
              </td>
              <td data-label="" />
            </tr>
          );
        })}
      </ListTable>
      <Pager
        page={filters.page}
        pages={pages}
        texts={{ ...t, current: t.pageOf(n(filters.page), n(pages)) }}
        onGo={(page) => go({ ...filters, page })}
      />
    </section>
  );
}

function ReservationDetail({ t, lang }: { t: EvAdminTexts; lang: AdminLanguage }) {
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: evReservationKey(id),
    queryFn: () => fetchEvReservation(id),
  });
  const reservation = query.data;
  return (
    <section className="adm-screen" aria-labelledby="adm-ev-one-title">
      <p>
        <Link to="..">{t.back}</Link>
      </p>
      <h1 id="adm-ev-one-title">{t.reservation(reservation?.reference || id)}</h1>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {reservation && <ReservationView reservation={reservation} t={t} lang={lang} />}
      </QueryState>
    </section>
  );
}

function ReservationView({
  reservation: r,
  t,
  lang,
}: {
  reservation: EvReservationDetail;
  t: EvAdminTexts;
  lang: AdminLanguage;
}) {
  const date = (value: string | null) => formatWhen(value, lang);
  const orderTexts = ORDER_TEXTS[lang];
  // The fee's payment reads as an order's does (it is one of the commerce engine's payments).
  const paymentLabels: Readonly<Record<string, string>> = orderTexts.paymentStatuses;
  return (
    <>
      {/* Keyed by the reservation: a refund's intention never carries over to another one. */}
      <RefundAction key={r.id} reservation={r} t={t} lang={lang} />
      <Card title={t.sections.summary}>
        <dl className="adm-dl">
          <div>
            <dt>{t.fields.status}</dt>
            <dd>
              <StatusBadge status={r.status} t={t} />
            </dd>
          </div>
        </dl>
        <DetailRows
          empty={t.none}
          rows={[
            { key: "reference", label: t.fields.reference, value: r.reference },
            {
              key: "fee",
              label: t.fields.fee,
              value: formatMoney(r.amount_minor, r.currency, lang),
            },
            {
              key: "payment",
              label: t.fields.payment,
              value: paymentLabels[r.payment_status] ?? r.payment_status,
            },
            { key: "created", label: t.fields.created, value: date(r.created_at) },
            { key: "paid", label: t.fields.paid, value: r.paid_at ? date(r.paid_at) : t.notPaid },
            {
              key: "cancellation",
              label: t.fields.cancellationRequested,
              value: date(r.cancellation_requested_at),
            },
            { key: "reason", label: t.fields.cancellationReason, value: r.cancellation_reason },
          ]}
        />
      </Card>
      <Card title={t.sections.buyer}>
        <DetailRows
          empty={t.none}
          rows={[
            { key: "name", label: t.fields.name, value: r.name },
            { key: "email", label: t.fields.email, value: r.email },
            { key: "phone", label: t.fields.phone, value: formatPhone(r.phone_number) },
            { key: "locale", label: t.fields.locale, value: languageName(r.locale, lang) },
          ]}
        />
      </Card>
      <Card title={t.sections.vehicle}>
        <DetailRows
          empty={t.none}
          rows={[
            { key: "title", label: t.fields.vehicleTitle, value: r.vehicle.title },
            { key: "vin", label: t.fields.vin, value: r.vehicle.vin },
            { key: "id", label: t.fields.vehicleId, value: r.vehicle.id },
          ]}
        />
      </Card>
      <Card title={t.sections.crm}>
        <DetailRows empty={t.noCrm} rows={crmRows(r.salesforce, t, lang)} ltrLabels />
      </Card>
      <Card title={t.sections.events}>
        {r.events.length === 0 ? (
          <p className="adm-state adm-state--empty">{t.noEvents}</p>
        ) : (
          <ol className="adm-timeline">
            {timeline(r.events).map((event) => {
              const details = flatRows(event.detail, 8);
              return (
                <li key={event.key} data-event-kind={event.kind}>
                  <time dateTime={event.created_at}>{date(event.created_at)}</time>{" "}
                  <strong>{eventLabel(event.kind, t, orderTexts.eventKinds)}</strong>
                  {event.source ? (
                    <>
                      {" · "}
                      {orderTexts.sources[event.source] ?? event.source}
                    </>
                  ) : null}
                  {event.actor ? (
                    <>
                      {" · "}
                      <bdi>{event.actor}</bdi>
                    </>
                  ) : null}
                  {details.length > 0 && (
                    <ul>
                      {details.map((d) => (
                        <li key={d.key}>
                          <bdi dir="ltr">
                            {d.label}: {d.value}
                          </bdi>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </Card>
    </>
  );
}

/**
 * The refund of the reservation's fee, asked for in a dialog, for a paid reservation or one whose
 * cancellation the buyer asked for. One press is one refund: a second press while it runs joins
 * it, and asking again after an unknown outcome (the connection dropped) sends the same
 * Idempotency-Key, so the buyer is never refunded twice. The focus moves to the line saying what
 * happened, since the button is gone once the fee is back. Hidden without orders:write (the
 * server refuses it anyway).
 */
function RefundAction({
  reservation,
  t,
  lang,
}: {
  reservation: EvReservationDetail;
  t: EvAdminTexts;
  lang: AdminLanguage;
}) {
  const canWrite = useCan("orders:write");
  const { csrfToken } = useSession();
  const queryClient = useQueryClient();
  const [isRunning, setRunning] = useState(false);
  const [status, setStatus] = useState<Status>(IDLE);
  const outcome = useRef<HTMLDivElement>(null);
  const id = reservation.id;
  // The token is read when the request leaves, so a renewed session's token is the one sent.
  const token = useRef(csrfToken);
  token.current = csrfToken;
  const [refund] = useState(() =>
    refundIntent((key) => refundEvReservation(id, key, token.current)),
  );

  async function run() {
    setRunning(true);
    setStatus({ kind: "busy", text: t.running });
    try {
      const updated = await refund();
      queryClient.setQueryData(evReservationKey(id), updated);
      setStatus({ kind: "ok", text: updated.status === "refunded" ? t.refunded : t.refundPending });
    } catch (error) {
      const code = error instanceof ApiError && error.code ? ` (${error.code})` : "";
      setStatus({
        kind: "error",
        text: `${t.refundFailed}: ${refusalText(error, t) ?? errorText(error)}${code}`,
      });
    } finally {
      setRunning(false);
      outcome.current?.focus();
      await queryClient.invalidateQueries({ queryKey: EV_RESERVATIONS_KEY });
    }
  }

  if (!canWrite)
    return (
      <div data-ev-actions="read-only">
        <Notice>{t.readOnly}</Notice>
      </div>
    );
  const amount = formatMoney(reservation.amount_minor, reservation.currency, lang);
  const reference = reservation.reference || reservation.id;
  return (
    <div data-ev-actions="">
      <Card title={t.sections.actions}>
        {offersRefund(reservation.status, canWrite) ? (
          <div className="adm-row-actions">
            <ConfirmButton
              label={t.refund}
              question={t.refundQuestion(reference, amount)}
              confirmLabel={t.confirm}
              disabled={isRunning}
              className="adm-button adm-button--danger"
              onConfirm={() => void run()}
            />
          </div>
        ) : (
          <p className="adm-state adm-state--empty">{t.noRefund}</p>
        )}
        <div ref={outcome} tabIndex={-1} className="adm-orders-outcome">
          <StatusLine status={status} />
        </div>
      </Card>
    </div>
  );
}
