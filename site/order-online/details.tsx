import { useMachine } from "@xstate/react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import {
  isTabActive,
  isValidatedUpTo,
  orderOnlineStepsMachine,
} from "../../machines/order-online-steps-machine.ts";
import { TradeInForm } from "../stock/trade-in-form.tsx";
import {
  JOURNEY_DATA_KEY,
  PRODUCT_PAGE_DATA_KEY,
  patchJourneyData,
  readJson,
} from "./browser-store.ts";
import { resetJourneyStorage } from "./journey-storage.ts";
import { journeyHref, type OrderOnlineProps } from "./model.ts";
import { VehicleSummary } from "./parts.tsx";
import { clearSteps, loadSteps, saveSteps } from "./steps-storage.ts";
import { fill } from "./texts.ts";

/** Where the steps' storage warnings go (001 §8 'Steps storage'). */
const warn = (message: string, error?: unknown) => console.warn(message, error);

/** The finance values a selection may carry (001 §3 'Finance selection'), by the names read. */
const FINANCE_FIELDS: readonly [keyof FinanceRow, readonly string[]][] = [
  ["duration", ["duration", "loan_tenure", "loanTenure", "term"]],
  [
    "monthly",
    [
      "monthly_instalment",
      "monthlyInstalment",
      "monthly_payment",
      "monthlyPayment",
      "monthly_fee",
      "monthlyFee",
    ],
  ],
  ["downPayment", ["downPayment", "down_payment", "deposit", "initial_payment", "initialPayment"]],
  ["interestRate", ["interest_rate", "interestRate", "apr", "APR"]],
  ["residualValue", ["residualValue", "residual_value"]],
  ["mileage", ["mileage", "monthly_mileage", "monthlyMileage"]],
];
interface FinanceRow {
  duration: string;
  monthly: string;
  downPayment: string;
  interestRate: string;
  residualValue: string;
  mileage: string;
}

/** The first value under any of the names, searched through nested objects. */
function findValue(value: unknown, names: readonly string[], depth = 0): string {
  if (depth > 4 || value === null || typeof value !== "object") return "";
  for (const [key, inner] of Object.entries(value)) {
    if (names.includes(key) && (typeof inner === "string" || typeof inner === "number"))
      return String(inner);
  }
  for (const inner of Object.values(value)) {
    const found = findValue(inner, names, depth + 1);
    if (found !== "") return found;
  }
  return "";
}

/** The showroom's finance selection (sl_product_page_data), null when none was made. */
export function financeSelection(
  stored: Record<string, unknown> | null,
): { type: string; row: FinanceRow; raw: Record<string, unknown> } | null {
  if (!stored) return null;
  const selection = stored.financeSelection ?? stored.finance ?? stored;
  if (selection === null || typeof selection !== "object") return null;
  const raw = Object.fromEntries(Object.entries(selection));
  const rawType = typeof raw.type === "string" ? raw.type : "";
  if (rawType === "") return null;
  // A calculator selection is treated as lease (001 §3).
  const type = rawType === "calculator" ? "lease" : rawType;
  const row: FinanceRow = {
    duration: "",
    monthly: "",
    downPayment: "",
    interestRate: "",
    residualValue: "",
    mileage: "",
  };
  for (const [field, names] of FINANCE_FIELDS) row[field] = findValue(raw, names);
  return { type, row, raw };
}

/**
 * The details page of the journey (route stock-locator-order-online-details): the numbered
 * steps of the steps page config as navigation tabs (a tablist: arrows move between the tabs
 * that may open, Home and End go to the first and last), driven by the steps machine and kept
 * under sl_order_online_steps; each step confirmed in turn; then the way on to checkout.
 *
 * Journey start: arriving for another vehicle than the stored journey's, or from a showroom
 * page, resets the journey's storage (the hold only when it is this vehicle's); a reload of the
 * same journey restores its steps.
 */
export function DetailsScreen({ props }: { props: OrderOnlineProps }) {
  const { texts, vehicle, content, site } = props;
  const steps = content.steps;
  const baseId = useId();
  const [snapshot, send] = useMachine(
    orderOnlineStepsMachine.provide({
      actions: {
        persist: ({ context }) =>
          saveSteps(
            window.localStorage,
            { active: context.active, enabled: context.enabled },
            warn,
          ),
        clearStored: () => clearSteps(window.localStorage, warn),
      },
    }),
    { input: { stepCount: steps.length } },
  );
  const [finance, setFinance] = useState<ReturnType<typeof financeSelection>>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!vehicle) return;
    const journeyVehicle = vehicle.id || vehicle.configUrl;
    const stored = readJson(JOURNEY_DATA_KEY);
    const storedVehicle = String(stored?.vehicleId ?? "") || String(stored?.configUrl ?? "");
    const fromShowroom = document.referrer.includes("/showroom/");
    if (storedVehicle !== journeyVehicle || fromShowroom) {
      resetJourneyStorage(window.localStorage, {
        vehicleId: vehicle.id || null,
        detailsRoute: location.pathname + location.search,
        configUrl: vehicle.configUrl || null,
      });
    }
    send({ type: "RESTORE", stored: loadSteps(window.localStorage, warn) });
    const selection = financeSelection(readJson(PRODUCT_PAGE_DATA_KEY));
    setFinance(selection);
    if (selection)
      patchJourneyData({
        preselectedPaymentOption: selection.type,
        paymentOptionsData: { type: selection.type, data: [selection.raw] },
      });
  }, [vehicle, send]);

  if (!vehicle) return null;
  const ctx = snapshot.context;
  const isReady = snapshot.matches("ready");
  const last = steps.length - 1;
  const canCheckout = isReady && isValidatedUpTo(ctx, last, { isInclusive: true });
  const openable = steps.map((_, i) => isReady && isTabActive(ctx, i));

  const focusTab = (i: number) => {
    send({ type: "GO_TO", step: i });
    tabs.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const order = steps.map((_, i) => i).filter((i) => openable[i]);
    const at = order.indexOf(ctx.active);
    const forward = site.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = site.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    let next: number | undefined;
    if (event.key === forward) next = order[(at + 1) % order.length];
    else if (event.key === backward) next = order[(at - 1 + order.length) % order.length];
    else if (event.key === "Home") next = order[0];
    else if (event.key === "End") next = order[order.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };
  const confirm = (i: number) => {
    send({ type: "VALIDATE", record: { stepIndex: i, type: "confirmed", value: true } });
    if (i < last) send({ type: "NEXT" });
  };
  const checkoutHref = journeyHref(site.base, "checkout", vehicle);

  return (
    <div className="oo-details">
      <h1 className="heading heading--l oo-details__title">{texts.journey}</h1>
      <div className="oo-steps" role="tablist" aria-label={texts.steps.label} onKeyDown={onKeyDown}>
        {steps.map((step, i) => {
          const isSelected = ctx.active === i;
          const isDone = ctx.validations.some((v) => v.stepIndex === i && v.value);
          return (
            <button
              key={step.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-controls={`${baseId}-panel-${i}`}
              aria-selected={isSelected}
              aria-disabled={!openable[i]}
              tabIndex={isSelected ? 0 : -1}
              className="oo-steps__tab"
              data-step={step.id}
              onClick={() => send({ type: "GO_TO", step: i })}
            >
              <span className="oo-steps__number" aria-hidden="true">
                {new Intl.NumberFormat(site.numberLocale).format(i + 1)}
              </span>
              <span className="oo-steps__label">{step.label}</span>
              {isDone ? <span className="visually-hidden">{` (${texts.steps.done})`}</span> : null}
            </button>
          );
        })}
      </div>
      {steps.map((step, i) => (
        <section
          key={step.id}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={ctx.active !== i}
          className="oo-panel"
        >
          <h2 className="heading heading--m">
            <span className="visually-hidden">
              {fill(texts.steps.step, {
                n: new Intl.NumberFormat(site.numberLocale).format(i + 1),
              })}
              {": "}
            </span>
            {step.label}
          </h2>
          <StepContent id={step.id} props={props} finance={finance} />
          <div className="oo-panel__actions">
            {i > 0 ? (
              <button type="button" className="cta cta--secondary" onClick={() => focusTab(i - 1)}>
                {texts.steps.previous}
              </button>
            ) : null}
            {i < last ? (
              <button
                type="button"
                className="cta cta--primary"
                data-confirm-step={i}
                disabled={!isReady}
                onClick={() => confirm(i)}
              >
                {texts.steps.confirm}
              </button>
            ) : (
              <button
                type="button"
                className="cta cta--primary"
                data-confirm-step={i}
                disabled={!isReady || canCheckout}
                onClick={() => confirm(i)}
              >
                {texts.steps.confirm}
              </button>
            )}
          </div>
        </section>
      ))}
      <div className="oo-details__continue">
        <button
          type="button"
          className="cta cta--primary oo-continue"
          disabled={!canCheckout}
          aria-describedby={canCheckout ? undefined : `${baseId}-hint`}
          onClick={() => location.assign(checkoutHref)}
        >
          {texts.continue}
        </button>
        {canCheckout ? null : (
          <p id={`${baseId}-hint`} className="oo-hint">
            {texts.continueHint}
          </p>
        )}
      </div>
    </div>
  );
}

function StepContent({
  id,
  props,
  finance,
}: {
  id: string;
  props: OrderOnlineProps;
  finance: ReturnType<typeof financeSelection>;
}) {
  const { texts, vehicle, fee, site } = props;
  if (!vehicle) return null;
  if (id === "finance") {
    if (!finance) return <p className="oo-finance__none">{texts.finance.none}</p>;
    const types: Readonly<Record<string, string>> = texts.finance.types;
    const rows = (Object.keys(finance.row) as (keyof FinanceRow)[]).filter(
      (k) => finance.row[k] !== "",
    );
    return (
      <div className="oo-finance">
        <p className="oo-finance__type">{types[finance.type] ?? finance.type}</p>
        <dl className="oo-facts">
          {rows.map((k) => (
            <div key={k}>
              <dt>{texts.finance[k]}</dt>
              <dd>
                <bdi>
                  {k === "duration" && /^\d+$/.test(finance.row[k])
                    ? fill(texts.finance.months, {
                        count: new Intl.NumberFormat(site.numberLocale).format(
                          Number(finance.row[k]),
                        ),
                      })
                    : finance.row[k]}
                </bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    );
  }
  if (id === "trade_in") {
    return (
      <div className="oo-trade-in">
        <p>{texts.tradeIn.intro}</p>
        {props.tradeInEndpoint ? (
          <TradeInForm lang={site.lang} endpoint={props.tradeInEndpoint} />
        ) : (
          <p>{texts.tradeIn.none}</p>
        )}
      </div>
    );
  }
  return <VehicleSummary site={site} texts={texts} vehicle={vehicle} fee={fee} headingLevel={3} />;
}
