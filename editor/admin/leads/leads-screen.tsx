import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { call } from "../../api.ts";
import { formatDateTime } from "../admin-logic.ts";
import { QueryState } from "../admin-ui.tsx";
import { completeField } from "../forms/form-logic.ts";
import { type FormItem, LOCATIONS_KEY, leadsKey } from "../forms/forms-api.ts";
import { Pager } from "./delivery-ui.tsx";
import { LeadExport } from "./lead-export.tsx";
import {
  columnFields,
  DEFAULT_SORT,
  exportQueryOf,
  filtersOf,
  hasLocationField,
  isBackwards,
  type LeadFilters,
  leadsQueryOf,
  locationNamesOf,
  PAGE_SIZES,
  searchOf,
  sortChoices,
  valueText,
} from "./lead-logic.ts";
import "./leads.css";

/**
 * The locations' names by id when a form has a locations select, so its leads read "معرض دبي"
 * rather than the id the visitor's choice stored; undefined until they are fetched (or never
 * needed), when the id is shown.
 */
export function useLocationNames(
  fields: readonly FormItem["attributes"]["fields"][number][],
): ReadonlyMap<string, string> | undefined {
  const query = useQuery({
    queryKey: LOCATIONS_KEY,
    queryFn: () => call("listLocations").then((r) => r.data),
    enabled: hasLocationField(fields),
  });
  return query.data ? locationNamesOf(query.data) : undefined;
}

/**
 * /ar/admin/forms/:id/leads: the form's leads, newest first by default, filtered by the day they
 * came in (both days included), sorted by date or by a field, a page at a time; each opens its
 * detail here or its page in the lead inbox, where the sales team works it. Values read as
 * labels: options and showrooms by name, never by id. The export takes the same filters.
 */
export default function LeadsScreen({ form }: { form: FormItem }) {
  const formId = Number(form.id);
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const fields = form.attributes.fields.map((f) => completeField(f));
  const columns = columnFields(fields);
  const locations = useLocationNames(fields);
  const query = useQuery({
    queryKey: [...leadsKey(formId), leadsQueryOf(filters)],
    queryFn: () => call("listLeads", { params: { formId }, query: leadsQueryOf(filters) }),
    placeholderData: keepPreviousData,
  });
  const leads = query.data?.data ?? [];
  const meta = query.data?.meta;
  const isFiltered = filters.from !== "" || filters.to !== "";
  const go = (change: Partial<LeadFilters>) =>
    setSearch(searchOf({ ...filters, page: 1, ...change }), { replace: false });

  return (
    <div className="ld-screen">
      <h2 className="adm-visually-hidden">الطلبات</h2>
      <FilterBar filters={filters} sorts={sortChoices(fields)} onApply={go} />
      {/* A new window or sort is a new export: the finished one's links would not match it. */}
      <LeadExport key={JSON.stringify(exportQueryOf(filters))} formId={formId} filters={filters} />
      <p className="ld-count" role="status" aria-live="polite">
        {meta
          ? meta.total === 0
            ? ""
            : `${isFiltered ? "الطلبات في هذه الفترة" : "عدد الطلبات"}: ${meta.total} — الصفحة ${meta.page} من ${Math.max(meta.pages, 1)}`
          : ""}
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        isEmpty={leads.length === 0}
        empty={
          <p>
            {isFiltered
              ? "لا توجد طلبات في هذه الفترة. وسّع الفترة أو امسح التصفية."
              : "لا توجد طلبات لهذا النموذج بعد."}
          </p>
        }
      >
        <div className="adm-table-wrap" aria-busy={query.isFetching}>
          <table className="adm-table ld-table">
            <caption className="adm-visually-hidden">
              طلبات النموذج «{form.attributes.name}»
            </caption>
            <thead>
              <tr>
                <th scope="col">التاريخ</th>
                {columns.map((f) => (
                  <th scope="col" key={f.name}>
                    {f.label || f.name}
                  </th>
                ))}
                <th scope="col">
                  <span className="adm-visually-hidden">إجراءات</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => {
                const when = formatDateTime(lead.attributes.created_at);
                return (
                  <tr key={lead.id} data-lead-id={lead.id}>
                    <td className="ld-date">
                      <time dateTime={lead.attributes.created_at}>{when}</time>
                    </td>
                    {columns.map((f) => (
                      <td key={f.name} className="ld-cell" data-field={f.name}>
                        <bdi>{valueText(lead.attributes.values[f.name], f, locations)}</bdi>
                      </td>
                    ))}
                    <td>
                      <div className="adm-row-actions">
                        <Link
                          to={`/admin/forms/${formId}/leads/${lead.id}`}
                          state={{ back: `?${search.toString()}` }}
                          className="adm-button"
                          aria-label={`فتح الطلب المرسل في ${when}`}
                        >
                          فتح
                        </Link>
                        <Link
                          to={`/admin/leads/${lead.id}`}
                          className="adm-button"
                          aria-label={`الطلب المرسل في ${when} في صندوق الطلبات`}
                        >
                          في صندوق الطلبات
                        </Link>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </QueryState>
      {meta && meta.total > 0 && (
        <Pager
          label="صفحات الطلبات"
          className="ld-pager"
          page={filters.page}
          hasNext={filters.page < meta.pages}
          onPage={(page) => go({ page })}
          where={
            <>
              الصفحة <bdi>{meta.page}</bdi> من <bdi>{Math.max(meta.pages, 1)}</bdi>
            </>
          }
        >
          <label className="ld-pager__size">
            في الصفحة{" "}
            <select value={filters.items} onChange={(e) => go({ items: Number(e.target.value) })}>
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </Pager>
      )}
    </div>
  );
}

/** The date window and the sort, applied together. */
function FilterBar({
  filters,
  sorts,
  onApply,
}: {
  filters: LeadFilters;
  sorts: readonly { value: string; label: string }[];
  onApply: (change: Partial<LeadFilters>) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [error, setError] = useState("");
  const [shownFor, setShownFor] = useState(`${filters.from}|${filters.to}`);
  // The address may change the window (back, a link): the inputs follow it.
  if (shownFor !== `${filters.from}|${filters.to}`) {
    setShownFor(`${filters.from}|${filters.to}`);
    setFrom(filters.from);
    setTo(filters.to);
  }
  function apply(event: FormEvent) {
    event.preventDefault();
    if (isBackwards({ from, to })) {
      setError("إلى تاريخ: يجب ألا يسبق «من تاريخ».");
      return;
    }
    setError("");
    onApply({ from, to });
  }
  const choices = sorts.some((s) => s.value === filters.sort)
    ? sorts
    : [...sorts, { value: filters.sort, label: filters.sort }];
  return (
    <form className="adm-card ld-filters" onSubmit={apply} noValidate aria-label="تصفية الطلبات">
      <div className="adm-field">
        <label htmlFor={`${id}-from`}>من تاريخ</label>
        <input
          id={`${id}-from`}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
      </div>
      <div className="adm-field">
        <label htmlFor={`${id}-to`}>إلى تاريخ</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="ld-filters__actions">
        <button type="submit" className="adm-button adm-button--primary">
          تطبيق
        </button>
        {(filters.from || filters.to) && (
          <button
            type="button"
            className="adm-button"
            onClick={() => {
              setError("");
              onApply({ from: "", to: "" });
            }}
          >
            مسح التصفية
          </button>
        )}
      </div>
      <div className="adm-field ld-filters__sort">
        <label htmlFor={`${id}-sort`}>الترتيب</label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(e) => onApply({ sort: e.target.value || DEFAULT_SORT })}
        >
          {choices.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="adm-field__error ld-filters__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
