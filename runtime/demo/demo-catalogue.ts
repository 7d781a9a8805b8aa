/**
 * The demo's model catalogue: both brands' nameplates (000 §9 codes), their 2025 and 2026 models
 * (trims) by body style, and each model's engines with power, capacity and prices from, in Arabic
 * and English. The nameplates' specification sheets are the demo's model specs
 * (demo-content.ts demoModelSpecs); figures that differ by engine are the engines' own.
 */
import type { CatalogueEngineBody } from "../../generated/types.ts";
import type { CatalogueSeed } from "../features/catalogue/index.ts";
import { DEMO_MODEL_COPY } from "./demo-models.ts";
import { modelPicture } from "./demo-pictures.ts";

type Engine = Omit<CatalogueEngineBody, "model_id">;

/** An engine: code, names, powertrain, fuel, PS, kW, cc, price (dirhams), its own figures. */
function engine(
  code: string,
  name: string,
  powertrain: Engine["powertrain"],
  fuel: Engine["fuel"],
  [hp, kw, cc]: [number, number, number | null],
  dirhams: number,
  specs: Engine["specs"] = {},
): Engine {
  return {
    code,
    name_ar: name,
    name_en: name,
    powertrain,
    fuel,
    power_hp: hp,
    power_kw: kw,
    capacity_cc: cc,
    price_from: dirhams * 100,
    specs,
    position: 0,
  };
}

/** Figures of an engine: 0-100 km/h (s), top speed (km/h), consumption (l/100 km), CO₂ (g/km). */
const figures = (
  acceleration: number,
  top_speed: number,
  consumption: number,
  emissions: number,
) => ({
  acceleration,
  top_speed,
  consumption,
  emissions,
});

const TRIMS = {
  se: ["SE", "SE"],
  hse: ["HSE", "HSE"],
  dynamic: ["دايناميك SE", "Dynamic SE"],
  autobiography: ["أوتوبايوغرافي", "Autobiography"],
  x: ["X-Dynamic HSE", "X-Dynamic HSE"],
  r: ["R-Dynamic SE", "R-Dynamic SE"],
  s: ["S", "S"],
  ev400: ["EV400 HSE", "EV400 HSE"],
} as const;

type Trim = keyof typeof TRIMS;

function model(
  nameplate: string,
  year: number,
  trim: Trim,
  bodyStyle: string,
  engines: Engine[],
  extra: { popular?: boolean; image_id?: number | null; suffix?: string } = {},
): CatalogueSeed["nameplates"][number]["models"][number] {
  const [ar, en] = TRIMS[trim];
  return {
    key: `${nameplate}_${String(year).slice(2)}my_${trim}${extra.suffix ?? ""}`,
    model_year: year,
    body_style: bodyStyle,
    name_ar: ar,
    name_en: en,
    image_id: extra.image_id ?? null,
    popular: extra.popular ?? false,
    engines,
  };
}

const copy = (code: string) => {
  const found = DEMO_MODEL_COPY.find((m) => m.code === code);
  if (!found) throw new Error(`no demo copy for ${code}`);
  return found;
};

/** A Land Rover nameplate of the demo's copy, its pictures the demo's drawings. */
function landRover(
  code: string,
  models: (year: number) => CatalogueSeed["nameplates"][number]["models"],
) {
  const c = copy(code);
  return {
    brand: "land-rover",
    code,
    name_ar: c.name.ar,
    name_en: c.name.en,
    image_id: modelPicture(c.model, "side"),
    models: [...models(2026), ...models(2025)],
  };
}

export function demoCatalogue(): CatalogueSeed {
  const p = (code: string) => copy(code).price;
  return {
    brands: [
      { code: "land-rover", name_ar: "لاند روفر", name_en: "Land Rover" },
      { code: "jaguar", name_ar: "جاكوار", name_en: "Jaguar" },
    ],
    bodyStyles: [
      { code: "suv", name_ar: "دفع رباعي", name_en: "SUV" },
      { code: "suv-lwb", name_ar: "دفع رباعي بقاعدة عجلات طويلة", name_en: "SUV, long wheelbase" },
      { code: "coupe", name_ar: "كوبيه", name_en: "Coupé" },
      { code: "convertible", name_ar: "مكشوفة", name_en: "Convertible" },
      { code: "saloon", name_ar: "سيدان", name_en: "Saloon" },
    ],
    nameplates: [
      landRover("l663", (y) =>
        y === 2026
          ? [
              model(
                "l663",
                y,
                "x",
                "suv",
                [
                  engine(
                    "d300",
                    "D300 MHEV",
                    "mhev",
                    "diesel",
                    [300, 221, 2997],
                    p("l663") + 26000,
                    figures(6.7, 191, 8.9, 233),
                  ),
                  engine(
                    "p400",
                    "P400 MHEV",
                    "mhev",
                    "petrol",
                    [400, 294, 2996],
                    p("l663") + 41000,
                    figures(6.1, 191, 11.4, 258),
                  ),
                ],
                { popular: true },
              ),
            ]
          : [
              model("l663", y, "se", "suv", [
                engine(
                  "d250",
                  "D250 MHEV",
                  "mhev",
                  "diesel",
                  [249, 183, 2997],
                  p("l663"),
                  figures(8.3, 188, 8.6, 226),
                ),
                engine(
                  "p300",
                  "P300",
                  "ice",
                  "petrol",
                  [300, 221, 1997],
                  p("l663") + 9000,
                  figures(7.6, 191, 11.2, 255),
                ),
              ]),
            ],
      ),
      landRover("l462", (y) =>
        y === 2026
          ? [
              model(
                "l462",
                y,
                "dynamic",
                "suv",
                [
                  engine(
                    "d300",
                    "D300 MHEV",
                    "mhev",
                    "diesel",
                    [300, 221, 2997],
                    p("l462"),
                    figures(6.8, 209, 8.5, 224),
                  ),
                  engine(
                    "p360",
                    "P360 MHEV",
                    "mhev",
                    "petrol",
                    [360, 265, 2996],
                    p("l462") + 18000,
                    figures(6.5, 209, 10.9, 248),
                  ),
                ],
                { popular: true },
              ),
            ]
          : [],
      ),
      landRover("l550", (y) =>
        y === 2026
          ? [
              model(
                "l550",
                y,
                "s",
                "suv",
                [
                  engine(
                    "p250",
                    "P250 MHEV",
                    "mhev",
                    "petrol",
                    [249, 183, 1997],
                    p("l550"),
                    figures(7.6, 225, 8.3, 189),
                  ),
                  engine(
                    "p300e",
                    "P300e PHEV",
                    "phev",
                    "petrol",
                    [309, 227, 1498],
                    p("l550") + 36000,
                    figures(6.2, 209, 1.4, 32),
                  ),
                ],
                { popular: true },
              ),
            ]
          : [],
      ),
      landRover("l460", (y) =>
        y === 2026
          ? [
              model(
                "l460",
                y,
                "se",
                "suv",
                [
                  engine(
                    "p400",
                    "P400 MHEV",
                    "mhev",
                    "petrol",
                    [400, 294, 2996],
                    p("l460") - 120000,
                    figures(5.9, 242, 11.1, 252),
                  ),
                  engine(
                    "p550e",
                    "P550e PHEV",
                    "phev",
                    "petrol",
                    [550, 404, 2996],
                    p("l460") - 60000,
                    figures(4.9, 242, 0.8, 18),
                  ),
                ],
                { popular: true },
              ),
              model(
                "l460",
                y,
                "autobiography",
                "suv-lwb",
                [
                  engine(
                    "p530",
                    "P530 V8",
                    "ice",
                    "petrol",
                    [530, 390, 4395],
                    p("l460"),
                    figures(4.6, 250, 11.8, 268),
                  ),
                ],
                { suffix: "_lwb" },
              ),
            ]
          : [
              model("l460", y, "hse", "suv", [
                engine(
                  "d350",
                  "D350 MHEV",
                  "mhev",
                  "diesel",
                  [350, 258, 2997],
                  p("l460") - 150000,
                  figures(6.1, 234, 8.4, 221),
                ),
                engine(
                  "p400",
                  "P400 MHEV",
                  "mhev",
                  "petrol",
                  [400, 294, 2996],
                  p("l460") - 135000,
                  figures(5.9, 242, 11.1, 252),
                ),
              ]),
            ],
      ),
      landRover("l461", (y) =>
        y === 2026
          ? [
              model(
                "l461",
                y,
                "dynamic",
                "suv",
                [
                  engine(
                    "p400",
                    "P400 MHEV",
                    "mhev",
                    "petrol",
                    [400, 294, 2996],
                    p("l461"),
                    figures(5.9, 242, 10.5, 238),
                  ),
                  engine(
                    "p550e",
                    "P550e PHEV",
                    "phev",
                    "petrol",
                    [550, 404, 2996],
                    p("l461") + 55000,
                    figures(4.9, 242, 0.9, 20),
                  ),
                ],
                { popular: true },
              ),
            ]
          : [],
      ),
      landRover("l560", (y) =>
        y === 2026
          ? [
              model(
                "l560",
                y,
                "dynamic",
                "suv",
                [
                  engine(
                    "p250",
                    "P250",
                    "ice",
                    "petrol",
                    [250, 184, 1997],
                    p("l560"),
                    figures(7.5, 217, 9.4, 213),
                  ),
                  engine(
                    "p400e",
                    "P400e PHEV",
                    "phev",
                    "petrol",
                    [404, 297, 1997],
                    p("l560") + 42000,
                    figures(5.4, 217, 2.0, 43),
                  ),
                ],
                { popular: true },
              ),
            ]
          : [],
      ),
      landRover("l551", (y) =>
        y === 2026
          ? [
              model(
                "l551",
                y,
                "s",
                "coupe",
                [
                  engine(
                    "p200",
                    "P200 MHEV",
                    "mhev",
                    "petrol",
                    [200, 147, 1997],
                    p("l551"),
                    figures(8.5, 216, 8.1, 184),
                  ),
                  engine(
                    "p300e",
                    "P300e PHEV",
                    "phev",
                    "petrol",
                    [309, 227, 1498],
                    p("l551") + 39000,
                    figures(6.4, 213, 1.4, 31),
                  ),
                ],
                { popular: true },
              ),
            ]
          : [],
      ),
      ...jaguar(),
    ],
  };
}

/** The other brand's nameplates (001 §9 codes), without pictures of their own. */
function jaguar(): CatalogueSeed["nameplates"] {
  const j = (
    code: string,
    ar: string,
    en: string,
    models: CatalogueSeed["nameplates"][number]["models"],
  ) => ({ brand: "jaguar", code, name_ar: ar, name_en: en, image_id: null, models });
  return [
    j("x761", "إف-بيس", "F-PACE", [
      model(
        "x761",
        2026,
        "r",
        "suv",
        [
          engine(
            "p250",
            "P250",
            "ice",
            "petrol",
            [250, 184, 1997],
            259000,
            figures(7.0, 217, 9.0, 205),
          ),
          engine(
            "p400",
            "P400 MHEV",
            "mhev",
            "petrol",
            [400, 294, 2996],
            309000,
            figures(5.4, 250, 9.6, 218),
          ),
        ],
        { popular: true },
      ),
    ]),
    j("x540", "إي-بيس", "E-PACE", [
      model("x540", 2025, "r", "suv", [
        engine(
          "p200",
          "P200 MHEV",
          "mhev",
          "petrol",
          [200, 147, 1997],
          189000,
          figures(8.4, 216, 8.3, 188),
        ),
        engine(
          "p300e",
          "P300e PHEV",
          "phev",
          "petrol",
          [309, 227, 1498],
          229000,
          figures(6.5, 216, 1.5, 33),
        ),
      ]),
    ]),
    j("x590", "آي-بيس", "I-PACE", [
      model("x590", 2025, "ev400", "suv", [
        engine("ev400", "EV400", "bev", "electric", [400, 294, null], 349000, {
          acceleration: 4.8,
          top_speed: 200,
          range: 470,
          battery: 90,
          energy_consumption: 22.0,
          emissions: 0,
        }),
      ]),
    ]),
    j("x152", "إف-تايب", "F-TYPE", [
      model("x152", 2025, "r", "coupe", [
        engine(
          "p450",
          "P450 V8",
          "ice",
          "petrol",
          [450, 331, 5000],
          369000,
          figures(4.6, 285, 11.1, 252),
        ),
        engine(
          "p575",
          "P575 V8",
          "ice",
          "petrol",
          [575, 423, 5000],
          469000,
          figures(3.7, 300, 11.3, 256),
        ),
      ]),
      model(
        "x152",
        2025,
        "r",
        "convertible",
        [
          engine(
            "p450",
            "P450 V8",
            "ice",
            "petrol",
            [450, 331, 5000],
            389000,
            figures(4.6, 285, 11.2, 254),
          ),
        ],
        { suffix: "_convertible" },
      ),
    ]),
    j("x760", "إكس إي", "XE", [
      model("x760", 2025, "r", "saloon", [
        engine(
          "p250",
          "P250",
          "ice",
          "petrol",
          [250, 184, 1997],
          179000,
          figures(6.6, 250, 7.6, 174),
        ),
        engine(
          "p300",
          "P300",
          "ice",
          "petrol",
          [300, 221, 1997],
          199000,
          figures(5.9, 250, 7.9, 181),
        ),
      ]),
    ]),
    j("x260", "إكس إف", "XF", [
      model("x260", 2025, "r", "saloon", [
        engine(
          "p250",
          "P250",
          "ice",
          "petrol",
          [250, 184, 1997],
          209000,
          figures(6.9, 250, 7.9, 180),
        ),
      ]),
    ]),
  ];
}
