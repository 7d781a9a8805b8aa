import react from "@vitejs/plugin-react";
import type { Browser, Page } from "playwright-core";
import { createServer, type Plugin, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../helpers/start-site.ts";

/*
 * BlockForm in Chromium, served by Vite from the real sources: a small page mounts the form of
 * one template with a value and shows what onChange and onValidity report.
 */

const harnessModule = `
import { createElement, useState } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { BlockForm } from "/editor/widgets/block-form.tsx";

// The forms service's forms, as the editor has read them (GET /forms): the form selects list them.
const client = new QueryClient();
client.setQueryData(["forms"], {
  data: ["طلب تجربة قيادة", "طلب كتيّب", "تواصل معنا"].map((name, i) => ({
    id: String(i + 1), type: "form", attributes: { name },
  })),
});
// The model catalogue's nameplates (GET /vehicles/grouped_nameplates): the nameplate selects list them.
const nameplate = (code, name) => ({ id: code, code, name, image_id: null, model_years: [2026], price_from: null, currency: "AED" });
client.setQueryData(["catalogue-nameplates"], {
  data: [
    { id: "land-rover", type: "nameplate_group", attributes: { brand: { code: "land-rover", name: "لاند روفر" }, body_styles: [
      { code: "suv", name: "دفع رباعي", nameplates: [nameplate("l663", "ديفندر"), nameplate("l460", "رينج روفر")] },
      { code: "suv-lwb", name: "طويلة", nameplates: [nameplate("l460", "رينج روفر")] },
    ] } },
    { id: "jaguar", type: "nameplate_group", attributes: { brand: { code: "jaguar", name: "جاكوار" }, body_styles: [
      { code: "saloon", name: "سيدان", nameplates: [nameplate("x760", "إكس إي")] },
    ] } },
  ],
});

const params = new URLSearchParams(location.search);
const template = params.get("template");
const initial = JSON.parse(params.get("value") ?? '{"fields":{},"groups":[]}');

function Harness() {
  const [value, setValue] = useState(initial);
  const [problems, setProblems] = useState([]);
  return createElement("div", { dir: "rtl" },
    createElement(BlockForm, { template, value, onChange: setValue, onValidity: setProblems }),
    createElement("pre", { id: "value" }, JSON.stringify(value)),
    createElement("ul", { id: "problems" }, problems.map((p) => createElement("li", { key: p.pointer + p.message }, p.message))),
  );
}
createRoot(document.getElementById("root")).render(
  createElement(QueryClientProvider, { client }, createElement(Harness)),
);
`;

function harness(): Plugin {
  return {
    name: "forms-harness",
    resolveId: (id) => (id === "/forms-harness.tsx" ? "\0forms-harness.tsx" : null),
    load: (id) => (id === "\0forms-harness.tsx" ? harnessModule : null),
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith("/forms-harness.html")) return next();
        const html = await server.transformIndexHtml(
          req.url,
          '<!doctype html><html lang="ar" dir="rtl"><body><div id="root"></div><script type="module" src="/forms-harness.tsx"></script></body></html>',
        );
        res.setHeader("content-type", "text/html");
        res.end(html);
      });
    },
  };
}

let vite: ViteDevServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: "error",
    cacheDir: "/tmp/editor-forms-vite-cache",
    plugins: [react(), harness()],
    server: { port: 0, host: "127.0.0.1" },
    optimizeDeps: { entries: ["editor/widgets/block-form.tsx"] },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

async function open(template: string, value: unknown): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ locale: "ar" });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    // No API answers here (thumbnails, page paths, the favicon): only script errors count.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource"))
      errors.push(m.text());
  });
  const q = new URLSearchParams({ template, value: JSON.stringify(value) });
  await page.goto(`${base}/forms-harness.html?${q}`);
  await page
    .locator("form.rjsf")
    .waitFor({ timeout: 60_000 })
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\n${errors.join("\n")}`);
    });
  return { page, errors };
}

const reported = async (page: Page) =>
  JSON.parse((await page.locator("#value").textContent()) ?? "{}");

describe("BlockForm in the browser", () => {
  it("validates as you type with an Arabic message naming the field", async () => {
    const { page, errors } = await open("lrdx-quote", { fields: {}, groups: [] });
    const author = page.getByLabel("القائل", { exact: true }).first();
    await author.fill("ا".repeat(300));
    await expect
      .poll(() => page.locator("#problems").textContent())
      .toMatch(/يجب ألا يزيد عن \d+ حرفاً/);
    const id = await author.getAttribute("id");
    await expect
      .poll(() => page.locator(`[id="${id}__error"]`).textContent())
      .toMatch(/^القائل: يجب ألا يزيد عن 120 حرفاً$/);
    await author.fill("سارة");
    // Only the required quote is still missing; the author's problem is gone.
    await expect
      .poll(() => page.locator("#problems").textContent())
      .toBe("الاقتباس: هذا الحقل مطلوب");
    expect((await reported(page)).fields.author).toBe("سارة");
    expect(errors, errors.join("\n")).toEqual([]);
    await page.close();
  }, 120_000);

  it("adds groups up to the cap, then disables the add button with a note", async () => {
    const groups = Array.from({ length: 11 }, (_, i) => ({ heading: `بطاقة ${i + 1}` }));
    const { page } = await open("lrdx-sign-post", { fields: {}, groups });
    const add = page.getByRole("button", { name: "إضافة مجموعة" });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await expect.poll(() => add.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText("الحد الأقصى 12 مجموعة").count()).toBe(1);
    expect((await reported(page)).groups).toHaveLength(12);
    await page.getByRole("button", { name: "حذف المجموعة 12" }).click();
    await expect.poll(() => add.isEnabled()).toBe(true);
    await page.getByRole("button", { name: "تحريك لأعلى: المجموعة 2" }).click();
    await expect.poll(async () => (await reported(page)).groups[0].heading).toBe("بطاقة 2");
    await page.close();
  }, 120_000);

  it("the searchable select filters and is chosen with the keyboard", async () => {
    const { page } = await open("lrdx-form-component", { fields: { form_id: "1" }, groups: [] });
    const box = page.getByRole("combobox", { name: "النموذج", exact: true });
    await box.focus();
    await box.fill("تواصل");
    const list = page.getByRole("listbox", { name: "الخيارات" });
    await expect.poll(() => list.getByRole("option").count()).toBe(1);
    await box.press("Enter");
    await expect.poll(async () => (await reported(page)).fields.form_id).toBe("3");
    await expect.poll(() => box.inputValue()).toBe("تواصل معنا (3)");
    await box.press("ArrowDown");
    await box.press("Escape");
    await expect.poll(() => box.getAttribute("aria-expanded")).toBe("false");
    await page.close();
  }, 120_000);

  it("offers the model catalogue's nameplates once each, and keeps a stored code it no longer has", async () => {
    const { page, errors } = await open("lrdx-specification-accordion", {
      fields: { model: "l551" },
      groups: [],
    });
    const select = page.getByLabel("الطراز", { exact: true });
    await expect
      .poll(() => select.locator("option").allTextContents())
      .toEqual([
        "— اختر —",
        "l551 (غير موجود)",
        "لاند روفر · ديفندر (l663)",
        "لاند روفر · رينج روفر (l460)",
        "جاكوار · إكس إي (x760)",
      ]);
    await select.selectOption({ label: "جاكوار · إكس إي (x760)" });
    await expect.poll(async () => (await reported(page)).fields.model).toBe("x760");
    expect(errors, errors.join("\n")).toEqual([]);
    await page.close();
  }, 120_000);

  it("picks an icon with the arrow keys", async () => {
    const { page } = await open("lrdx-sign-post", { fields: { header_icon: "car" }, groups: [] });
    const car = page.getByRole("radio", { name: "سيارة" }).first();
    await car.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await reported(page)).fields.header_icon).not.toBe("car");
    await page.close();
  }, 120_000);
});
