import type { StockVehicle } from "../../../generated/types.ts";
import type { stockVehicles } from "../../db/tables/stock.ts";

/** A stock_vehicles row as an import writes it (the id and updated_at are the database's). */
export type StockVehicleRow = Omit<typeof stockVehicles.$inferInsert, "id" | "updatedAt"> & {
  createdAt: Date;
};

/** kW in one mechanical horsepower (bhp), the factor migration 012 names. */
export const KW_PER_BHP = 0.7457;

/** The power in kW, whatever unit the vehicle states it in; null when it states none. */
export function powerKw(vehicle: Pick<StockVehicle, "power" | "power_unit">): number | null {
  if (vehicle.power === undefined || vehicle.power === null) return null;
  return vehicle.power_unit === "bhp" ? vehicle.power * KW_PER_BHP : vehicle.power;
}

/** What the visitor is shown and the display_price filter reads: sale price, else msrp; null when hidden. */
export function displayPrice(
  vehicle: Pick<StockVehicle, "sale_price" | "msrp_price" | "price_hidden">,
): number | null {
  if (vehicle.price_hidden) return null;
  return vehicle.sale_price ?? vehicle.msrp_price ?? null;
}

/**
 * The one place the typed columns of stock_vehicles are derived from a vehicle the generated
 * validator has checked (defaults filled): brand = nameplate_brand_name, model = nameplate_name,
 * engine_types = engine_type, financing_options = the options that are true, power in kW,
 * display_price, created_at from the attribute or `now`. The vehicle itself is kept as
 * `attributes`. `dealerId` is the dealer owner_dealer_code names (null: none).
 */
export function vehicleRow(
  vehicle: StockVehicle,
  dealerId: number | null,
  now: Date,
): StockVehicleRow {
  const financing = vehicle.financing_options ?? {};
  return {
    vin: vehicle.vin,
    brand: vehicle.nameplate_brand_name,
    model: vehicle.nameplate_name,
    modelGroup: vehicle.nameplate_model_group ?? "",
    state: vehicle.state,
    status: vehicle.status,
    engineTypes: [...(vehicle.engine_type ?? [])],
    transmission: vehicle.transmission ?? "",
    colorCanonical: vehicle.color_canonical ?? "",
    colorName: vehicle.color_name ?? "",
    dealerId,
    financingOptions: (["cash", "lease", "rent"] as const).filter((k) => financing[k] === true),
    mileage: vehicle.mileage ?? null,
    productionYear: vehicle.production_year ?? null,
    modelYear: vehicle.model_year ?? null,
    powerKw: powerKw(vehicle),
    displayPrice: displayPrice(vehicle),
    msrpPrice: vehicle.msrp_price ?? null,
    numberOfSeats: vehicle.number_of_seats ?? null,
    createdAt: vehicle.created_at ? new Date(vehicle.created_at) : now,
    attributes: vehicle,
  };
}
