import type {
  StockIncluded,
  StockMeta,
  StockVehicle,
  StockVehicleDocument,
} from "../../generated/types.ts";

/** A valid stock vehicle's attributes (a new Range Rover Sport in Dubai), with overrides. */
export function stockAttributes(over: Partial<StockVehicle> = {}): StockVehicle {
  return {
    vin: "SALGA2AE5PA123456",
    nameplate_brand_name: "Land Rover",
    nameplate_name: "Range Rover Sport",
    nameplate_model_group: "Range Rover",
    nameplate_external_code: "L461",
    model_display_name: "رينج روفر سبورت",
    state: "new",
    status: "stock",
    version: "Dynamic SE",
    drivetrain: "AWD",
    production_year: 2025,
    model_year: 2026,
    transmission: "auto",
    mileage: 10,
    mileage_unit: "km",
    engine_type: ["mhev"],
    engine_capacity_normalized: 2996,
    engine_capacity_unit: "cc",
    power: 294,
    power_unit: "kW",
    number_of_seats: 5,
    color_name: "أبيض فوجي",
    color_canonical: "white",
    interior_color: "أسود إيبوني",
    owner_name: "Al Tayer Motors",
    owner_city: "دبي",
    owner_address: "شارع الشيخ زايد",
    owner_zipcode: "00000",
    owner_phone: "+971 4 000 0000",
    owner_email: "sales@example.com",
    owner_state: "DU",
    owner_uuid: "7c1f1d7e-0000-4000-8000-000000000001",
    owner_metadata: { display_name_lr: "لاند روفر الطاير", display_name_jag: "جاكوار الطاير" },
    msrp_price: 489000,
    price_hidden: false,
    currency: "AED",
    financing_options: { cash: true, lease: true },
    features_standard: ["مقاعد جلدية", "كاميرا 360"],
    features_optional: [
      { name: "سقف بانورامي", price: 9000 },
      { name: "جنوط 22", price: 6000 },
    ],
    accessories: ["حامل دراجات"],
    photos: [
      { normal: "/media/car-1.jpg", medium: "/media/car-1-m.jpg", hd: "/media/car-1-hd.jpg" },
      { normal: "/media/car-2.jpg" },
    ],
    ...over,
  };
}

export interface AnswerOptions {
  id?: string;
  included?: StockIncluded[];
  meta?: Partial<StockMeta>;
  ownerId?: string | null;
  lists?: string[];
}

/** A vehicle answer (GET /public_api/listing/{list}/vehicle/{id}) around the attributes. */
export function stockAnswer(
  attributes: StockVehicle = stockAttributes(),
  options: AnswerOptions = {},
): StockVehicleDocument {
  const ownerId = options.ownerId === undefined ? "12" : options.ownerId;
  return {
    data: {
      id: options.id ?? "101",
      type: "vehicle",
      attributes,
      publication_lists: options.lists ?? ["default"],
      relationships: { owner: { data: ownerId === null ? null : { id: ownerId, type: "dealer" } } },
    },
    included: options.included ?? [],
    meta: {
      buttons: [],
      prices: { sale_price: null, msrp_price: null, monthly_price: null, subscribe_price: null },
      ...options.meta,
    },
  };
}
