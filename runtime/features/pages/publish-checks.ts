import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { blockComponents } from "../../../generated/block-components.ts";
import { settingsDefaults } from "../../../generated/validate.ts";
import { FormsContext } from "../../../site/forms/forms-context.ts";
import { SiteContext } from "../../../site/ui/site-context.tsx";
import { LANGUAGE_URL_CODES, languageByUrl } from "../../core/languages.ts";
import { prepareBlock } from "../../core/prepare-blocks.ts";
import {
  isBlocking,
  type LinkTargetStatus,
  type PublishCheck,
  publishChecks,
} from "../../core/publish-checks.ts";
import { mergeSettings, siteTimeZone } from "../../core/settings.ts";
import type { Db } from "../../db/client.ts";
import { forms, pages } from "../../db/tables/index.ts";
import { ApiProblem } from "../../http/problem.ts";
import { type PageRow, requirePageRow, workingSnapshot } from "./page-rows.ts";
import { listSettings } from "./store.ts";

/*
 * The checks before publishing, on the server: the page's working copy (its draft, else what is
 * published) is rendered block by block with the site's own components to count its <h1>s, its
 * internal links are looked up in the pages table and its forms in the forms table, and the pure
 * rules of runtime/core/publish-checks.ts say what is wrong.
 */

/** The <h1> elements a block's server HTML holds (0 when it cannot render). */
async function headingsOf(raw: unknown, index: number, lang: string): Promise<number> {
  const prepared = prepareBlock(structuredClone(raw), index);
  if (prepared.kind === "error") return 0;
  const language = languageByUrl(lang);
  try {
    const { default: Component } = await blockComponents[prepared.key]();
    const render = Component as (props: { block: unknown; index: number }) => React.ReactNode;
    const html = renderToString(
      createElement(
        SiteContext.Provider,
        {
          value: {
            lang,
            tag: language?.tag ?? lang,
            dir: language?.dir ?? "rtl",
            base: `/${lang}/`,
            mediaBase: "",
            origin: "",
            timeZone: "UTC",
            numberLocale: language?.tag ?? lang,
          },
        },
        createElement(
          FormsContext.Provider,
          { value: null },
          createElement(render, { block: prepared.block, index }),
        ),
      ),
      { identifierPrefix: `c${index}-` },
    );
    return (html.match(/<h1[\s>]/gi) ?? []).length;
  } catch {
    return 0;
  }
}

/** Every path of the site in every language, with whether it is published. */
async function pageIndex(db: Db): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ lang: pages.lang, path: pages.path, is_published: pages.is_published })
    .from(pages);
  return new Map(rows.map((r) => [`${r.lang}\n${r.path}`, r.is_published]));
}

/** The checks of a page's working copy (the draft when there is one) at `now`. */
export async function checksOfRow(db: Db, row: PageRow, now = new Date()): Promise<PublishCheck[]> {
  const snapshot = workingSnapshot(row);
  const blocks: unknown[] = Array.isArray(snapshot.blocks) ? snapshot.blocks : [];
  const [index, formRows, settingRows, headings] = await Promise.all([
    pageIndex(db),
    db.select({ id: forms.id }).from(forms),
    listSettings(db),
    Promise.all(blocks.map((raw, i) => headingsOf(raw, i, row.lang))),
  ]);
  const formIds = new Set(formRows.map((f) => String(f.id)));
  const settings = mergeSettings(settingsDefaults, settingRows);
  return publishChecks({
    blocks,
    lang: row.lang,
    headingsByBlock: headings,
    linkStatus: ({ lang, path }): LinkTargetStatus => {
      const published = index.get(`${lang}\n${path}`);
      return published === undefined ? "missing" : published ? "published" : "unpublished";
    },
    hasForm: (id) => formIds.has(id),
    languages: new Set<string>(LANGUAGE_URL_CODES),
    now,
    timeZone: siteTimeZone(settings, () => undefined),
  });
}

/** GET /api/cms/pages/:id/checks: the page's checks and whether they stop a publish. */
export async function pageChecks(db: Db, id: number) {
  const row = await requirePageRow(db, id);
  const checks = await checksOfRow(db, row);
  return { checks, is_blocking: isBlocking(checks), revision: row.revision };
}

/** The refusal of a publish the checks stop: 422 with every finding, the errors as details. */
export function checksProblem(checks: readonly PublishCheck[]): ApiProblem {
  const errors = checks.filter((c) => c.severity === "error");
  return new ApiProblem(
    422,
    "publish_checks",
    `لا يمكن نشر الصفحة قبل تصحيح ${new Intl.NumberFormat("ar").format(errors.length)} ${errors.length === 1 ? "خطأ" : "أخطاء"}: ${errors[0]?.message ?? ""}`,
    errors.map((c) => ({
      ...(c.block === null ? {} : { block: c.block }),
      ...(c.template === null ? {} : { template: c.template }),
      pointer: c.pointer,
      rule: c.code,
      message: c.message,
    })),
    { checks },
  );
}
