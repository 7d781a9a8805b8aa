import type { Browser } from "playwright-core";
import { ensureClientBuilt } from "../helpers/build-client.ts";
import { launchChromium, startSite } from "../helpers/start-site.ts";
import { phoneContext } from "./phone.ts";

/**
 * How long a phone's main thread is held while the home page loads, against a page of static
 * blocks (which loads the shell's script only) in the same run: the site as `npm start` runs it
 * (the production bundle), Chromium emulating a mid-range phone (412 × 823, 1.75 dppx, touch)
 * with its CPU slowed 4× as Lighthouse's phone preset does, the cache empty on every load.
 *
 * For each page, BENCH_LOADS loads (default 7, pages alternating) and the medians of:
 * - first contentful paint;
 * - the longest task (PerformanceObserver "longtask": any task over 50 ms);
 * - the blocking time after the first paint: the sum over long tasks from then on of their time
 *   past 50 ms (what Lighthouse's total blocking time counts, measured instead of simulated).
 * Then the home page's figures ÷ the reference page's.
 */

const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const HOME = "/ar/";
const REFERENCE = "/ar/models/defender";

interface Load {
  fcp: number;
  longest: number;
  blocking: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      (window as unknown as { longTasks: [number, number][] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(url, { waitUntil: "load" });
    // The shell's parts mount when the browser is idle after load; islands hydrate in slices.
    await page.waitForTimeout(4000);
    const { fcp, tasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
    }));
    return {
      fcp,
      longest: Math.max(0, ...tasks.map(([, d]) => d)),
      blocking: tasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function main(): Promise<void> {
  console.log(`client bundle: ${await ensureClientBuilt()}`);
  const site = await startSite();
  const browser = await launchChromium();
  try {
    const runs: Record<string, Load[]> = { [HOME]: [], [REFERENCE]: [] };
    // One load of each first, not counted: the server's caches, not the browser's.
    for (const path of Object.keys(runs)) await load(browser, `${site.url}${path}`);
    for (let i = 0; i < LOADS; i++)
      for (const [path, loads] of Object.entries(runs))
        loads.push(await load(browser, `${site.url}${path}`));
    const figures = Object.fromEntries(
      Object.entries(runs).map(([path, loads]) => [
        path,
        {
          fcp: median(loads.map((l) => l.fcp)),
          longest: median(loads.map((l) => l.longest)),
          blocking: median(loads.map((l) => l.blocking)),
        },
      ]),
    );
    console.log(`${LOADS} loads each, phone emulation, CPU 4× slower, medians:`);
    for (const [path, f] of Object.entries(figures))
      console.log(
        `${path.padEnd(22)} first paint ${f.fcp.toFixed(0).padStart(5)} ms  longest task ${f.longest.toFixed(0).padStart(4)} ms  blocking after first paint ${f.blocking.toFixed(0).padStart(4)} ms`,
      );
    const home = figures[HOME] as Load;
    const reference = figures[REFERENCE] as Load;
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "n/a (reference 0)");
    console.log(
      `home ÷ static page: first paint ${ratio(home.fcp, reference.fcp)}, longest task ${ratio(home.longest, reference.longest)}, blocking ${ratio(home.blocking, reference.blocking)}`,
    );
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
