import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allTemplateKeys,
  demoContent,
  homeTemplateKeys,
  SHOWCASE_PATH,
} from "../../runtime/demo/demo-content.ts";
import { FAMILY_PAGES } from "../../runtime/demo/families/index.ts";
import { OWN_PAGE_BLOCKS } from "../../runtime/demo/showcase.ts";
import {
  ContentInvalidError,
  exportContent,
  importContent,
} from "../../runtime/features/content/import-export.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

describe.each(engines)("content import and export on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });

  it("imports the demo, which uses every block on its showcase page or on its own demo page", async () => {
    const report = await importContent(database.db, demoContent());
    expect(report.pages).toBeGreaterThanOrEqual(6);
    const exported = await exportContent(database.db);
    const templates = (path: string) =>
      (exported.pages.find((p) => p.path === path)?.blocks ?? []).map((b) => b.template);
    const home = new Set(templates(SHOWCASE_PATH));
    expect([...home].sort()).toEqual(homeTemplateKeys().sort());
    // The stock page: its title banner (the page's one heading) and the stock blocks.
    expect(templates("stock").sort()).toEqual(
      ["lrdx-hero-title-banner", ...OWN_PAGE_BLOCKS].sort(),
    );
    // Each block family page shows every block of its family (and may show more: the blocks
    // under a tab, a block twice in two configurations).
    const known = new Set(allTemplateKeys());
    for (const page of FAMILY_PAGES) {
      const shown = templates(page.path);
      for (const key of page.keys) {
        expect(known.has(key), `${key} has a schema`).toBe(true);
        expect(shown).toContain(key);
      }
    }
    // The showcase links to every family page.
    const homeHtml = JSON.stringify(exported.pages.find((p) => p.path === SHOWCASE_PATH)?.blocks);
    for (const page of FAMILY_PAGES) expect(homeHtml).toContain(`/ar/${page.path}`);
  });

  it("gives back the same content after export then import", async () => {
    const first = await exportContent(database.db);
    await importContent(database.db, structuredClone(first));
    const second = await exportContent(database.db);
    expect(second).toEqual(first);
  });

  it("fills block defaults on import", async () => {
    await importContent(database.db, {
      pages: [
        {
          path: "defaults",
          title: "افتراضي",
          blocks: [{ template: "lrdx-quote", fields: { quote: "نص" } }],
        },
      ],
      settings: [],
    });
    const page = (await exportContent(database.db)).pages.find((p) => p.path === "defaults");
    expect(page?.blocks[0]).toMatchObject({
      template: "lrdx-quote",
      fields: {
        quote: "نص",
        section_class: "center",
        border_grid_class: "no-border",
        block_scroll_id: "",
      },
      groups: [],
    });
    expect(page?.page_type).toBe("page");
  });

  it("rejects a bad file whole, naming page, block, template, pointer and rule, and writes nothing", async () => {
    const before = await exportContent(database.db);
    const bad = {
      pages: [
        { path: "fine-page", title: "صفحة سليمة", blocks: [] },
        {
          path: "models/defender",
          title: "ديفندر",
          blocks: [
            { template: "lrdx-quote", fields: { quote: "سليم" }, groups: [] },
            {
              template: "lrdx-quote",
              fields: { quote: "نص", section_class: "diagonal" },
              groups: [],
            },
          ],
        },
      ],
      settings: [{ key: "general.app_name", value: "اسم جديد" }],
    };
    const error = await importContent(database.db, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentInvalidError);
    const message = (error as Error).message;
    expect(message).toContain('page "ar/models/defender" block 1 (lrdx-quote)');
    expect(message).toContain("/fields/section_class");
    expect(message).toContain("rule: enum");
    expect(await exportContent(database.db)).toEqual(before);
  });

  it.each([
    [
      "an unknown template",
      { path: "x", title: "x", blocks: [{ template: "lrdx-nothing", fields: {} }] },
      "/template",
      "known-template",
    ],
    ["a page path with a leading slash", { path: "/x", title: "x" }, "/pages/0/path", "pattern"],
    ["a missing title", { path: "x" }, "/pages/0", "required"],
    [
      "accordion groups over the cap of 30",
      {
        path: "x",
        title: "x",
        blocks: [
          {
            template: "lrdx-accordion",
            fields: {},
            groups: Array.from({ length: 31 }, (_, i) => ({ accordion_title: `س${i}` })),
          },
        ],
      },
      "/groups",
      "maxItems",
    ],
  ])("rejects %s", async (_name, page, pointer, rule) => {
    const error = await importContent(database.db, { pages: [page], settings: [] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentInvalidError);
    const problem = (error as ContentInvalidError).problems[0];
    expect(problem?.pointer).toBe(pointer);
    expect(problem?.rule).toBe(rule);
  });

  it("rejects duplicate paths and invalid JSON settings", async () => {
    const error = (await importContent(database.db, {
      pages: [
        { path: "dup", title: "a" },
        { path: "dup", title: "b" },
      ],
      settings: [{ key: "general.footer.content.top_footer", value: "{not json" }],
    }).catch((e: unknown) => e)) as ContentInvalidError;
    expect(error.problems.map((p) => p.rule)).toEqual(["unique-path", "json"]);
    expect(error.message).toContain("Invalid JSON in general.footer.content.top_footer");
  });
});
