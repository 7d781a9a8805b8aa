import { breadcrumbJsonLd, type Crumb } from "../../runtime/core/breadcrumbs.ts";
import { translator } from "../i18n/index.ts";
import { useSite } from "../ui/site-context.tsx";

/** JSON inside <script>: "<" escaped so no "</script>" can close it early. */
function scriptJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The page's breadcrumbs under the header, with their BreadcrumbList structured data (JSON-LD
 * is data, not script: the Content-Security-Policy allows it). Nothing when there are none.
 */
export function Breadcrumbs({
  crumbs,
  currentPath,
}: {
  crumbs: readonly Crumb[];
  currentPath: string;
}) {
  const { lang, origin } = useSite();
  if (crumbs.length === 0) return null;
  const t = translator(lang);
  return (
    <nav className="site-breadcrumbs" aria-label={t("breadcrumbs.label")}>
      <ol>
        {crumbs.map((c) => (
          <li key={`${c.url ?? ""}|${c.label}`}>
            {c.url ? <a href={c.url}>{c.label}</a> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
      {origin ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: scriptJsonText(breadcrumbJsonLd(crumbs, { origin, currentPath })),
          }}
        />
      ) : null}
    </nav>
  );
}
