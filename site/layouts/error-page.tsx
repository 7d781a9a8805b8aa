import { escapeHtmlNumeric } from "../../runtime/core/html-escape.ts";
import { translator } from "../i18n/index.ts";

/** The generic error view in the site layout, with the error's status. */
export function ErrorPage({
  status,
  texts,
}: {
  status: number;
  texts: { heading: string; body: string };
}) {
  return (
    <section className="not-found not-found--text">
      <h1 className="heading heading--xl">{texts.heading}</h1>
      <p>{texts.body}</p>
      <p>
        <bdi>{status}</bdi>
      </p>
    </section>
  );
}

/** When even the error page fails: plain HTML with the spec's texts, no React, no settings. */
export function errorPageFallback(
  error: unknown,
  lang: string,
  base: string,
  dir: "rtl" | "ltr" = "rtl",
): string {
  const t = translator(lang);
  const details = error instanceof Error ? error.message : String(error);
  return `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="none"><title>${escapeHtmlNumeric(t("errorPage.title"))}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.7"><h1>${escapeHtmlNumeric(t("errorPage.title"))}</h1><p>${escapeHtmlNumeric(t("errorPage.body"))}</p><p>${escapeHtmlNumeric(t("errorPage.details", { details }))}</p><p><a href="${escapeHtmlNumeric(base)}">${escapeHtmlNumeric(t("errorPage.goHome"))}</a></p></body></html>`;
}
