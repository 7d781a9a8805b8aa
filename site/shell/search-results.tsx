import type { SnippetPart } from "../../runtime/core/search-text.ts";
import { translator } from "../i18n/index.ts";
import { useSite } from "../ui/site-context.tsx";
import { SearchForm } from "./search-form.tsx";

interface SearchResultItem {
  url: string;
  title: string;
  snippet: readonly SnippetPart[];
}

export interface SearchResultsProps {
  query: string;
  /** empty: nothing asked yet; too-long: the query is refused; results: the query was run. */
  state: "empty" | "too-long" | "results";
  total: number;
  /** 1-based page of results. */
  page: number;
  perPage: number;
  maxLength: number;
  results: readonly SearchResultItem[];
}

/** Stands for the query in a translated sentence, so the query can be isolated in a <bdi>. */
const QUERY_SLOT = "\uE002";

/** A sentence with the visitor's query in it, the query isolated (an English word in Arabic). */
function WithQuery({ text, query }: { text: string; query: string }) {
  const [before = "", after = ""] = text.split(QUERY_SLOT);
  return (
    <>
      {before}
      <bdi className="search-results__query">{query}</bdi>
      {after}
    </>
  );
}

/** A snippet's runs as text: matches in <mark>, nothing from the page read as HTML. */
function Snippet({ parts }: { parts: readonly SnippetPart[] }) {
  return (
    <p className="search-results__snippet">
      {parts.map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity beyond their order
        part.isMatch ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

function pageHref(base: string, query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("page", String(page));
  return `${base}search?${params.toString()}`;
}

/**
 * The search results page: the box (prefilled), how many pages were found for the query (or the
 * documented 'no results' text), each result a link with its title and highlighted snippet, and
 * links to the previous and next pages of results. Server-rendered; plain links and a GET form.
 */
export function SearchResults({
  query,
  state,
  total,
  page,
  perPage,
  maxLength,
  results,
}: SearchResultsProps) {
  const { base, lang } = useSite();
  const t = translator(lang);
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h1 id="search-results-title" className="search-results__title">
        {t("search.title")}
      </h1>
      <SearchForm defaultValue={query} className="search-results__form" />
      {state === "empty" ? <p className="search-results__message">{t("search.empty")}</p> : null}
      {state === "too-long" ? (
        <p className="search-results__message search-results__message--error" role="alert">
          {t("search.tooLong", { max: maxLength })}
        </p>
      ) : null}
      {state === "results" && total === 0 ? (
        <p className="search-results__message search-results__none" role="status">
          {t("search.noResultsHint")}
        </p>
      ) : null}
      {state === "results" && total > 0 ? (
        <>
          {/* The live region wraps the heading: a role on the h2 itself would unmake it a
              heading, and the results' h3 would follow the h1 with no level between. */}
          <div role="status">
            <h2 className="search-results__summary">
              <WithQuery
                text={t("search.results", { count: total, query: QUERY_SLOT })}
                query={query}
              />
            </h2>
          </div>
          {results.length > 0 ? (
            <ol className="search-results__list" start={(page - 1) * perPage + 1}>
              {results.map((r) => (
                <li key={r.url} className="search-results__item">
                  <h3 className="search-results__item-title">
                    <a href={r.url}>{r.title}</a>
                  </h3>
                  {r.snippet.length > 0 ? <Snippet parts={r.snippet} /> : null}
                  <p className="search-results__url">
                    <bdi dir="ltr">{decodeURI(r.url)}</bdi>
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
          {pages > 1 ? (
            <nav className="search-results__pages" aria-label={t("search.pages")}>
              {page > 1 ? (
                <a rel="prev" href={pageHref(base, query, Math.min(page - 1, pages))}>
                  {t("search.previous")}
                </a>
              ) : null}
              <span>{t("search.pageOf", { page, pages })}</span>
              {page < pages ? (
                <a rel="next" href={pageHref(base, query, page + 1)}>
                  {t("search.next")}
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
