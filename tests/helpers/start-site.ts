import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

import { launchChromium } from "../../generator/chromium.ts";

export { launchChromium };

/** The site as `npm start` runs it (after the build), on a free port and a temporary DATA_DIR. */
export async function startSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "runtime/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site did not start:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /site ready at (http:\/\/localhost:\d+)\/ar\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`site exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
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
