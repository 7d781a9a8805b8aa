import { afterEach, describe, expect, it, vi } from "vitest";
import { blockComponents } from "../../generated/block-components.ts";
import { loadAssets } from "../../runtime/ssr/assets.ts";
import { type RenderContext, renderBlocks } from "../../runtime/ssr/render.tsx";
import { defaultSiteContext } from "../../site/ui/site-context.tsx";

/**
 * 002 §4.1: a block that fails to load shows its own error_msg and a try_again_btn_label button,
 * and trying again (the button reloads the page) loads it afresh.
 */
const ctx: RenderContext = {
  site: defaultSiteContext,
  settings: new Map(),
  theme: "",
  assets: loadAssets(),
  currentUrl: "/ar/offers",
  referrer: null,
  now: new Date("2026-06-01T10:00:00Z"),
  log: () => undefined,
};

const steps = {
  template: "lrdx-text-steps",
  fields: {
    heading: "خطوات الحجز",
    error_msg: "تعذّر عرض الخطوات",
    try_again_btn_label: "حاول مرة أخرى",
  },
  groups: [],
};

afterEach(() => vi.restoreAllMocks());

describe("a block whose component fails to load", () => {
  it("shows the block's own error texts, and the next render loads it afresh", async () => {
    const real = blockComponents["lrdx-text-steps"];
    const load = vi
      .spyOn(blockComponents, "lrdx-text-steps")
      .mockImplementationOnce(() => Promise.reject(new Error("chunk missing")))
      .mockImplementation(real);
    const [failed] = await renderBlocks([steps], ctx);
    expect(failed).toMatchObject({
      kind: "error",
      key: "lrdx-text-steps",
      texts: { message: "تعذّر عرض الخطوات", retry: "حاول مرة أخرى" },
    });
    const [again] = await renderBlocks([steps], ctx);
    expect(again?.kind).toBe("static");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
