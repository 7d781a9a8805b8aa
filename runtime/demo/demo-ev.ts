import type { Db } from "../db/client.ts";
import { importStockVehicles } from "../features/stock/stock-import.ts";
import { demoVehicle, demoVin } from "./demo-stock.ts";

/**
 * The electric-vehicle pre-order's allocation in the demo: six electric Range Rovers (L460, BEV)
 * in production, in the publication list the programme reserves from (l460BevConfig.listing's
 * default, `ev-preorder`), each reservable once.
 */
export const DEMO_EV_LISTING = "ev-preorder";
const DEMO_EV_VEHICLES = 6;
const SEED = 460;

const COLOURS: readonly (readonly [string, "white" | "black" | "gray" | "blue" | "green"])[] = [
  ["أبيض فوجي", "white"],
  ["أسود سانتوريني", "black"],
  ["رمادي كاربايثيان", "gray"],
  ["أزرق بورتوفينو", "blue"],
  ["أخضر بلمورال", "green"],
  ["أبيض أوستوني", "white"],
];

export async function importDemoEvAllocation(db: Db): Promise<void> {
  async function* rows() {
    for (let i = 0; i < DEMO_EV_VEHICLES; i++) {
      const base = demoVehicle(20_000 + i, { seed: SEED });
      const [colour, canonical] = COLOURS[i % COLOURS.length] ?? ["أبيض فوجي", "white"];
      const {
        engine_capacity_normalized: _capacity,
        engine_capacity_unit: _unit,
        sale_price: _sale,
        ...rest
      } = base;
      yield {
        row: i + 1,
        problems: [],
        value: {
          ...rest,
          vin: demoVin("Land Rover", SEED, 20_000 + i, 2027),
          nameplate_brand_name: "Land Rover",
          nameplate_name: "Range Rover",
          nameplate_model_group: "Range Rover",
          nameplate_external_code: "L460",
          model_display_name: "Range Rover Electric",
          version: i % 2 === 0 ? "SE" : "Autobiography",
          drivetrain: "AWD",
          state: "new" as const,
          status: "in_production" as const,
          production_year: 2027,
          model_year: 2027,
          mileage: 0,
          engine_type: ["bev"],
          power: 400,
          power_unit: "kW" as const,
          battery_capacity: 117,
          color_canonical: canonical,
          color_name: colour,
          msrp_price: i % 2 === 0 ? 745_000 : 865_000,
        },
      };
    }
  }
  await importStockVehicles(db, rows(), { listing: DEMO_EV_LISTING });
}
