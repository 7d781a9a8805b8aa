import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import type { Role } from "../../runtime/db/tables/index.ts";
import { users } from "../../runtime/db/tables/index.ts";
import { hashPassword } from "../../runtime/features/auth/passwords.ts";
import { buildServer } from "../../runtime/server.ts";
import { loadAssets, type SiteAssets } from "../../runtime/ssr/assets.ts";
import { freshDatabase } from "./database.ts";
import { launchChromium } from "./start-site.ts";

/** The password of every account an editor test creates. */
export const TEST_PASSWORD = "كلمة-مرور-طويلة-5678";

export interface TestAccount {
  email: string;
  name: string;
  role: Role;
}

export interface EditorServer {
  url: string;
  app: FastifyInstance;
  browser: Browser;
  database: Awaited<ReturnType<typeof freshDatabase>>;
  stop: () => Promise<void>;
}

/**
 * The site's assets, with the built browser entries read from EDITOR_CLIENT_DIR when it is set
 * (a build of one's own, `vite build --outDir ...`), else from dist/client as `npm test` builds.
 */
export function testAssets(): SiteAssets {
  const dir = process.env.EDITOR_CLIENT_DIR;
  const assets = loadAssets(dir);
  if (dir && Object.keys(assets.entries).length === 0)
    throw new Error(`no Vite manifest in ${path.resolve(dir)}`);
  return assets;
}

/**
 * The real server on a fresh PGlite database with the demo content and the given accounts
 * (password TEST_PASSWORD), listening on a free port, and a Chromium to drive it.
 */
export async function startEditorServer(accounts: readonly TestAccount[]): Promise<EditorServer> {
  const database = await freshDatabase("pglite", { demo: true });
  const hash = await hashPassword(TEST_PASSWORD);
  if (accounts.length > 0)
    await database.db.insert(users).values(accounts.map((a) => ({ ...a, password_hash: hash })));
  const app = await buildServer({ db: database.db, assets: testAssets() });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await launchChromium();
  return {
    url,
    app,
    browser,
    database,
    stop: async () => {
      await browser.close();
      await app.close();
      await database.drop();
    },
  };
}

export interface SignedInBrowser {
  context: BrowserContext;
  page: Page;
  /** Script errors and unexpected failed requests seen on the page. */
  errors: string[];
}

/**
 * A browser context signed in through POST /api/auth/login, as the sign-in screen does.
 * Failed requests whose console line matches `expected` (refusals the test provokes) and the
 * missing favicon are not counted as errors.
 */
export async function signIn(
  server: Pick<EditorServer, "url" | "browser">,
  email: string,
  width = 1366,
  expected: RegExp = /status of (404|409|422)/,
): Promise<SignedInBrowser> {
  const context = await server.browser.newContext({
    viewport: { width, height: 900 },
    locale: "ar",
  });
  const response = await context.request.post(`${server.url}/api/auth/login`, {
    data: { email, password: TEST_PASSWORD },
    headers: { origin: server.url },
  });
  expect(response.status(), await response.text()).toBe(200);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    const isExpected = expected.test(m.text()) || m.location().url.endsWith("/favicon.ico");
    if (m.type() === "error" && !isExpected) errors.push(`${m.text()} ${m.location().url}`);
  });
  return { context, page, errors };
}

/** The open block's form (the builder shows one at a time). */
export const blockForm = (page: Page) => page.locator(".ed-block__form");

/** Adds a block from the builder's catalogue, found by `search`, and waits for its form. */
export async function addBlock(page: Page, search: string, name: string): Promise<void> {
  const empty = page.getByRole("button", { name: "افتح الكتالوج" });
  if (await empty.isVisible()) await empty.click();
  else await page.getByRole("button", { name: "+ إضافة كتلة" }).click();
  const dialog = page.getByRole("dialog", { name: "كتالوج الكتل" });
  await dialog.getByLabel(/ابحث في الكتل/).fill(search);
  await dialog.getByRole("button", { name: `أضف «${name}»` }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  await blockForm(page).waitFor();
}
