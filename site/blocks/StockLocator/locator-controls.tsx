import { type FormEvent, type MouseEvent, useState } from "react";
import type { translator } from "../../i18n/index.ts";

/** Previous, a window of page numbers, next: links (they work before the script) the island follows in place. */
export function Pager({
  page,
  pages,
  t,
  formatNumber,
  href,
  onGo,
}: {
  page: number;
  pages: number;
  t: ReturnType<typeof translator>;
  formatNumber: (n: number) => string;
  href: (page: number) => string;
  onGo: (page: number) => (e: MouseEvent) => void;
}) {
  const first = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => first + i);
  return (
    <nav className="stock-pager" aria-label={String(t("stockLocator.pagination"))}>
      {page > 1 ? (
        <a className="stock-pager__step" href={href(page - 1)} onClick={onGo(page - 1)} rel="prev">
          {String(t("stockLocator.previous"))}
        </a>
      ) : (
        <span className="stock-pager__step" aria-hidden="true" />
      )}
      <ul className="stock-pager__pages">
        {numbers.map((n) => (
          <li key={n}>
            <a
              href={href(n)}
              onClick={onGo(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={String(t("stockLocator.page", { page: n }))}
            >
              {formatNumber(n)}
            </a>
          </li>
        ))}
      </ul>
      <p className="visually-hidden">
        {String(t("stockLocator.pageOf", { page: formatNumber(page), pages: formatNumber(pages) }))}
      </p>
      {page < pages ? (
        <a className="stock-pager__step" href={href(page + 1)} onClick={onGo(page + 1)} rel="next">
          {String(t("stockLocator.next"))}
        </a>
      ) : (
        <span className="stock-pager__step" aria-hidden="true" />
      )}
    </nav>
  );
}

/** 'Filter By Monthly Budget' / 'Reset Filter' (001 §2), with the block's error text. */
export function BudgetFilter({
  id,
  t,
  state,
  budget,
  ceiling,
  errorText,
  onApply,
  onReset,
}: {
  id: string;
  t: ReturnType<typeof translator>;
  state: "idle" | "applied" | "failed";
  budget: number | null;
  ceiling: string;
  errorText: string;
  onApply: (monthly: number) => void;
  onReset: () => void;
}) {
  const [value, setValue] = useState(budget === null ? "" : String(budget));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(value.trim() === "" ? Number.NaN : Number(value));
  };
  return (
    <form className="stock-budget" onSubmit={submit} noValidate>
      <label className="stock-budget__label" htmlFor={`${id}-budget`}>
        {String(t("stockLocator.budget.label"))}
      </label>
      <div className="stock-budget__row">
        <input
          id={`${id}-budget`}
          type="number"
          inputMode="numeric"
          min={1}
          step="any"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          aria-describedby={state === "failed" ? `${id}-budget-error` : undefined}
          aria-invalid={state === "failed" ? "true" : undefined}
        />
        <button type="submit" className="cta cta--primary cta--small">
          {String(t("stockLocator.budget.title"))}
        </button>
        {state === "applied" ? (
          <button
            type="button"
            className="cta cta--tertiary cta--small"
            onClick={() => {
              setValue("");
              onReset();
            }}
          >
            {String(t("stockLocator.budget.reset"))}
          </button>
        ) : null}
      </div>
      {state === "applied" && ceiling ? (
        <p className="stock-budget__applied">
          {String(t("stockLocator.budget.applied", { price: ceiling }))}
        </p>
      ) : null}
      {state === "failed" ? (
        <p id={`${id}-budget-error`} className="stock-budget__error" role="alert">
          {errorText}
        </p>
      ) : null}
    </form>
  );
}
