import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

import { launchChromium } from "../../generator/chromium.ts";
import { SITE_READY, startProcess } from "./project-process.ts";

export { launchChromium };

/** The site as `npm start` runs it (after the build), on a free port and a temporary DATA_DIR. */
export async function startSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  const site = await startProcess(
    "runtime/main.ts",
    { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
    SITE_READY,
  );
  return {
    url: site.ready,
    stop: async () => {
      await site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For the enclosing file or describe: the site as `npm start` runs it and a Chromium to visit it
 * with, both started before the tests and stopped after them.
 */
export function startedSiteInChromium(): { readonly url: string; readonly browser: Browser } {
  let site: Awaited<ReturnType<typeof startSite>> | null = null;
  let browser: Browser | null = null;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  const ready = <T>(value: T | null): T => {
    if (value === null) throw new Error("the site is visited before the suite's beforeAll");
    return value;
  };
  return {
    get url() {
      return ready(site).url;
    },
    get browser() {
      return ready(browser);
    },
  };
}
