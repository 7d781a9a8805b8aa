import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";

// The retailer blocks' real map when its provider cannot be reached (002 §4.1, load failure):
// the local drawing stays, and the block says so with a button that asks for the map again.
let server: EditorServer;
/** The block's error_msg and try_again_btn_label as the demo leaves them: the shared defaults. */
const common = JSON.parse(readFileSync("schemas/shared/common.schema.json", "utf8")) as {
  $defs: Record<"error_msg" | "try_again_btn_label", { default: string }>;
};
const ERROR_MSG = common.$defs.error_msg.default;
const TRY_AGAIN = common.$defs.try_again_btn_label.default;
const ADMIN = "maps-admin-e2e@example.com";

beforeAll(async () => {
  server = await startEditorServer([{ email: ADMIN, name: "مدير الخرائط", role: "admin" }]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe("a real map that fails to load", () => {
  it("shows the failure with a retry that asks the provider again, the drawing kept", async () => {
    const { context, page } = await signIn(server, ADMIN, 1366, /status of|ERR_FAILED/);
    // The site gets a maps key (the admin's settings API, as the settings screen saves it).
    await page.goto(`${server.url}/ar/`, { waitUntil: "domcontentloaded" });
    const saved = await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { csrfToken: string };
      const response = await fetch("/api/admin/settings/general.maps_key", {
        method: "PUT",
        headers: { "content-type": "application/json", "csrf-token": me.csrfToken },
        body: JSON.stringify({ value: "test-maps-key" }),
      });
      return response.status;
    });
    expect(saved).toBe(200);
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http"))
        localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
    });
    // The provider cannot be reached.
    let asked = 0;
    await context.route(/maps\.googleapis\.com/, (route) => {
      asked += 1;
      return route.abort();
    });
    await page.goto(`${server.url}/ar/blocks/retailers`, { waitUntil: "networkidle" });
    const block = page.locator('[data-template="lrdx-dual-frame-map"]').first();
    const failure = block.locator(".retailer-map__error");
    // The visitor scrolls to the map: its island hydrates when near, and asks the provider.
    await block.scrollIntoViewIfNeeded();
    await failure.waitFor();
    expect(await failure.getAttribute("role")).toBe("alert");
    expect(await failure.locator("p").textContent()).toBe(ERROR_MSG);
    // The local drawing is still there to read.
    expect(await block.locator(".retailer-map__static").isVisible()).toBe(true);
    const before = asked;
    expect(before).toBeGreaterThan(0);
    await failure.getByRole("button", { name: TRY_AGAIN }).click();
    await expect.poll(() => asked).toBeGreaterThan(before);
    // Asked again and failed again: the box is back, with its retry.
    await block.locator(".retailer-map__error").waitFor();
    await context.close();
  });
});

describe("padding_grid_class on an island block", () => {
  it("takes the padding off the block itself, inside its island mount", async () => {
    const context = await server.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/ar/blocks/retailers`, { waitUntil: "networkidle" });
    const frame = page.locator('.block-frame:has(> [data-island="lrdx-retailer-locator"])').first();
    const root = frame.locator("> [data-island] > .retailer-locator");
    const padding = () =>
      root.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.paddingBlockStart, style.paddingBlockEnd];
      });
    const [top, bottom] = await padding();
    expect(Number.parseFloat(top ?? "0")).toBeGreaterThan(0);
    expect(Number.parseFloat(bottom ?? "0")).toBeGreaterThan(0);
    // The frame carries the class the block's padding_grid_class puts there.
    for (const [name, want] of [
      ["top-space-0", ["0px", bottom]],
      ["bottom-space-0", [top, "0px"]],
      ["y-space-0", ["0px", "0px"]],
    ] as const) {
      await frame.evaluate((el, c) => el.classList.add(c), name);
      expect(await padding(), name).toEqual(want);
      await frame.evaluate((el, c) => el.classList.remove(c), name);
    }
    await context.close();
  });
});
