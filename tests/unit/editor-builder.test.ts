import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, SESSION_CHANGED } from "../../editor/api.ts";
import { arabicProblem, errorMessage, locateProblem } from "../../editor/builder/api-errors.ts";
import { blockName } from "../../editor/builder/block-list.tsx";
import {
  fieldLabel,
  newBlock,
  validateBlock,
  validateBlocks,
} from "../../editor/builder/block-validation.ts";
import {
  catalogue,
  catalogueEntry,
  groupCatalogue,
  readCatalogue,
} from "../../editor/builder/catalogue.ts";
import { CLIPBOARD_KEY, copyBlocks, readClipboard } from "../../editor/builder/clipboard.ts";
import {
  builderPathOf,
  languagesWithoutVersion,
  otherLanguages,
  pagesIn,
  pickTreeLanguage,
  sitePathOf,
  treeLanguages,
  versionsOf,
} from "../../editor/builder/page-languages.ts";
import { noticeText, serverProblemsOf, toRefusal } from "../../editor/builder/page-session.ts";
import {
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  initialPageState,
  isDirty,
  nextUidOf,
  type PageAction,
  type PageState,
  pageReducer,
  toSnapshot,
} from "../../editor/builder/page-state/index.ts";
import { buildPageTree, pageStatus, pathProblem } from "../../editor/builder/page-tree.ts";
import { PageTreePanel } from "../../editor/builder/page-tree-panel.tsx";
import type { PageSummary, StoredBlock } from "../../editor/builder/page-types.ts";
import { SessionProvider } from "../../editor/session.tsx";
import { blockRegistry } from "../../generated/blocks.ts";

const snippet = (heading: string): StoredBlock => {
  const b = newBlock("lrdx-snippet");
  return { ...b, fields: { ...b.fields, heading } };
};

const run = (state: PageState, ...actions: PageAction[]): PageState =>
  actions.reduce(pageReducer, state);

const headings = (state: PageState): unknown[] =>
  state.present.items.map((i) => i.block.fields.heading);

const loaded = () =>
  initialPageState({
    title: "صفحة",
    meta_title: "",
    meta_description: "",
    image_id: null,
    canonical_url: "",
    disable_seo_tracking: false,
    blocks: [snippet("أ"), snippet("ب"), snippet("ج")],
  });

describe("page working state", () => {
  it("loads a snapshot without unsaved changes or history, and gives each block its own id", () => {
    const state = loaded();
    expect(headings(state)).toEqual(["أ", "ب", "ج"]);
    expect(new Set(state.present.items.map((i) => i.uid)).size).toBe(3);
    expect(isDirty(state)).toBe(false);
    expect(canUndo(state)).toBe(false);
  });

  it("adds a block at the end or at a position, with the template's defaults", () => {
    const block = newBlock("lrdx-accordion");
    expect(block.fields.open_all_label).toBe("افتح الكل");
    expect(block.groups).toEqual([]);
    let state = run(loaded(), { type: "add", block });
    expect(state.present.items.at(-1)?.block.template).toBe("lrdx-accordion");
    state = run(state, { type: "add", block: snippet("أول"), at: 0 });
    expect(headings(state)[0]).toBe("أول");
    expect(isDirty(state)).toBe(true);
  });

  it("removes a block, and undo brings it back in place", () => {
    const start = loaded();
    const uid = start.present.items[1]?.uid ?? "";
    const removed = run(start, { type: "remove", uid });
    expect(headings(removed)).toEqual(["أ", "ج"]);
    const undone = run(removed, { type: "undo" });
    expect(headings(undone)).toEqual(["أ", "ب", "ج"]);
    expect(undone.present.items[1]?.uid).toBe(uid);
    expect(isDirty(undone)).toBe(false);
  });

  it("duplicates a block right after it, as an independent copy with a new id", () => {
    const start = loaded();
    const uid = start.present.items[0]?.uid ?? "";
    let state = run(start, { type: "duplicate", uid });
    expect(headings(state)).toEqual(["أ", "أ", "ب", "ج"]);
    const copy = state.present.items[1];
    expect(copy?.uid).not.toBe(uid);
    state = run(state, {
      type: "update",
      uid: copy?.uid ?? "",
      value: { fields: { ...copy?.block.fields, heading: "نسخة" }, groups: [] },
    });
    expect(headings(state)).toEqual(["أ", "نسخة", "ب", "ج"]);
  });

  it("moves blocks up and down and ignores moves out of range", () => {
    const start = loaded();
    expect(headings(run(start, { type: "move", from: 0, to: 2 }))).toEqual(["ب", "ج", "أ"]);
    expect(headings(run(start, { type: "move", from: 2, to: 0 }))).toEqual(["ج", "أ", "ب"]);
    expect(run(start, { type: "move", from: 0, to: 3 })).toBe(start);
    expect(run(start, { type: "move", from: -1, to: 0 })).toBe(start);
  });

  it("pastes copied blocks through the clipboard, as copies with new ids", () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    } as Storage;
    const source = loaded();
    copyBlocks(
      fake,
      source.present.items.slice(0, 2).map((i) => i.block),
    );
    expect(JSON.parse(storage.get(CLIPBOARD_KEY) ?? "{}").blocks).toHaveLength(2);
    const other = initialPageState();
    const pasted = run(other, { type: "paste", blocks: readClipboard(fake) });
    expect(headings(pasted)).toEqual(["أ", "ب"]);
    const again = run(pasted, { type: "paste", blocks: readClipboard(fake), at: 1 });
    expect(headings(again)).toEqual(["أ", "أ", "ب", "ب"]);
    expect(new Set(again.present.items.map((i) => i.uid)).size).toBe(4);
    storage.set(CLIPBOARD_KEY, "{not json");
    expect(readClipboard(fake)).toEqual([]);
    storage.set(CLIPBOARD_KEY, JSON.stringify({ blocks: [{ template: "no-such", fields: {} }] }));
    expect(readClipboard(fake)).toEqual([]);
  });

  it("undoes and redoes step by step; a new edit clears redo", () => {
    const start = loaded();
    const a = run(start, { type: "move", from: 0, to: 1 });
    const b = run(a, { type: "remove", uid: a.present.items[0]?.uid ?? "" });
    expect(headings(b)).toEqual(["أ", "ج"]);
    const u1 = run(b, { type: "undo" });
    expect(headings(u1)).toEqual(["ب", "أ", "ج"]);
    const u2 = run(u1, { type: "undo" });
    expect(headings(u2)).toEqual(["أ", "ب", "ج"]);
    expect(canUndo(u2)).toBe(false);
    expect(run(u2, { type: "undo" })).toBe(u2);
    const r1 = run(u2, { type: "redo" });
    expect(headings(r1)).toEqual(["ب", "أ", "ج"]);
    expect(canRedo(r1)).toBe(true);
    const edited = run(r1, { type: "add", block: snippet("د") });
    expect(canRedo(edited)).toBe(false);
  });

  it("makes one undo step of consecutive edits to one block until a checkpoint", () => {
    const start = loaded();
    const item = start.present.items[0];
    const uid = item?.uid ?? "";
    const typed = (text: string): PageAction => ({
      type: "update",
      uid,
      value: { fields: { ...item?.block.fields, heading: text }, groups: [] },
    });
    let state = run(start, typed("أ1"), typed("أ12"), typed("أ123"));
    expect(state.past).toHaveLength(1);
    state = run(state, { type: "checkpoint" }, typed("أ1234"));
    expect(state.past).toHaveLength(2);
    expect(headings(run(state, { type: "undo" }))[0]).toBe("أ123");
    expect(headings(run(state, { type: "undo" }, { type: "undo" }))[0]).toBe("أ");
  });

  it("keeps at most the history limit", () => {
    let state = loaded();
    for (let i = 0; i < HISTORY_LIMIT + 10; i++)
      state = run(state, { type: "move", from: 0, to: 1 });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });

  it("never lets a block hold more repeatable groups than its template allows", () => {
    const max = blockRegistry["lrdx-accordion"].maxFieldGroups ?? 0;
    expect(max).toBe(30);
    let state = run(initialPageState(), { type: "add", block: newBlock("lrdx-accordion") });
    const uid = state.present.items[0]?.uid ?? "";
    for (let i = 0; i < max + 5; i++)
      state = run(state, {
        type: "addGroup",
        uid,
        group: { accordion_title: `سؤال ${i}`, accordion_content: "<p>جواب</p>" },
      });
    expect(state.present.items[0]?.block.groups).toHaveLength(max);
    const tooMany = Array.from({ length: max + 3 }, (_, i) => ({ accordion_title: `${i}` }));
    state = run(state, {
      type: "update",
      uid,
      value: { fields: state.present.items[0]?.block.fields ?? {}, groups: tooMany },
    });
    expect(state.present.items[0]?.block.groups).toHaveLength(max);
  });

  it("marks the state saved and sends the snapshot the server expects", () => {
    let state = run(loaded(), { type: "meta", patch: { meta_title: "عنوان" } });
    expect(isDirty(state)).toBe(true);
    const snapshot = toSnapshot(state.present);
    expect(snapshot.meta_title).toBe("عنوان");
    expect(snapshot.blocks.map((b) => b.fields.heading)).toEqual(["أ", "ب", "ج"]);
    state = run(state, { type: "saved", working: state.present });
    expect(isDirty(state)).toBe(false);
  });
});

describe("client validation", () => {
  it("accepts a new block with defaults and names a too-long field in Arabic", () => {
    expect(validateBlock(newBlock("lrdx-snippet"))).toEqual([]);
    const long = snippet("ع".repeat(5000));
    const problems = validateBlock(long);
    expect(problems[0]?.pointer).toBe("/fields/heading");
    expect(problems[0]?.message).toMatch(/^الحقل «العنوان»: يجب ألا يزيد عن \d+ حرفاً/);
  });

  it("names a missing required field and leaves the block itself unchanged", () => {
    const quote = newBlock("lrdx-quote");
    const before = JSON.stringify(quote);
    const problems = validateBlocks([newBlock("lrdx-snippet"), quote]);
    expect([...problems.keys()]).toEqual([1]);
    expect(problems.get(1)?.[0]?.message).toContain("مطلوب");
    expect(JSON.stringify(quote)).toBe(before);
  });
});

describe("server problems", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("places a problem on its block and says it in Arabic naming the field", () => {
    const located = locateProblem({
      pointer: "/snapshot/blocks/2/fields/heading",
      rule: "maxLength",
      message: "must NOT have more than 120 characters",
    });
    expect(located.block).toBe(2);
    expect(located.problem.pointer).toBe("/fields/heading");
    expect(arabicProblem(located.problem, (p) => fieldLabel("lrdx-snippet", p))).toBe(
      "الحقل «العنوان»: يجب ألا يزيد عن 120 حرفاً.",
    );
    const own = locateProblem({
      block: 1,
      pointer: "/groups/0/accordion_title",
      rule: "required",
      message: "",
    });
    expect(own.block).toBe(1);
    expect(arabicProblem(own.problem, (p) => fieldLabel("lrdx-accordion", p))).toMatch(
      /\(المجموعة 1\)»: هذا الحقل مطلوب/,
    );
    expect(arabicProblem({ pointer: "/path", rule: "unique", message: "taken" })).toContain(
      "«المسار»",
    );
  });

  it("says plainly that another account signed in on this browser, and that nothing was saved", async () => {
    const text =
      "سُجّل الدخول بحساب آخر في هذا المتصفح. أعد تحميل الصفحة لتتابع بذلك الحساب؛ لم يُحفظ شيء.";
    expect(errorMessage(new ApiError(403, SESSION_CHANGED, "session changed"))).toBe(text);
    // Any other refusal keeps its own wording.
    expect(errorMessage(new ApiError(403, "forbidden", "no"))).toBe(
      "ليست لديك صلاحية لهذا الإجراء.",
    );

    // The editor signed in as user 7; a write is refused for its csrf-token and the session
    // now belongs to user 9: the write is not sent again and the error carries the code.
    const me = (id: number) => ({
      user: { id, email: `u${id}@example.com`, name: "u", role: "editor" },
      permissions: [],
      csrfToken: `token-${id}`,
      rawHtml: false,
    });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    const writes: string[] = [];
    let signedIn = 7;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === "/api/auth/me") return json(200, me(signedIn));
        writes.push(`${init?.method} ${url}`);
        return json(403, { statusCode: 403, error: "Forbidden", message: "csrf", code: "csrf" });
      }),
    );
    await api("GET", "/api/auth/me");
    signedIn = 9;
    const refused = await api("PUT", "/api/cms/pages/1/draft", { revision: 1 }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe(SESSION_CHANGED);
    expect(errorMessage(refused)).toBe(text);
    expect(writes).toEqual(["PUT /api/cms/pages/1/draft"]);
  });

  it("gives the id the next added block will get, so the editor can select it", () => {
    const state = loaded();
    const uid = nextUidOf(state);
    const added = run(state, { type: "add", block: snippet("د") });
    expect(added.present.items.at(-1)?.uid).toBe(uid);
  });
});

describe("catalogue", () => {
  it("groups visible templates and orders each group by list priority", () => {
    const groups = groupCatalogue(catalogue);
    for (const g of groups) {
      const priorities = g.entries.map((e) => e.listPriority);
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      expect(g.entries.every((e) => !e.isHidden)).toBe(true);
    }
    const content = groups.find((g) => g.group === "Content");
    expect(content?.label).toBe("المحتوى");
    // Priority 0 (§9.1): the Entry Form and Gallery Categories open the group.
    expect(
      content?.entries
        .slice(0, 2)
        .map((e) => e.key)
        .sort(),
    ).toEqual(["lrdx-form-component", "lrdx-gallery-categories"]);
  });

  it("leaves hidden templates out", () => {
    const hidden = { ...catalogue[0], isHidden: true } as (typeof catalogue)[number];
    expect(groupCatalogue([hidden])).toEqual([]);
  });

  it("names every template in Arabic, keeping the catalogue's English name beside it", () => {
    expect(catalogueEntry("lrdx-hero-title-banner")).toMatchObject({
      name: "لافتة العنوان الرئيسية",
      catalogueName: "Hero Title Banner",
    });
    expect(catalogueEntry("lrdx-snippet")).toMatchObject({
      name: "مقتطف نصّي",
      catalogueName: "Snippet",
    });
    for (const e of catalogue) {
      expect(e.name, e.key).toMatch(/\p{Script=Arabic}/u);
      expect(e.catalogueName, e.key).toMatch(/^[A-Za-z]/);
    }
    expect(new Set(catalogue.map((e) => e.name)).size).toBe(catalogue.length);
    expect(blockName({ template: "lrdx-quote", fields: {}, groups: [] })).toBe("اقتباس");
  });

  it("falls back to the English name for a template without an Arabic label", () => {
    const [entry] = readCatalogue({
      data: [
        {
          attributes: {
            key: "lrdx-quote",
            name: "Quote",
            group: "Content",
            hidden: false,
            list_priority: 25,
            max_field_groups: null,
            fields: [],
            field_groups_template: [],
          },
        },
      ],
    });
    expect(entry).toMatchObject({ name: "Quote", catalogueName: "Quote" });
  });

  it("finds templates by Arabic or English name, by description and by Arabic field label", () => {
    const keys = (q: string) =>
      groupCatalogue(catalogue, q).flatMap((g) => g.entries.map((e) => e.key));
    expect(keys("اقتباس")).toEqual(["lrdx-quote", "lrdx-quote-slider"]);
    expect(keys("لافتة العنوان")).toEqual([
      "lrdx-hero-title-banner",
      "lrdx-hero-title-banner-tall",
    ]);
    // Without diacritics and with a plain alef, as editors type.
    expect(keys("التنقل داخل")).toEqual(["lrdx-in-page-navigation"]);
    expect(keys("اكورديون")).toEqual(["lrdx-accordion", "lrdx-specification-accordion"]);
    // English also finds Models and Specifications, whose description names its accordion.
    expect(keys("accordion")).toEqual([
      "lrdx-accordion",
      "lrdx-specification-accordion",
      "lrdx-models-specifications",
    ]);
    expect(keys("QUOTE")).toContain("lrdx-quote");
    expect(keys("hotspot")).toContain("lrdx-hotspots-container");
    expect(keys("شيفرة")).toContain("lrdx-html-box");
    expect(keys("لا شيء يطابق هذا")).toEqual([]);
  });
});

describe("page tree", () => {
  const page = (id: number, path: string, extra: Partial<PageSummary> = {}): PageSummary => ({
    id,
    path,
    lang: "ar",
    translation_key: null,
    title: path,
    page_type: "page",
    type: null,
    link_type: null,
    is_published: true,
    has_draft: false,
    revision: 1,
    updated_at: "2025-01-01T00:00:00Z",
    updated_by_label: null,
    ...extra,
  });

  it("nests pages by path prefix, home first, and stands in for missing folders", () => {
    const tree = buildPageTree([
      page(3, "models/defender"),
      page(2, "models", { page_type: "folder" }),
      page(1, "index"),
      page(4, "offers/2025/spring"),
    ]);
    expect(tree.map((n) => n.path)).toEqual(["index", "models", "offers"]);
    expect(tree[1]?.page?.id).toBe(2);
    expect(tree[1]?.children.map((n) => n.page?.id)).toEqual([3]);
    expect(tree[2]?.page).toBeNull();
    expect(tree[2]?.children[0]?.children[0]?.segment).toBe("spring");
  });

  it("labels the status of a page", () => {
    expect(pageStatus({ is_published: true, has_draft: false })).toBe("published");
    expect(pageStatus({ is_published: true, has_draft: true })).toBe("draft");
    expect(pageStatus({ is_published: false, has_draft: false })).toBe("unpublished");
  });

  it("explains a bad path in Arabic naming the field", () => {
    expect(pathProblem("models/new")).toBeNull();
    expect(pathProblem("")).toBe("المسار: هذا الحقل مطلوب");
    expect(pathProblem("/x")).toContain("بلا / في أوله أو آخره");
    expect(pathProblem("a//b")).toMatch(/^المسار: .*مقاطع تفصلها \//);
    expect(pathProblem("Models")).toContain("حروفًا صغيرة");
    expect(pathProblem("عروض/الصيف-2025")).toBeNull();
  });
});

describe("page tree per language", () => {
  const page = (
    id: number,
    lang: PageSummary["lang"],
    path: string,
    extra: Partial<PageSummary> = {},
  ): PageSummary => ({
    id,
    path,
    lang,
    translation_key: null,
    title: `${lang}:${path}`,
    page_type: "page",
    type: null,
    link_type: null,
    is_published: true,
    has_draft: false,
    revision: 1,
    updated_at: "2025-01-01T00:00:00Z",
    updated_by_label: null,
    ...extra,
  });
  const pages = [
    page(1, "ar", "index", { translation_key: "home" }),
    page(2, "ar", "models"),
    page(3, "ar", "models/defender", { translation_key: "defender" }),
    page(4, "en", "index", { translation_key: "home" }),
    page(5, "en", "models/defender", { translation_key: "defender" }),
    page(6, "de", "kontakt"),
    page(7, "he", "index", { translation_key: "home" }),
  ];

  it("builds the tree of one language only: the same path in two languages is two pages", () => {
    const english = buildPageTree(pagesIn(pages, "en"));
    expect(english.map((n) => n.path)).toEqual(["index", "models"]);
    expect(english[0]?.page?.id).toBe(4);
    // English has no "models" page: the folder is stood in for, holding the English defender.
    expect(english[1]?.page).toBeNull();
    expect(english[1]?.children.map((n) => n.page?.id)).toEqual([5]);
    const arabic = buildPageTree(pagesIn(pages, "ar"));
    expect(arabic.map((n) => n.page?.id)).toEqual([1, 2]);
    expect(arabic[1]?.children.map((n) => n.page?.id)).toEqual([3]);
    expect(buildPageTree(pagesIn(pages, "fr"))).toEqual([]);
  });

  it("offers ar, en and he always, then the languages that have pages, then all the others by their own names", () => {
    const offered = treeLanguages(pages);
    expect(offered.map((l) => [l.language.url, l.pageCount])).toEqual([
      ["ar", 3],
      ["en", 2],
      ["he", 1],
      ["de", 1],
    ]);
    expect(treeLanguages([]).map((l) => l.language.url)).toEqual(["ar", "en", "he"]);
    const rest = otherLanguages(offered);
    expect(rest).toHaveLength(51 - 4);
    expect(rest.find((l) => l.url === "pt-br")?.name).toBe("Português (Brasil)");
    expect(rest.some((l) => l.url === "de")).toBe(false);
  });

  it("takes the tree's language from ?lang=, else the open page, else the last chosen, else Arabic", () => {
    expect(pickTreeLanguage({ query: "en", pageLang: "ar", stored: "he" })).toBe("en");
    expect(pickTreeLanguage({ query: null, pageLang: "he", stored: "en" })).toBe("he");
    expect(pickTreeLanguage({ query: "xx", pageLang: null, stored: "pt-br" })).toBe("pt-br");
    expect(pickTreeLanguage({ query: null, pageLang: null, stored: "nope" })).toBe("ar");
  });

  it("lists a page's other language versions by its translation key, and the languages still free", () => {
    const arabicDefender = pages[2] as PageSummary;
    expect(versionsOf(arabicDefender, pages).map((p) => p.id)).toEqual([5]);
    expect(versionsOf(pages[0] as PageSummary, pages).map((p) => p.lang)).toEqual(["en", "he"]);
    // A page without a key has no versions, even beside pages of the same path.
    expect(versionsOf(pages[5] as PageSummary, pages)).toEqual([]);
    const free = languagesWithoutVersion(pages[0] as PageSummary, pages).map((l) => l.url);
    expect(free).toHaveLength(48);
    expect(free).not.toContain("ar");
    expect(free).not.toContain("en");
    expect(free).not.toContain("he");
    expect(free).toContain("de");
  });

  it("addresses a page under its language on the site and in the builder", () => {
    expect(sitePathOf({ lang: "en", path: "index" })).toBe("/en/");
    expect(sitePathOf({ lang: "pt-br", path: "models/defender" })).toBe("/pt-br/models/defender");
    expect(builderPathOf({ id: 5 })).toBe("/cms/pages/5");
  });

  it("says in Arabic that a language already has a version, naming the language field", () => {
    const taken = new ApiError(409, "translation_taken", "taken", [
      { pointer: "/translation_of", rule: "unique", message: 'a version in "en" exists already' },
    ]);
    expect(errorMessage(taken)).toBe(
      "لهذه الصفحة نسخة بهذه اللغة من قبل: اختر لغة أخرى أو افتح تلك النسخة.",
    );
  });

  /** The panel as it first paints, the pages list already fetched. */
  function renderPanel(url: string, currentId: number | null = null): string {
    const client = new QueryClient();
    client.setQueryData(["cms-pages"], { data: pages });
    client.setQueryData(["session"], {
      user: { id: 1, email: "e@example.com", name: "e", role: "editor" },
      permissions: ["pages:read", "pages:write"],
      csrfToken: "t",
      rawHtml: false,
    });
    return renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client },
        createElement(
          MemoryRouter,
          { initialEntries: [url] },
          createElement(
            SessionProvider,
            null,
            createElement(PageTreePanel, { currentId, onOpen: () => {}, onDeleted: () => {} }),
          ),
        ),
      ),
    );
  }

  it("shows the tree of the language in the address, Arabic by default, with a language selector", () => {
    const english = renderPanel("/cms?lang=en");
    expect(english).toContain("en:models/defender");
    expect(english).not.toContain("ar:models/defender");
    expect(english).toContain('href="/cms/pages/5"');
    expect(english).toMatch(
      /<option value="en" lang="en" selected="">English \(en\) — 2<\/option>/,
    );
    expect(english).toContain("إضافة نسخة بلغة أخرى");
    const arabic = renderPanel("/cms");
    expect(arabic).toContain("ar:models/defender");
    expect(arabic).not.toContain("en:index");
    // Opening a Hebrew page without ?lang= shows the Hebrew tree.
    expect(renderPanel("/cms/pages/7", 7)).toContain("he:index");
    // A language without pages is chosen from all 51 and says it has none.
    const french = renderPanel("/cms?lang=fr");
    expect(french).toContain("لا توجد صفحات بلغة");
    expect(french).toContain("Français");
  });
});

describe("page session: the server's refusals as the machine reads them", () => {
  const sent = [
    { uid: "b1", block: snippet("أ") },
    { uid: "b2", block: snippet("ب") },
  ];

  it("409 stale is stale; 5xx and no answer can be retried; 403 is refused for good", () => {
    expect(toRefusal(new ApiError(409, "stale", "stale"), sent)).toEqual({ kind: "stale" });
    expect(toRefusal(new TypeError("Failed to fetch"), sent)).toMatchObject({ kind: "failed" });
    expect(toRefusal(new ApiError(503, "unavailable", "down"), sent)).toMatchObject({
      kind: "failed",
    });
    expect(toRefusal(new ApiError(403, "forbidden", "no"), sent)).toEqual({
      kind: "refused",
      message: "ليست لديك صلاحية لهذا الإجراء.",
    });
  });

  it("422 problems land on the block they name (by index of what was sent), in Arabic", () => {
    const error = new ApiError(422, "invalid", "invalid", [
      { pointer: "/snapshot/blocks/1/fields/heading", rule: "maxLength", message: "max 80" },
      { pointer: "/snapshot/title", rule: "required", message: "required" },
    ]);
    const refusal = toRefusal(error, sent);
    expect(refusal.kind).toBe("invalid");
    if (refusal.kind !== "invalid") return;
    expect(refusal.message).toMatch(/^رفض الخادم الحفظ: /);
    expect(refusal.problems[0]).toMatchObject({ uid: "b2", pointer: "/fields/heading" });
    expect(refusal.problems[0]?.message).toContain("80");
    expect(refusal.problems[1]).toEqual({
      uid: null,
      pointer: "/snapshot/title",
      rule: "required",
      message: "required",
    });
    const forms = serverProblemsOf(refusal.problems);
    expect(forms.byUid.get("b2")).toHaveLength(1);
    expect(forms.byUid.has("b1")).toBe(false);
    expect(forms.page).toEqual([
      { pointer: "/snapshot/title", rule: "required", message: "required" },
    ]);
  });

  it("says each step in Arabic, errors as errors", () => {
    expect(noticeText({ kind: "saved" })).toEqual({ text: "حُفظت المسودة.", tone: "ok" });
    expect(noticeText({ kind: "published", version: 3 }).text).toContain("النسخة 3");
    expect(noticeText({ kind: "failed", message: "تعذّر", canRetry: true }).tone).toBe("error");
  });
});
