import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type {
  AnyBlock,
  StockListingDocument,
  StockVehicleDocument,
} from "../../generated/types.ts";
import { settingsDefaults } from "../../generated/validate.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import type { StockQuery } from "../../runtime/core/stock/filters.ts";
import { stockBlocksLoader } from "../../runtime/features/stock/page-data.ts";
import type { StockReader } from "../../runtime/features/stock/stock-service.ts";
import OverseasStockLocator from "../../site/blocks/OverseasStockLocator/index.tsx";
import StockLocator from "../../site/blocks/StockLocator/index.tsx";
import type { StockIslandData } from "../../site/blocks/StockLocator/island-data.ts";
import StockLocatorCarousel from "../../site/blocks/StockLocatorCarousel/index.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";
import { runLoader } from "../helpers/page-data.ts";

const vehicle = (id: number, model: string): StockListingDocument["data"][number] => ({
  id: String(id),
  type: "vehicle",
  relationships: { owner: { data: null } },
  attributes: {
    vin: `SALGA2AE5PA1234${String(id).padStart(2, "0")}`,
    nameplate_brand_name: "Land Rover",
    nameplate_name: model,
    state: "new",
    status: "stock",
    production_year: 2025,
    mileage: 10,
    mileage_unit: "km",
    power_unit: "kW",
    price_hidden: false,
    msrp_price: 300000 + id,
  },
});

const answer = (count: number): StockListingDocument => ({
  data: Array.from({ length: count }, (_, i) => vehicle(i + 1, "Defender")),
  included: [],
  meta: {
    total: count,
    page: 1,
    items: 12,
    pages: count === 0 ? 0 : 1,
    facets: { brands: { kind: "checkbox", options: [{ value: "Land Rover", count }] } },
    buttons: [],
    prices: { sale_price: null, msrp_price: null, monthly_price: null, subscribe_price: null },
  },
});

/** A stock service that records the calls and answers `count` vehicles. */
function fakeStock(count: number) {
  const calls: { list: string; query: StockQuery }[] = [];
  const service: StockReader = {
    listing: async (list, query) => {
      calls.push({ list, query });
      return answer(count);
    },
    vehicle: async (_lists, id): Promise<StockVehicleDocument | null> => ({
      data: vehicle(id, "Discovery"),
      included: [],
      meta: answer(0).meta,
    }),
    configs: async () => [],
  };
  return { service, calls };
}

const settings = (extra: Record<string, string> = {}) =>
  mergeSettings(
    settingsDefaults,
    Object.entries(extra).map(([key, value]) => ({ key, value })),
  );

function prepared(raw: unknown, index: number) {
  const p = prepareBlock(raw, index);
  if (p.kind !== "block") throw new Error(JSON.stringify(p.problems));
  return p;
}

const input = (blocks: unknown[], url: string, extra: Record<string, string> = {}) => ({
  blocks,
  url,
  settings: settings(extra),
  isEditor: false,
  origin: "https://www.example.com",
  now: new Date("2026-01-01T00:00:00Z"),
  log: () => {},
});

function render(Component: (p: never) => React.ReactNode, block: AnyBlock, stock: StockIslandData) {
  const Render = Component as unknown as (p: {
    block: AnyBlock;
    index: number;
    stock: StockIslandData;
  }) => React.ReactNode;
  return renderToString(
    <SiteContext.Provider value={defaultSiteContext}>
      <Render block={block} index={0} stock={stock} />
    </SiteContext.Provider>,
  );
}

const locatorBlock = {
  template: "lrdx-stock-locator",
  fields: {
    heading: "المخزون",
    sl_key_brand: "Land Rover",
    "filter-engine_types": true,
    items_per_page: 6,
  },
  groups: [],
};

describe("the stock blocks' first render (runtime/features/stock/page-data.ts)", () => {
  it("reads the list the URL asks for, with the block's page size, sort and fixed brand", async () => {
    const { service, calls } = fakeStock(6);
    const loaded = await runLoader(
      stockBlocksLoader(service),
      input([locatorBlock], "/ar/stock?engine_types=bev++phev&brands=Jaguar&sort=priceDesc&page=3"),
    );
    expect(calls).toHaveLength(1);
    const { query } = calls[0] ?? { query: null };
    expect(query?.checkbox).toEqual({ engine_types: ["bev", "phev"] });
    expect(query?.exact).toEqual({ nameplate_brand_name_eq: "Land Rover" });
    expect(query).toMatchObject({ sort: "-display_price", page: 3, items: 6 });
    const data = loaded?.props[0]?.stock;
    expect(data?.search).toBe("?engine_types=bev++phev&brands=Jaguar&sort=priceDesc&page=3");
    expect(loaded?.expiresAt).toBe(Date.parse("2026-01-01T00:01:00Z"));
    // The island's HTML holds the server's list.
    const html = render(
      StockLocator as never,
      prepared(locatorBlock, 0).block,
      data as StockIslandData,
    );
    expect(html.match(/class="vehicle-card"/g)).toHaveLength(6);
    expect(html).toContain('href="/ar/showroom/new-defender-2025-1"');
  });

  it("reads nothing for a page without stock blocks, and nothing for the overseas block off", async () => {
    const { service, calls } = fakeStock(3);
    const load = (request: ReturnType<typeof input>) =>
      runLoader(stockBlocksLoader(service), request);
    expect(
      await load(input([{ template: "lrdx-quote", fields: { quote: "x" }, groups: [] }], "/ar/x")),
    ).toBeNull();
    const overseas = {
      template: "lrdx-overseas-stock-locator",
      fields: { heading: "تصدير" },
      groups: [],
    };
    const off = await load(input([overseas], "/ar/x"));
    expect(calls).toHaveLength(0);
    const offData = off?.props[0]?.stock as StockIslandData;
    // Visitors see nothing; a signed-in editor sees the notice.
    expect(render(OverseasStockLocator as never, prepared(overseas, 0).block, offData)).toBe("");
    const editorHtml = render(OverseasStockLocator as never, prepared(overseas, 0).block, {
      ...offData,
      config: { ...offData.config, isEditor: true },
    });
    expect(editorHtml).toContain("stock_locator.market");
    const on = await load(input([overseas], "/ar/x", { "stock_locator.market": "overseas" }));
    expect(calls).toHaveLength(1);
    expect(
      render(
        OverseasStockLocator as never,
        prepared(overseas, 0).block,
        on?.props[0]?.stock as StockIslandData,
      ),
    ).toContain('class="vehicle-card"');
  });

  it("the carousel reads its brand's model; empty, it reads 'with 0 cars' for editors and nothing for visitors", async () => {
    const carousel = {
      template: "lrdx-stock-locator-carousel",
      fields: {
        heading: "ديفندر",
        ci_key_brand: "Land Rover",
        lr_model_key: "l663",
        jag_model_key: "x761",
      },
      groups: [],
    };
    const { service, calls } = fakeStock(0);
    const loaded = await runLoader(stockBlocksLoader(service), input([carousel], "/ar/x"));
    expect(calls[0]?.query.exact).toEqual({
      nameplate_brand_name_eq: "Land Rover",
      nameplate_name_eq: "Defender",
    });
    const data = loaded?.props[0]?.stock as StockIslandData;
    expect(render(StockLocatorCarousel as never, prepared(carousel, 0).block, data)).toBe("");
    const editor = render(StockLocatorCarousel as never, prepared(carousel, 0).block, {
      ...data,
      config: { ...data.config, isEditor: true },
    });
    expect(editor).toContain("شريط سيارات المخزون مع 0 سيارة");
  });

  it("sanitises the stock init popup's HTML from the settings", async () => {
    const { service } = fakeStock(1);
    const loaded = await runLoader(
      stockBlocksLoader(service),
      input([locatorBlock], "/ar/x", {
        "stock_locator.stock_init_popup_header": "تنبيه",
        "stock_locator.stock_init_popup_content":
          '<p onclick="x()">مرحباً</p><script>alert(1)</script>',
      }),
    );
    const popup = loaded?.props[0]?.stock.config.popup;
    expect(popup?.header).toBe("تنبيه");
    expect(popup?.content).toContain("مرحباً");
    expect(popup?.content).not.toContain("script");
    expect(popup?.content).not.toContain("onclick");
  });
});
