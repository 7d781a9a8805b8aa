import { useDeferredValue, useId, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import type { SettingsPayload } from "../admin-logic.ts";
import { namespaceHref } from "./settings-data.ts";
import { searchEntries } from "./settings-model.ts";
import { type SearchHit, searchSettings } from "./settings-search.ts";

const PLACE_TEXT: Readonly<Record<SearchHit["matchedIn"], string>> = {
  key: "في المفتاح",
  label: "في الاسم",
  namespace: "في القسم",
  description: "في الوصف",
  value: "في القيمة",
};

/**
 * Search across every key, label and value of every namespace; a result opens its namespace on
 * the field, focused.
 */
export function SettingsSearchBox({ payload }: { payload: SettingsPayload }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const entries = useMemo(() => searchEntries(payload), [payload]);
  const hits = useMemo(() => searchSettings(entries, deferred, 30), [entries, deferred]);
  const inputId = useId();
  const countId = useId();
  const count = new Intl.NumberFormat("ar").format(hits.length);
  return (
    <search className="adm-set-search" aria-label="البحث في الإعدادات">
      <label htmlFor={inputId}>ابحث في كل الإعدادات</label>
      <input
        id={inputId}
        type="search"
        dir="auto"
        value={query}
        placeholder="اسم الحقل أو مفتاحه أو قيمته"
        aria-describedby={countId}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") setQuery("");
        }}
      />
      <p id={countId} className="adm-set-search__count" aria-live="polite">
        {deferred.trim() === ""
          ? ""
          : hits.length === 0
            ? "لا توجد نتائج"
            : `${count} ${hits.length === 1 ? "نتيجة" : "نتائج"}`}
      </p>
      {hits.length > 0 && (
        <ul className="adm-set-search__hits">
          {hits.map(({ entry, matchedIn, excerpt }) => (
            <li key={entry.key}>
              <Link
                to={namespaceHref(entry.namespace, entry.key)}
                onClick={() => setQuery("")}
                className="adm-set-search__hit"
              >
                <span className="adm-set-search__label">{entry.label}</span>
                <span className="adm-set-search__where">
                  {entry.namespaceTitle} · {PLACE_TEXT[matchedIn]}
                </span>
                {excerpt && (
                  <span className="adm-set-search__excerpt" dir="auto">
                    {excerpt}
                  </span>
                )}
                <code dir="ltr" className="adm-set-key">
                  {entry.key}
                </code>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
