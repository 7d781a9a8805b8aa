import { breadcrumbJsonLd, type Crumb } from "../../runtime/core/breadcrumbs.ts";
import { translator } from "../i18n/index.ts";
import { useSite } from "../ui/site-context.tsx";

/** JSON inside <script>: "<" escaped so no "</script>" can close it early. */
function scriptJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The page's breadcrumbs under the header, with their BreadcrumbList structured data (JSON-LD
 * is data, not script: the Content-Security-Policy allows it). Nothing when there are none. Each
 * label is isolated for bidirectional text: an English model name in an Arabic trail keeps its
 * order and does not pull the separators around it.
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
            {c.url ? (
              <a href={c.url}>
                <bdi>{c.label}</bdi>
              </a>
            ) : (
              // The current page's label gives way when the trail is wider than the window: it
              // ends in an ellipsis (whole in the title) instead of running off the edge. Its own
              // direction, so a Latin model name keeps its order and loses its end, not its start.
              <span aria-current="page" dir="auto" title={c.label}>
                {c.label}
              </span>
            )}
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
