import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { axeViolations } from "../helpers/axe.ts";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";
import { pageHeading } from "../helpers/publishable.ts";

// /ar/disabled-preview/{path} in Chromium: the built site on a PGlite database with the demo, an
// unpublished page with a draft, an editor who previews it and a visitor who gets the 404 page.

const EDITOR = "preview-page-editor@example.com";
const SHOTS = process.env.DISABLED_PREVIEW_SHOTS ?? "tests/e2e/__screenshots__";
const PATH = "new-model";
const HEADING = "الطراز الجديد قريبًا";
const BANNER = "معاينة: هذه الصفحة غير منشورة";

let server: EditorServer;
let pageId: number;

beforeAll(async () => {
  server = await startEditorServer([{ email: EDITOR, name: "محرّرة", role: "editor" }]);
  const writer = await signedInAs(server.database.db, "editor");
  const created = await injectAs(server.app, writer, "POST", "/api/cms/pages", {
    path: PATH,
    title: "الطراز الجديد",
  });
  expect(created.statusCode, created.body).toBe(201);
  const page: { id: number; revision: number } = created.json().data;
  const saved = await injectAs(server.app, writer, "PUT", `/api/cms/pages/${page.id}/draft`, {
    revision: page.revision,
    snapshot: {
      title: "الطراز الجديد",
      blocks: [
        pageHeading(HEADING),
        {
          template: "lrdx-quote",
          fields: { quote: "يُعلن عن الطراز الجديد في الربيع" },
          groups: [],
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  pageId = page.id;
  mkdirSync(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe("the preview of an unpublished page in Chromium", () => {
  it("is reached from the builder's page bar by the «معاينة» link, in a new tab", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1440);
    await page.goto(`${server.url}/ar/cms/pages/${pageId}`);
    const link = page.getByRole("link", { name: "معاينة", exact: true });
    expect(await link.getAttribute("href")).toBe(`/ar/disabled-preview/${PATH}`);
    expect(await link.getAttribute("target")).toBe("_blank");
    const [preview] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await preview.getByRole("heading", { level: 1, name: HEADING }).waitFor();
    await preview.getByRole("region", { name: BANNER }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of [390, 1440])
    it(`shows the editor the page under the banner at ${width} px, axe finding nothing; a visitor the 404 page`, async () => {
      const { context, page, errors } = await signIn(server, EDITOR, width);
      const response = await page.goto(`${server.url}/ar/disabled-preview/${PATH}`, {
        waitUntil: "networkidle",
      });
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      expect(response?.headers()["x-robots-tag"]).toContain("noindex");
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      expect(await page.getAttribute("meta[name=robots]", "content")).toBe("noindex, nofollow");

      // The banner: a region named by its heading, its text a status, first on the page.
      const banner = page.getByRole("region", { name: BANNER });
      await banner.waitFor();
      await expect
        .poll(() => banner.getByRole("status").textContent())
        .toContain("لا يستطيع زوّار الموقع رؤيتها");
      const box = await banner.boundingBox();
      if (!box) throw new Error("the banner has no box");
      expect(box.y).toBe(0);
      // As wide as the header under it (the FAB's rail keeps the side of wide screens).
      const header = await page.locator("header.site-header").boundingBox();
      expect([box.x, box.width]).toEqual([header?.x, header?.width]);
      // Nothing of the header shows over it (the skip link stays hidden until focused).
      const skip = page.getByRole("link", { name: "انتقل إلى المحتوى" });
      expect(await skip.evaluate((a) => getComputedStyle(a).clipPath)).toBe("inset(50%)");
      // Right to left: its heading starts at the right-hand side.
      const heading = await banner.getByRole("heading").evaluate((h) => {
        const range = document.createRange();
        range.selectNodeContents(h);
        const text = range.getBoundingClientRect();
        return { right: text.right, left: text.left, direction: getComputedStyle(h).direction };
      });
      expect(heading.direction).toBe("rtl");
      expect(width - heading.right).toBeLessThan(48);
      expect(heading.left).toBeGreaterThan(0);
      // Dark on light, well past 4.5:1.
      const colours = await banner.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.color, style.backgroundColor];
      });
      expect(colours).toEqual(["rgb(61, 40, 0)", "rgb(255, 244, 214)"]);
      // The page as visitors will see it: its heading, its block, the site's header and footer.
      await page.getByRole("heading", { level: 1, name: HEADING }).waitFor();
      await page.getByText("يُعلن عن الطراز الجديد في الربيع").waitFor();
      expect(await page.locator("header.site-header").count()).toBe(1);
      expect(await page.locator("footer.site-footer").count()).toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/disabled-preview-${width}.png` });
      // The first Tab reaches the skip link, shown in the header under the banner.
      await page.keyboard.press("Tab");
      expect(await skip.evaluate((a) => a === document.activeElement)).toBe(true);
      expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(box.height);
      await page.screenshot({ path: `${SHOTS}/disabled-preview-skip-link-${width}.png` });
      expect(errors).toEqual([]);
      await context.close();

      // A visitor at the same address: the 404 page, and no word of the page.
      const visitor = await server.browser.newContext({
        viewport: { width, height: 900 },
        locale: "ar",
      });
      const tab = await visitor.newPage();
      const notFound = await tab.goto(`${server.url}/ar/disabled-preview/${PATH}`);
      expect(notFound?.status()).toBe(404);
      await tab.getByRole("heading", { level: 1, name: "الصفحة غير موجودة" }).waitFor();
      expect(await tab.getByText(BANNER).count()).toBe(0);
      expect(await tab.getByText(HEADING).count()).toBe(0);
      await tab.screenshot({ path: `${SHOTS}/disabled-preview-visitor-${width}.png` });
      await visitor.close();
    });
});
