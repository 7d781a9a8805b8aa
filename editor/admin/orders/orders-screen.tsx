import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, Route, Routes, useParams, useSearchParams } from "react-router-dom";
import type { AdminOrderDocument } from "../../../generated/types.ts";
import { ApiError } from "../../api.ts";
import { useCan } from "../../session.tsx";
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
import {
  filtersFromSearch,
  filtersToSearch,
  financeRows,
  flatRows,
  formatDateTime,
  formatMoney,
  languageName,
  NO_FILTERS,
  ORDER_STATUSES,
  type OrderFilters,
  offeredActions,
  PER_PAGE,
  pageCount,
  timeline,
  tradeInRows,
} from "./order-logic.ts";
import {
  fetchOrder,
  fetchOrders,
  ORDERS_KEY,
  orderKey,
  ordersKey,
  runOrderAction,
} from "./orders-api.ts";
import {
  type AdminLanguage,
  adminLanguage,
  ORDER_TEXTS,
  type OrderAction,
  type OrderTexts,
} from "./texts.ts";
import "../forms/forms.css";
import "./orders.css";

type Order = AdminOrderDocument["data"];

/**
 * /ar/admin/orders: the order-online journey's orders, filtered by status, vehicle and date and
 * paged; /ar/admin/orders/:orderNumber one order with its vehicle, buyer, finance and trade-in
 * data, its payments and the timeline of its payment events, and the actions that apply to it
 * (capture, cancel, refund, resend the confirmation) for those who may move money.
 */
export default function OrdersScreen() {
  const lang = adminLanguage();
  const t = ORDER_TEXTS[lang];
  return (
    <Routes>
      <Route index element={<OrderList t={t} lang={lang} />} />
      <Route path=":orderNumber" element={<OrderDetail t={t} lang={lang} />} />
    </Routes>
  );
}

function OrderList({ t, lang }: { t: OrderTexts; lang: AdminLanguage }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const [draft, setDraft] = useState<OrderFilters>(filters);
  const query = useQuery({
    queryKey: ordersKey(filters),
    queryFn: () => fetchOrders(filters),
    placeholderData: keepPreviousData,
  });
  const ids = { status: useId(), vehicle: useId(), from: useId(), to: useId() };
  const orders = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const perPage = query.data?.meta.per_page ?? PER_PAGE;
  const pages = pageCount(total, perPage);
  const first = total === 0 ? 0 : (filters.page - 1) * perPage + 1;
  const last = Math.min(total, filters.page * perPage);
  const isFiltered = filtersToSearch({ ...filters, page: 1 }) !== "";

  const go = (next: OrderFilters) => setParams(new URLSearchParams(filtersToSearch(next)));

  function apply(event: FormEvent) {
    event.preventDefault();
    go({ ...draft, page: 1 });
  }

  return (
    <section className="adm-screen" aria-labelledby="adm-orders-title">
      <h1 id="adm-orders-title">{t.title}</h1>
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
          statuses={ORDER_STATUSES}
          labels={t.statuses}
          value={draft.status}
          onChange={(status) => setDraft((d) => ({ ...d, status }))}
        />
        <div className="adm-field">
          <label htmlFor={ids.vehicle}>{t.vehicle}</label>
          <input
            id={ids.vehicle}
            type="search"
            dir="ltr"
            maxLength={100}
            value={draft.vehicle}
            onChange={(e) => setDraft((d) => ({ ...d, vehicle: e.target.value }))}
          />
        </div>
        <div className="adm-field">
          <label htmlFor={ids.from}>{t.from}</label>
          <input
            id={ids.from}
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </div>
        <div className="adm-field">
          <label htmlFor={ids.to}>{t.to}</label>
          <input
            id={ids.to}
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
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
                setDraft(NO_FILTERS);
                go(NO_FILTERS);
              }}
            >
              {t.clear}
            </button>
          )}
        </div>
      </form>
      <p className="adm-hint" role="status">
        {query.data ? t.count(total, first, last) : ""}
      </p>
      <ListTable
        query={query}
        isEmpty={orders.length === 0}
        empty={<p>{isFiltered ? t.emptyFiltered : t.empty}</p>}
        caption={t.caption}
        columns={[
          t.columns.number,
          t.columns.created,
          t.columns.status,
          t.columns.payment,
          t.columns.vehicle,
          t.columns.amount,
        ]}
        cards
      >
        {orders.map((order) => (
          <tr key={order.order_number} data-order-number={order.order_number}>
            <td data-label={t.columns.number}>
              <Link to={order.order_number} aria-label={t.open(order.order_number)}>
                <code dir="ltr">{order.order_number}</code>
              </Link>
            </td>
            <td data-label={t.columns.created}>
              <time dateTime={order.created_at}>{formatDateTime(order.created_at, lang)}</time>
            </td>
            <td data-label={t.columns.status}>{t.statuses[order.status]}</td>
            <td data-label={t.columns.payment}>{t.paymentStatuses[order.payment_status]}</td>
            <td data-label={t.columns.vehicle}>
              <bdi dir="ltr">{order.vehicle_vin || order.vehicle_id}</bdi>
            </td>
            <td data-label={t.columns.amount}>
              <bdi>{formatMoney(order.amount, order.currency, lang)}</bdi>
            </td>
            <td data-label="" />
          </tr>
        ))}
      </ListTable>
      <Pager
        page={filters.page}
        pages={pages}
        texts={{ ...t, current: t.pageOf(filters.page, pages) }}
        onGo={(page) => go({ ...filters, page })}
      />
    </section>
  );
}

function OrderDetail({ t, lang }: { t: OrderTexts; lang: AdminLanguage }) {
  const { orderNumber = "" } = useParams();
  const query = useQuery({
    queryKey: orderKey(orderNumber),
    queryFn: () => fetchOrder(orderNumber),
  });
  const order = query.data?.data;
  return (
    <section className="adm-screen" aria-labelledby="adm-order-title">
      <p>
        <Link to="..">{t.back}</Link>
      </p>
      <h1 id="adm-order-title">{t.order(orderNumber)}</h1>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {order && <OrderView order={order} t={t} lang={lang} />}
      </QueryState>
    </section>
  );
}

function OrderView({ order, t, lang }: { order: Order; t: OrderTexts; lang: AdminLanguage }) {
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  const date = (value: string | null) => formatDateTime(value, lang);
  return (
    <>
      <OrderActions order={order} t={t} lang={lang} />
      <Card title={t.sections.summary}>
        <DetailRows
          empty={t.none}
          rows={[
            { key: "status", label: t.columns.status, value: t.statuses[order.status] },
            {
              key: "payment",
              label: t.columns.payment,
              value: t.paymentStatuses[order.payment_status],
            },
            { key: "amount", label: t.fields.amount, value: money(order.amount) },
            { key: "created", label: t.fields.created, value: date(order.created_at) },
            { key: "updated", label: t.fields.updated, value: date(order.updated_at) },
            { key: "paid", label: t.fields.paid, value: date(order.paid_at) },
            { key: "confirmed", label: t.fields.confirmed, value: date(order.confirmed_at) },
            { key: "vendor", label: t.fields.vendor, value: order.vendor_type },
            {
              key: "provider",
              label: t.fields.provider,
              value: order.provider ? (t.providers[order.provider] ?? order.provider) : "",
            },
            { key: "cancel", label: t.fields.cancelReason, value: order.cancel_reason },
          ]}
        />
      </Card>
      <Card title={t.sections.vehicle}>
        <DetailRows
          empty={t.none}
          rows={[
            { key: "id", label: t.fields.vehicleId, value: order.vehicle_id },
            { key: "vin", label: t.fields.vin, value: order.vehicle_vin },
            { key: "config", label: t.fields.configUrl, value: order.config_url ?? "" },
          ]}
        />
      </Card>
      <Card title={t.sections.buyer}>
        <DetailRows
          empty={t.none}
          rows={[
            { key: "email", label: t.fields.email, value: order.customer_email },
            { key: "locale", label: t.fields.locale, value: languageName(order.locale, lang) },
            ...flatRows(order.lead_attributes, 40, t.leadFields),
          ]}
        />
      </Card>
      <Card title={t.sections.finance}>
        <DetailRows empty={t.noFinance} rows={financeRows(order.finance_option, t, lang)} />
      </Card>
      <Card title={t.sections.tradeIn}>
        <DetailRows empty={t.noTradeIn} rows={tradeInRows(order.metadata, t, lang)} />
      </Card>
      <Card title={t.sections.payments}>
        {order.payments.length === 0 ? (
          <p className="adm-state adm-state--empty">{t.noPayments}</p>
        ) : (
          order.payments.map((payment) => (
            <DetailRows
              key={`${payment.provider}/${payment.provider_payment_id}`}
              empty={t.none}
              rows={[
                {
                  key: "provider",
                  label: t.fields.provider,
                  value: `${t.providers[payment.provider] ?? payment.provider} (${t.paymentKinds[payment.kind] ?? payment.kind})`,
                },
                { key: "id", label: t.fields.paymentId, value: payment.provider_payment_id },
                {
                  key: "status",
                  label: t.columns.status,
                  value: t.providerStatuses[payment.status] ?? payment.status,
                },
                {
                  key: "amount",
                  label: t.fields.amount,
                  value: formatMoney(payment.amount, payment.currency, lang),
                },
                {
                  key: "capture",
                  label: t.fields.captureMethod,
                  value: t.captureMethods[payment.capture_method] ?? payment.capture_method,
                },
                {
                  key: "refunded",
                  label: t.fields.refunded,
                  value:
                    payment.refunded > 0
                      ? formatMoney(payment.refunded, payment.currency, lang)
                      : "",
                },
                { key: "created", label: t.fields.created, value: date(payment.created_at) },
              ]}
            />
          ))
        )}
      </Card>
      <Card title={t.sections.events}>
        {order.events.length === 0 ? (
          <p className="adm-state adm-state--empty">{t.noEvents}</p>
        ) : (
          <ol className="adm-timeline">
            {timeline(order.events).map((event) => {
              const details = flatRows(event.detail, 8);
              return (
                <li key={event.key} data-event-kind={event.kind}>
                  <time dateTime={event.created_at}>{date(event.created_at)}</time>{" "}
                  <strong>{t.eventKinds[event.kind] ?? event.kind}</strong>
                  {" · "}
                  {t.sources[event.source] ?? event.source}
                  {event.actor ? (
                    <>
                      {" · "}
                      <bdi>{event.actor}</bdi>
                    </>
                  ) : null}
                  {event.provider ? (
                    <>
                      {" · "}
                      <bdi>{t.providers[event.provider] ?? event.provider}</bdi>
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
 * The actions that apply to the order, each asked for in a dialog and disabled while one runs;
 * the server's refusal (its problem's message) is said when one fails. Once an action is done the
 * button pressed is usually gone (a captured order has nothing left to capture), so the focus
 * moves to the line saying what happened instead of falling back to the top of the page. Hidden
 * without orders:write (the server refuses it anyway).
 */
function OrderActions({ order, t, lang }: { order: Order; t: OrderTexts; lang: AdminLanguage }) {
  const canWrite = useCan("orders:write");
  const queryClient = useQueryClient();
  const [running, setRunning] = useState<OrderAction | null>(null);
  const [status, setStatus] = useState<Status>(IDLE);
  const outcome = useRef<HTMLDivElement>(null);
  const actions = offeredActions(order, canWrite);
  const n = order.order_number;
  const amount = formatMoney(order.amount, order.currency, lang);

  async function run(action: OrderAction) {
    setRunning(action);
    setStatus({ kind: "busy", text: t.running });
    try {
      const updated = await runOrderAction(n, action);
      queryClient.setQueryData(orderKey(n), updated);
      setStatus({ kind: "ok", text: t.done[action] });
    } catch (error) {
      const code = error instanceof ApiError && error.code ? ` (${error.code})` : "";
      setStatus({
        kind: "error",
        text: `${t.failed(t.actions[action])}: ${errorText(error)}${code}`,
      });
    } finally {
      setRunning(null);
      outcome.current?.focus();
      await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    }
  }

  if (!canWrite)
    return (
      <div data-order-actions="read-only">
        <Notice>{t.readOnly}</Notice>
      </div>
    );
  const question: Record<OrderAction, string> = {
    capture: t.questions.capture(n, amount),
    cancel: t.questions.cancel(n),
    refund: t.questions.refund(n, amount),
    resend_confirmation: t.questions.resend_confirmation(n),
  };
  return (
    <div data-order-actions="">
      <Card title={t.sections.actions}>
        {actions.length === 0 ? (
          <p className="adm-state adm-state--empty">{t.noActions}</p>
        ) : (
          <div className="adm-row-actions">
            {actions.map((action) => (
              <ConfirmButton
                key={action}
                label={t.actions[action]}
                question={question[action]}
                confirmLabel={t.confirm}
                disabled={running !== null}
                className={
                  action === "cancel" || action === "refund"
                    ? "adm-button adm-button--danger"
                    : "adm-button adm-button--primary"
                }
                onConfirm={() => void run(action)}
              />
            ))}
          </div>
        )}
        <div ref={outcome} tabIndex={-1} className="adm-orders-outcome">
          <StatusLine status={status} />
        </div>
      </Card>
    </div>
  );
}
