import type { RateMethod, TaxBasis } from "./engine.ts";

/**
 * The thirty hire-purchase markets of the catalogue (002 §3.11: HirePurchaseSample … Moldova) as
 * data for the one engine (engine.ts). The specification shows neither their fields nor their
 * formulas, so each preset says where its figures come from: a rule we know the regulator or the
 * law sets (`source`), and otherwise, plainly, our assumption of what a lender in that market
 * typically offers (`assumptions`). Nothing here was looked up on the network when it was
 * written; an editor changes the rate, the price and the texts per block, and a distributor
 * should have its finance partner confirm the rest.
 *
 * Money is in minor units of the market's currency (ISO 4217). `roundingUnit` is what the level
 * payment is rounded to (whole baht, whole kronor); the last payment takes the rest.
 *
 * Labels: `labels` in the market's own terms and language (what a borrower there reads on a
 * contract, e.g. ÅOP in Denmark, THM in Hungary, EIR in Singapore), and `labelsAr` for the Arabic
 * site: the common Arabic terms with the market's own term (in Latin or its script) after them in
 * parentheses where a regulator names the figure.
 */

/** Every market's id; the block key is `lrdx-hire-purchase-<id>`. */
export const HIRE_PURCHASE_MARKETS = [
  "sample",
  "thailand",
  "brunei",
  "singapore",
  "nz-loan",
  "nz-lease",
  "slovenia",
  "malta",
  "bulgaria",
  "romania",
  "cyprus",
  "greece",
  "iceland",
  "sweden",
  "gibraltar",
  "norway",
  "denmark",
  "ireland",
  "ireland-secondary",
  "finland-loan",
  "finland-loan-lfi",
  "estonia",
  "latvia",
  "lithuania",
  "ukraine",
  "universal",
  "universal-leasing",
  "universal-mena",
  "hungary-leasing",
  "moldova",
] as const;

export type HirePurchaseMarketId = (typeof HIRE_PURCHASE_MARKETS)[number];

/** The texts a quote shows, in one language. */
export interface HirePurchaseLabels {
  /** The product's name (Hire Purchase, Osamaksu, Leasing…). */
  product: string;
  price: string;
  deposit: string;
  term: string;
  rate: string;
  balloon: string;
  instalment: string;
  credit: string;
  totalInterest: string;
  costOfCredit: string;
  totalPayable: string;
  apr: string;
  fees: string;
}

/** A range an input moves in, with its default and step. */
export interface InputRange {
  min: number;
  max: number;
  default: number;
  step: number;
}

export interface MarketPreset {
  id: HirePurchaseMarketId;
  /** The catalogue template's name (002 §3.11). */
  template: string;
  /** English and Arabic names of the market. */
  name: string;
  nameAr: string;
  /** ISO 4217. */
  currency: string;
  /** Decimals of the currency's minor unit (ISK 0, the rest 2). */
  minorDigits: number;
  /** The level payment is rounded to a multiple of this many minor units. */
  roundingUnit: number;
  /** The symbol shown beside amounts. */
  symbol: string;
  /** The market's language (BCP 47) for `labels`. */
  language: string;
  rateMethod: RateMethod;
  /** 0: instalments in arrears; 1: in advance (leases). */
  timing: 0 | 1;
  /** Nominal (or flat) rate, percent a year. */
  rate: InputRange;
  /** Months. */
  term: InputRange;
  /** Deposit in percent of the price. */
  deposit: InputRange;
  /** Balloon (final payment, guaranteed future value, residual) in percent of the price; null: none. */
  balloon: InputRange | null;
  /** Fees in minor units: at signing, added to the credit, with each instalment. */
  fees: { upfront: number; financed: number; monthly: number };
  tax: { basis: TaxBasis; percent: number };
  /** The price of the representative example and the calculator's starting price, minor units. */
  samplePrice: number;
  labels: HirePurchaseLabels;
  labelsAr: HirePurchaseLabels;
  /**
   * The rule that asks for a representative (legal) example where a regulator does; the block
   * shows the example computed from the preset's defaults under the quote. null: none customary.
   */
  legalExample: string | null;
  /** What is known and from where. */
  source: string;
  /** What is our assumption (rates, fees, ranges a lender would set). */
  assumptions: string;
}

const AR: HirePurchaseLabels = {
  product: "التقسيط",
  price: "سعر المركبة",
  deposit: "الدفعة الأولى",
  term: "مدة التمويل (بالأشهر)",
  rate: "معدل الفائدة السنوي",
  balloon: "الدفعة الأخيرة",
  instalment: "القسط الشهري",
  credit: "مبلغ التمويل",
  totalInterest: "إجمالي الفائدة",
  costOfCredit: "تكلفة التمويل",
  totalPayable: "إجمالي المبلغ المستحق",
  apr: "معدل النسبة السنوي",
  fees: "الرسوم",
};

const EN: HirePurchaseLabels = {
  product: "Hire Purchase",
  price: "Vehicle price",
  deposit: "Deposit",
  term: "Term (months)",
  rate: "Interest rate",
  balloon: "Final payment",
  instalment: "Monthly payment",
  credit: "Amount of credit",
  totalInterest: "Total interest",
  costOfCredit: "Total cost of credit",
  totalPayable: "Total amount payable",
  apr: "APR",
  fees: "Fees",
};

/** The Arabic labels with the market's own name of the APR (and other overrides). */
const ar = (
  aprTerm: string | null,
  more: Partial<HirePurchaseLabels> = {},
): HirePurchaseLabels => ({
  ...AR,
  ...(aprTerm ? { apr: `${AR.apr} (${aprTerm})` } : {}),
  ...more,
});

const range = (min: number, max: number, def: number, step: number): InputRange => ({
  min,
  max,
  default: def,
  step,
});

const EU_CCD =
  "Consumer Credit Directive 2008/48/EC, Article 4: advertising that states a rate or an amount gives a representative example (borrowing rate, amount of credit, APR, duration, total amount payable, instalment)";
const EU_APR = "APR: Directive 2008/48/EC Annex I (actuarial method, (1+x)^12 − 1)";
const LOAN_ASSUMED =
  "rate, term range, deposit range and fees are our assumption of a captive lender's offer";

/** Common shape of an EU/EEA annuity car loan in euros; each market overrides what differs. */
function euLoan(
  p: Pick<
    MarketPreset,
    "id" | "template" | "name" | "nameAr" | "language" | "labels" | "labelsAr"
  > &
    Partial<MarketPreset>,
): MarketPreset {
  return {
    currency: "EUR",
    minorDigits: 2,
    roundingUnit: 1,
    symbol: "€",
    rateMethod: "annuity",
    timing: 0,
    rate: range(0, 20, 6.9, 0.1),
    term: range(12, 84, 60, 6),
    deposit: range(10, 60, 20, 5),
    balloon: null,
    fees: { upfront: 0, financed: 25_000, monthly: 0 },
    tax: { basis: "none", percent: 0 },
    samplePrice: 5_000_000,
    legalExample: EU_CCD,
    source: EU_APR,
    assumptions: `${LOAN_ASSUMED}; an arrangement fee of 250 € added to the credit`,
    ...p,
  };
}

export const MARKET_PRESETS: Readonly<Record<HirePurchaseMarketId, MarketPreset>> = {
  sample: {
    id: "sample",
    template: "HirePurchaseSample",
    name: "Sample",
    nameAr: "نموذج",
    currency: "EUR",
    minorDigits: 2,
    roundingUnit: 1,
    symbol: "€",
    language: "en",
    rateMethod: "annuity",
    timing: 0,
    rate: range(0, 15, 4.9, 0.1),
    term: range(48, 84, 48, 12),
    deposit: range(20, 50, 20, 5),
    balloon: null,
    fees: { upfront: 0, financed: 0, monthly: 0 },
    tax: { basis: "none", percent: 0 },
    samplePrice: 4_500_000,
    labels: EN,
    labelsAr: ar(null),
    legalExample: null,
    source:
      "002 §5.3 sample bounds: down payment 20–50 %, default 20, interval 5; duration 4–7 years, default 4 (48–84 months, a year at a step); the payment formula of §5.3; currency € (the price settings' default)",
    assumptions: "the 4.9 % rate, no fees and the 45,000 € price are ours",
  },
  thailand: {
    id: "thailand",
    template: "HirePurchaseThailand",
    name: "Thailand",
    nameAr: "تايلاند",
    currency: "THB",
    minorDigits: 2,
    roundingUnit: 100,
    symbol: "฿",
    language: "th",
    rateMethod: "flat",
    timing: 0,
    rate: range(0, 10, 2.49, 0.01),
    term: range(12, 84, 48, 12),
    deposit: range(0, 75, 25, 5),
    balloon: null,
    fees: { upfront: 0, financed: 0, monthly: 0 },
    tax: { basis: "interest", percent: 7 },
    samplePrice: 250_000_000,
    labels: {
      product: "เช่าซื้อรถยนต์",
      price: "ราคารถ",
      deposit: "เงินดาวน์",
      term: "จำนวนงวด (เดือน)",
      rate: "อัตราดอกเบี้ยคงที่ต่อปี",
      balloon: "งวดสุดท้าย",
      instalment: "ค่างวดต่อเดือน",
      credit: "ยอดจัดไฟแนนซ์",
      totalInterest: "ดอกเบี้ยทั้งหมด",
      costOfCredit: "ค่าใช้จ่ายในการเช่าซื้อ",
      totalPayable: "ราคาเช่าซื้อทั้งหมด",
      apr: "อัตราดอกเบี้ยที่แท้จริงต่อปี",
      fees: "ค่าธรรมเนียม",
    },
    labelsAr: ar("Effective rate", {
      product: "الإيجار المنتهي بالتملك",
      rate: "معدل الفائدة الثابت السنوي",
    }),
    legalExample:
      "Thailand's hire-purchase rules for cars (in force from 10 January 2023) make lenders state the effective rate, which they cap (10 % a year for new cars); the example states it",
    source:
      "hire purchase in Thailand is quoted at a flat rate with the interest split by the rule of 78; VAT 7 % on the hire-purchase interest; instalments in whole baht; the effective-rate rule and its 10 % cap for new cars (2023)",
    assumptions:
      "the 2.49 % flat rate, the 0–75 % down payment and the 12–84 month range are our assumption of a captive lender's campaign",
  },
  brunei: {
    id: "brunei",
    template: "HirePurchaseBrunei",
    name: "Brunei",
    nameAr: "بروناي",
    currency: "BND",
    minorDigits: 2,
    roundingUnit: 1,
    symbol: "B$",
    language: "ms",
    rateMethod: "flat",
    timing: 0,
    rate: range(0, 10, 3.5, 0.05),
    term: range(12, 84, 60, 12),
    deposit: range(10, 70, 10, 5),
    balloon: null,
    fees: { upfront: 0, financed: 0, monthly: 0 },
    tax: { basis: "none", percent: 0 },
    samplePrice: 6_000_000,
    labels: {
      product: "Sewa Beli",
      price: "Harga kenderaan",
      deposit: "Bayaran pendahuluan",
      term: "Tempoh (bulan)",
      rate: "Kadar faedah rata",
      balloon: "Bayaran akhir",
      instalment: "Ansuran bulanan",
      credit: "Jumlah pembiayaan",
      totalInterest: "Jumlah faedah",
      costOfCredit: "Kos pembiayaan",
      totalPayable: "Jumlah keseluruhan",
      apr: "Kadar faedah berkesan",
      fees: "Yuran",
    },
    labelsAr: ar(null, { rate: "معدل الفائدة الثابت السنوي", apr: "معدل الفائدة الفعلي" }),
    legalExample: null,
    source:
      "hire purchase in Brunei is quoted at a flat rate (Hire Purchase Order, 2006); no sales tax",
    assumptions:
      "the 3.5 % flat rate, the 10 % least deposit and the 7-year most are our assumption",
  },
  singapore: {
    id: "singapore",
    template: "HirePurchaseSingapore",
    name: "Singapore",
    nameAr: "سنغافورة",
    currency: "SGD",
    minorDigits: 2,
    roundingUnit: 1,
    symbol: "S$",
    language: "en-SG",
    rateMethod: "flat",
    timing: 0,
    rate: range(0, 10, 2.78, 0.01),
    term: range(12, 84, 84, 12),
    deposit: range(30, 100, 30, 5),
    balloon: null,
    fees: { upfront: 0, financed: 0, monthly: 0 },
    tax: { basis: "none", percent: 0 },
    samplePrice: 15_000_000,
    labels: {
      ...EN,
      deposit: "Downpayment",
      term: "Loan tenure (months)",
      rate: "Interest rate (flat)",
      instalment: "Monthly instalment",
      credit: "Loan amount",
      apr: "Effective interest rate (EIR)",
    },
    labelsAr: ar("EIR", { rate: "معدل الفائدة الثابت السنوي" }),
    legalExample:
      "MAS motor vehicle loan rules: lenders quote the effective interest rate (EIR) beside the flat rate",
    source:
      "MAS motor vehicle financing limits (revised 2016): tenure at most 7 years; a loan of at most 70 % of the price when the open market value is S$20,000 or less (60 % above it), so a 30 % least downpayment is assumed for the catalogue's vehicles; flat-rate quoting",
    assumptions:
      "the 2.78 % flat rate is our assumption; the 40 % downpayment above S$20,000 OMV is left to the editor's range",
  },
  "nz-loan": {
    id: "nz-loan",
    template: "HirePurchaseNZLoan",
    name: "New Zealand loan",
    nameAr: "نيوزيلندا (قرض)",
    currency: "NZD",
    minorDigits: 2,
    roundingUnit: 1,
    symbol: "NZ$",
    language: "en-NZ",
    rateMethod: "annuity",
    timing: 0,
    rate: range(0, 20, 9.95, 0.05),
    term: range(12, 60, 60, 12),
    deposit: range(0, 90, 10, 5),
    balloon: range(0, 40, 0, 5),
    fees: { upfront: 0, financed: 36_035, monthly: 0 },
    tax: { basis: "none", percent: 0 },
    samplePrice: 6_000_000,
    labels: {
      ...EN,
      product: "Vehicle loan",
      balloon: "Balloon payment",
      instalment: "Monthly repayment",
      totalPayable: "Total to repay",
      apr: "Effective annual rate",
      fees: "Establishment and PPSR fees",
    },
    labelsAr: ar(null, { product: "قرض المركبة", apr: "المعدل السنوي الفعلي" }),
    legalExample: null,
    source:
      "Credit Contracts and Consumer Finance Act 2003: key information is disclosed (rate, fees, total), with no representative example; a PPSR registration of the vehicle as security",
    assumptions:
      "the 9.95 % rate, an establishment fee of NZ$350 and the PPSR fee of NZ$10.35 added to the loan, and the 0–40 % balloon are our assumption",
  },
  "nz-lease": {
    id: "nz-lease",
    template: "HirePurchaseNZLease",
    name: "New Zealand lease",
    nameAr: "نيوزيلندا (تأجير)",
    currency: "NZD",
    minorDigits: 2,
    roundingUnit: 1,
    symbol: "NZ$",
    language: "en-NZ",
    rateMethod: "annuity",
    timing: 1,
    rate: range(0, 20, 8.95, 0.05),
    term: range(24, 60, 36, 12),
    deposit: range(0, 50, 0, 5),
    balloon: range(10, 60, 40, 5),
    fees: { upfront: 0, financed: 0, monthly: 0 },
    tax: { basis: "price", percent: 15 },
    samplePrice: 5_200_000,
    labels: {
      ...EN,
      product: "Finance lease",
      price: "Vehicle price (excl. GST)",
      deposit: "Upfront payment",
      rate: "Lease rate",
      balloon: "Residual value",
      instalment: "Monthly lease rental (in advance)",
      credit: "Amount financed (incl. GST)",
      apr: "Effective annual rate",
    },
    labelsAr: ar(null, {
      product: "التأجير التمويلي",
      price: "سعر المركبة (دون ضريبة السلع والخدمات)",
      balloon: "القيمة المتبقية",
      instalment: "الإيجار الشهري (مقدماً)",
      apr: "المعدل السنوي الفعلي",
    }),
    legalExample: null,
    source:
      "GST 15 % (New Zealand) on a business customer's price shown before GST; lease rentals in advance",
    assumptions: "the 8.95 % lease rate and the 10–60 % residual are our assumption",
  },
  slovenia: euLoan({
    id: "slovenia",
    template: "HirePurchaseSlovenia",
    name: "Slovenia",
    nameAr: "سلوفينيا",
    language: "sl",
    labels: {
      product: "Kredit za vozilo",
      price: "Cena vozila",
      deposit: "Polog",
      term: "Doba odplačevanja (meseci)",
      rate: "Nominalna obrestna mera",
      balloon: "Zadnji obrok",
      instalment: "Mesečni obrok",
      credit: "Znesek kredita",
      totalInterest: "Skupne obresti",
      costOfCredit: "Skupni stroški kredita",
      totalPayable: "Skupni znesek za plačilo",
      apr: "Efektivna obrestna mera (EOM)",
      fees: "Stroški odobritve",
    },
    labelsAr: ar("EOM"),
  }),
  malta: euLoan({
    id: "malta",
    template: "HirePurchaseMalta",
    name: "Malta",
    nameAr: "مالطا",
    language: "en-MT",
    labels: { ...EN, fees: "Processing fee" },
    labelsAr: ar("APR"),
  }),
  bulgaria: euLoan({
    id: "bulgaria",
    template: "HirePurchaseBulgaria",
    name: "Bulgaria",
    nameAr: "بلغاريا",
    language: "bg",
    labels: {
      product: "Кредит за автомобил",
      price: "Цена на автомобила",
      deposit: "Самоучастие",
      term: "Срок (месеци)",
      rate: "Годишен лихвен процент",
      balloon: "Последна вноска",
      instalment: "Месечна вноска",
      credit: "Размер на кредита",
      totalInterest: "Обща лихва",
      costOfCredit: "Общи разходи по кредита",
      totalPayable: "Обща дължима сума",
      apr: "Годишен процент на разходите (ГПР)",
      fees: "Такса за отпускане",
    },
    labelsAr: ar("ГПР"),
    source: `${EU_APR}; Bulgaria has paid in euros since 1 January 2026`,
  }),
  romania: euLoan({
    id: "romania",
    template: "HirePurchaseRomania",
    name: "Romania",
    nameAr: "رومانيا",
    language: "ro",
    currency: "RON",
    symbol: "lei",
    rate: range(0, 25, 9.9, 0.1),
    fees: { upfront: 0, financed: 100_000, monthly: 0 },
    samplePrice: 25_000_000,
    labels: {
      product: "Credit auto",
      price: "Prețul vehiculului",
      deposit: "Avans",
      term: "Perioadă (luni)",
      rate: "Rata dobânzii",
      balloon: "Rată finală",
      instalment: "Rată lunară",
      credit: "Valoarea creditului",
      totalInterest: "Dobândă totală",
      costOfCredit: "Costul total al creditului",
      totalPayable: "Suma totală plătibilă",
      apr: "Dobânda anuală efectivă (DAE)",
      fees: "Comision de analiză",
    },
    labelsAr: ar("DAE"),
    assumptions: `${LOAN_ASSUMED}; an analysis fee of 1,000 lei added to the credit`,
  }),
  cyprus: euLoan({
    id: "cyprus",
    template: "HirePurchaseCyprus",
    name: "Cyprus",
    nameAr: "قبرص",
    language: "el-CY",
    labels: {
      product: "Ενοικιαγορά",
      price: "Τιμή οχήματος",
      deposit: "Προκαταβολή",
      term: "Διάρκεια (μήνες)",
      rate: "Επιτόκιο",
      balloon: "Τελευταία δόση",
      instalment: "Μηνιαία δόση",
      credit: "Ποσό πίστωσης",
      totalInterest: "Συνολικοί τόκοι",
      costOfCredit: "Συνολικό κόστος πίστωσης",
      totalPayable: "Συνολικό πληρωτέο ποσό",
      apr: "Συνολικό Ετήσιο Πραγματικό Επιτόκιο (ΣΕΠΕ)",
      fees: "Έξοδα φακέλου",
    },
    labelsAr: ar("ΣΕΠΕ"),
  }),
  greece: euLoan({
    id: "greece",
    template: "HirePurchaseGreece",
    name: "Greece",
    nameAr: "اليونان",
    language: "el",
    labels: {
      product: "Δάνειο αυτοκινήτου",
      price: "Τιμή οχήματος",
      deposit: "Προκαταβολή",
      term: "Διάρκεια (μήνες)",
      rate: "Ονομαστικό επιτόκιο",
      balloon: "Τελευταία δόση",
      instalment: "Μηνιαία δόση",
      credit: "Ποσό δανείου",
      totalInterest: "Συνολικοί τόκοι",
      costOfCredit: "Συνολικό κόστος πίστωσης",
      totalPayable: "Συνολικό πληρωτέο ποσό",
      apr: "Συνολικό Ετήσιο Πραγματικό Επιτόκιο (ΣΕΠΕ)",
      fees: "Έξοδα φακέλου",
    },
    labelsAr: ar("ΣΕΠΕ"),
  }),
  iceland: euLoan({
    id: "iceland",
    template: "HirePurchaseIceland",
    name: "Iceland",
    nameAr: "آيسلندا",
    language: "is",
    currency: "ISK",
    minorDigits: 0,
    symbol: "kr.",
    rate: range(0, 20, 10.5, 0.05),
    fees: { upfront: 0, financed: 59_000, monthly: 495 },
    samplePrice: 7_500_000,
    labels: {
      product: "Bílalán",
      price: "Verð bifreiðar",
      deposit: "Útborgun",
      term: "Lánstími (mánuðir)",
      rate: "Vextir",
      balloon: "Lokagreiðsla",
      instalment: "Mánaðarleg greiðsla",
      credit: "Lánsfjárhæð",
      totalInterest: "Heildarvextir",
      costOfCredit: "Heildarlántökukostnaður",
      totalPayable: "Heildarfjárhæð til greiðslu",
      apr: "Árleg hlutfallstala kostnaðar (ÁHK)",
      fees: "Lántökugjald",
    },
    labelsAr: ar("ÁHK"),
    source: `${EU_APR} (Iceland's Consumer Credit Act 33/2013 takes the EEA directive); the króna has no minor unit in use`,
    assumptions: `${LOAN_ASSUMED}; a loan fee of 59,000 kr. added to the credit and a payment fee of 495 kr. a month`,
  }),
  sweden: euLoan({
    id: "sweden",
    template: "HirePurchaseSweden",
    name: "Sweden",
    nameAr: "السويد",
    language: "sv",
    currency: "SEK",
    symbol: "kr",
    roundingUnit: 100,
    rate: range(0, 20, 7.95, 0.05),
    deposit: range(20, 60, 20, 5),
    balloon: range(0, 50, 0, 5),
    fees: { upfront: 0, financed: 59_500, monthly: 5_900 },
    samplePrice: 50_000_000,
    labels: {
      product: "Billån",
      price: "Bilens pris",
      deposit: "Kontantinsats",
      term: "Löptid (månader)",
      rate: "Ränta",
      balloon: "Restvärde",
      instalment: "Månadskostnad",
      credit: "Kreditbelopp",
      totalInterest: "Total ränta",
      costOfCredit: "Total kreditkostnad",
      totalPayable: "Totalt belopp att betala",
      apr: "Effektiv ränta",
      fees: "Uppläggningsavgift",
    },
    labelsAr: ar("effektiv ränta", { balloon: "القيمة المتبقية" }),
    source: `${EU_APR}; Konsumentkreditlagen (2010:1846) 13 §: a cash deposit (kontantinsats) of at least 20 % on goods bought on credit`,
    assumptions: `${LOAN_ASSUMED}; a set-up fee of 595 kr added to the credit and a notice fee of 59 kr a month; payments in whole kronor`,
  }),
  gibraltar: {
    ...euLoan({
      id: "gibraltar",
      template: "HirePurchaseGibraltar",
      name: "Gibraltar",
      nameAr: "جبل طارق",
      language: "en-GI",
      labels: { ...EN, balloon: "Optional final payment", fees: "Documentation fee" },
      labelsAr: ar("APR"),
    }),
    currency: "GIP",
    symbol: "£",
    samplePrice: 3_500_000,
    balloon: range(0, 40, 0, 5),
    fees: { upfront: 0, financed: 15_000, monthly: 0 },
    legalExample:
      "Gibraltar's consumer credit rules (the directive's representative example, as the UK's CONC 3.5 words it)",
    source: `${EU_APR}; Gibraltar pound at par with sterling`,
    assumptions: `${LOAN_ASSUMED}; a documentation fee of £150 added to the credit`,
  },
  norway: euLoan({
    id: "norway",
    template: "HirePurchaseNorway",
    name: "Norway",
    nameAr: "النرويج",
    language: "nb",
    currency: "NOK",
    symbol: "kr",
    roundingUnit: 100,
    rate: range(0, 20, 8.9, 0.05),
    deposit: range(35, 80, 35, 5),
    balloon: range(0, 50, 0, 5),
    fees: { upfront: 0, financed: 450_000, monthly: 9_500 },
    samplePrice: 60_000_000,
    labels: {
      product: "Billån",
      price: "Bilens pris",
      deposit: "Egenkapital",
      term: "Nedbetalingstid (måneder)",
      rate: "Nominell rente",
      balloon: "Restverdi",
      instalment: "Månedsbeløp",
      credit: "Lånebeløp",
      totalInterest: "Totale renter",
      costOfCredit: "Totale kredittkostnader",
      totalPayable: "Totalt å betale",
      apr: "Effektiv rente",
      fees: "Etableringsgebyr",
    },
    labelsAr: ar("effektiv rente", { balloon: "القيمة المتبقية" }),
    source: `${EU_APR} (Finansavtaleloven takes the EEA directive)`,
    assumptions: `${LOAN_ASSUMED}; 35 % equity is the usual least a Norwegian car loan asks; an establishment fee of 4,500 kr added to the credit and a term fee of 95 kr a month; payments in whole kroner`,
  }),
  denmark: euLoan({
    id: "denmark",
    template: "HirePurchaseDenmark",
    name: "Denmark",
    nameAr: "الدنمارك",
    language: "da",
    currency: "DKK",
    symbol: "kr.",
    roundingUnit: 100,
    rate: range(0, 20, 5.95, 0.05),
    deposit: range(20, 60, 20, 5),
    fees: { upfront: 0, financed: 350_000, monthly: 4_900 },
    samplePrice: 40_000_000,
    labels: {
      product: "Billån",
      price: "Bilens pris",
      deposit: "Udbetaling",
      term: "Løbetid (måneder)",
      rate: "Debitorrente",
      balloon: "Restværdi",
      instalment: "Månedlig ydelse",
      credit: "Kreditbeløb",
      totalInterest: "Samlede renter",
      costOfCredit: "Samlede kreditomkostninger",
      totalPayable: "Samlet beløb at betale",
      apr: "Årlige omkostninger i procent (ÅOP)",
      fees: "Etableringsomkostninger",
    },
    labelsAr: ar("ÅOP"),
    assumptions: `${LOAN_ASSUMED}; a 20 % down payment, a set-up cost of 3,500 kr. added to the credit and a fee of 49 kr. a month; payments in whole kroner`,
  }),
  ireland: euLoan({
    id: "ireland",
    template: "HirePurchaseIreland",
    name: "Ireland",
    nameAr: "أيرلندا",
    language: "en-IE",
    labels: { ...EN, fees: "Documentation fee" },
    labelsAr: ar("APR"),
    fees: { upfront: 0, financed: 6_349, monthly: 0 },
    term: range(12, 60, 60, 12),
    source: `${EU_APR}; Consumer Credit Act 1995 (hire-purchase agreements)`,
    assumptions: `${LOAN_ASSUMED}; the documentation fee of €63.49 and the purchase fee added to the credit are the figures Irish hire-purchase agreements commonly state`,
  }),
  "ireland-secondary": euLoan({
    id: "ireland-secondary",
    template: "HirePurchaseIrelandSecondary",
    name: "Ireland PCP",
    nameAr: "أيرلندا (خطة العقد الشخصي)",
    language: "en-IE",
    term: range(24, 48, 36, 12),
    deposit: range(10, 50, 20, 5),
    balloon: range(20, 50, 40, 5),
    fees: { upfront: 0, financed: 7_500, monthly: 0 },
    labels: {
      ...EN,
      product: "Personal Contract Plan",
      balloon: "Guaranteed Minimum Future Value (GMFV)",
      apr: "APR",
      fees: "Documentation and purchase fees",
    },
    labelsAr: ar("APR", {
      product: "خطة العقد الشخصي",
      balloon: "القيمة المستقبلية الدنيا المضمونة",
    }),
    source: `${EU_APR}; Consumer Credit Act 1995; Ireland's two usual car finance products are hire purchase (HirePurchaseIreland) and the PCP with a guaranteed minimum future value`,
    assumptions:
      "that the secondary Irish template is the PCP is our reading of the catalogue's name; rate, GMFV range and fees are our assumption",
  }),
  "finland-loan": euLoan({
    id: "finland-loan",
    template: "HirePurchaseFinlandLoan",
    name: "Finland",
    nameAr: "فنلندا",
    language: "fi",
    rate: range(0, 20, 5.9, 0.1),
    deposit: range(20, 60, 20, 5),
    fees: { upfront: 0, financed: 30_000, monthly: 990 },
    labels: {
      product: "Osamaksu",
      price: "Ajoneuvon hinta",
      deposit: "Käsiraha",
      term: "Laina-aika (kk)",
      rate: "Nimelliskorko",
      balloon: "Viimeinen erä",
      instalment: "Kuukausierä",
      credit: "Luoton määrä",
      totalInterest: "Korot yhteensä",
      costOfCredit: "Luoton kokonaiskustannukset",
      totalPayable: "Maksettava kokonaismäärä",
      apr: "Todellinen vuosikorko",
      fees: "Avausmaksu",
    },
    labelsAr: ar("todellinen vuosikorko"),
    assumptions: `${LOAN_ASSUMED}; an opening fee of 300 € added to the credit and an invoicing fee of 9.90 € a month`,
  }),
  "finland-loan-lfi": euLoan({
    id: "finland-loan-lfi",
    template: "HirePurchaseFinlandLoanLFI",
    name: "Finland, final instalment",
    nameAr: "فنلندا (بدفعة أخيرة)",
    language: "fi",
    rate: range(0, 20, 5.9, 0.1),
    term: range(24, 60, 48, 12),
    deposit: range(20, 60, 20, 5),
    balloon: range(10, 50, 35, 5),
    fees: { upfront: 0, financed: 30_000, monthly: 990 },
    labels: {
      product: "Osamaksu viimeisellä erällä",
      price: "Ajoneuvon hinta",
      deposit: "Käsiraha",
      term: "Laina-aika (kk)",
      rate: "Nimelliskorko",
      balloon: "Viimeinen suurempi erä",
      instalment: "Kuukausierä",
      credit: "Luoton määrä",
      totalInterest: "Korot yhteensä",
      costOfCredit: "Luoton kokonaiskustannukset",
      totalPayable: "Maksettava kokonaismäärä",
      apr: "Todellinen vuosikorko",
      fees: "Avausmaksu",
    },
    labelsAr: ar("todellinen vuosikorko"),
    assumptions: `reading LFI as "loan with a final instalment" (a balloon) is ours; ${LOAN_ASSUMED}`,
  }),
  estonia: euLoan({
    id: "estonia",
    template: "HirePurchaseEstonia",
    name: "Estonia",
    nameAr: "إستونيا",
    language: "et",
    balloon: range(0, 40, 0, 5),
    fees: { upfront: 0, financed: 20_000, monthly: 0 },
    labels: {
      product: "Järelmaks",
      price: "Sõiduki hind",
      deposit: "Sissemakse",
      term: "Periood (kuud)",
      rate: "Intressimäär",
      balloon: "Jääkväärtus",
      instalment: "Kuumakse",
      credit: "Krediidisumma",
      totalInterest: "Intressid kokku",
      costOfCredit: "Krediidi kogukulu",
      totalPayable: "Tagasimakstav kogusumma",
      apr: "Krediidi kulukuse määr (KKM)",
      fees: "Lepingutasu",
    },
    labelsAr: ar("KKM"),
  }),
  latvia: euLoan({
    id: "latvia",
    template: "HirePurchaseLatvia",
    name: "Latvia",
    nameAr: "لاتفيا",
    language: "lv",
    balloon: range(0, 40, 0, 5),
    fees: { upfront: 0, financed: 20_000, monthly: 0 },
    labels: {
      product: "Auto līzings",
      price: "Transportlīdzekļa cena",
      deposit: "Pirmā iemaksa",
      term: "Termiņš (mēneši)",
      rate: "Procentu likme",
      balloon: "Atlikusī vērtība",
      instalment: "Ikmēneša maksājums",
      credit: "Kredīta summa",
      totalInterest: "Procenti kopā",
      costOfCredit: "Kopējās kredīta izmaksas",
      totalPayable: "Kopējā maksājamā summa",
      apr: "Gada procentu likme (GPL)",
      fees: "Līguma noformēšanas maksa",
    },
    labelsAr: ar("GPL"),
  }),
  lithuania: euLoan({
    id: "lithuania",
    template: "HirePurchaseLithuania",
    name: "Lithuania",
    nameAr: "ليتوانيا",
    language: "lt",
    balloon: range(0, 40, 0, 5),
    fees: { upfront: 0, financed: 20_000, monthly: 0 },
    labels: {
      product: "Automobilio lizingas",
      price: "Automobilio kaina",
      deposit: "Pradinė įmoka",
      term: "Terminas (mėn.)",
      rate: "Palūkanų norma",
      balloon: "Likutinė vertė",
      instalment: "Mėnesio įmoka",
      credit: "Kredito suma",
      totalInterest: "Palūkanos iš viso",
      costOfCredit: "Bendra kredito kaina",
      totalPayable: "Bendra mokėtina suma",
      apr: "Bendros vartojimo kredito kainos metinė norma (BVKKMN)",
      fees: "Sutarties sudarymo mokestis",
    },
    labelsAr: ar("BVKKMN"),
  }),
  ukraine: euLoan({
    id: "ukraine",
    template: "HirePurchaseUkraine",
    name: "Ukraine",
    nameAr: "أوكرانيا",
    language: "uk",
    currency: "UAH",
    symbol: "₴",
    rate: range(0, 30, 14.99, 0.01),
    term: range(12, 84, 60, 12),
    deposit: range(10, 70, 30, 5),
    fees: { upfront: 0, financed: 0, monthly: 0 },
    samplePrice: 200_000_000,
    labels: {
      product: "Автокредит",
      price: "Вартість автомобіля",
      deposit: "Перший внесок",
      term: "Строк (місяців)",
      rate: "Процентна ставка",
      balloon: "Останній платіж",
      instalment: "Щомісячний платіж",
      credit: "Сума кредиту",
      totalInterest: "Проценти разом",
      costOfCredit: "Загальні витрати за кредитом",
      totalPayable: "Загальна вартість кредиту",
      apr: "Реальна річна процентна ставка",
      fees: "Комісія",
    },
    labelsAr: ar(null, { apr: "المعدل السنوي الحقيقي" }),
    legalExample:
      "Law of Ukraine On Consumer Lending (2016): advertising states the real annual interest rate with a representative example",
    source: "the real annual interest rate by the actuarial method, as the directive's Annex I",
    assumptions: "the 14.99 % rate, the 10–70 % first payment and no fees are our assumption",
  }),
  universal: euLoan({
    id: "universal",
    template: "HirePurchaseUniversal",
    name: "Universal",
    nameAr: "عام",
    language: "en",
    balloon: range(0, 50, 0, 5),
    fees: { upfront: 0, financed: 0, monthly: 0 },
    labels: EN,
    labelsAr: ar(null),
    legalExample: null,
    source: "a market-neutral annuity loan for a market without a template of its own",
    assumptions: "all its figures are ours; an editor sets the market's rate",
  }),
  "universal-leasing": euLoan({
    id: "universal-leasing",
    template: "HirePurchaseUniversalLeasing",
    name: "Universal leasing",
    nameAr: "تأجير عام",
    language: "en",
    timing: 1,
    term: range(24, 60, 36, 12),
    deposit: range(0, 40, 10, 5),
    balloon: range(10, 60, 40, 5),
    tax: { basis: "price", percent: 20 },
    fees: { upfront: 0, financed: 0, monthly: 0 },
    labels: {
      ...EN,
      product: "Finance lease",
      price: "Vehicle price (excl. VAT)",
      deposit: "Advance payment",
      rate: "Lease rate",
      balloon: "Residual value",
      instalment: "Monthly rental (in advance)",
      credit: "Amount financed (incl. VAT)",
    },
    labelsAr: ar(null, {
      product: "التأجير التمويلي",
      price: "سعر المركبة (دون ضريبة القيمة المضافة)",
      balloon: "القيمة المتبقية",
      instalment: "الإيجار الشهري (مقدماً)",
    }),
    legalExample: null,
    source:
      "a market-neutral finance lease: rentals in advance, a residual, VAT on a price shown before it",
    assumptions: "the 20 % VAT and every other figure are ours; an editor sets the market's",
  }),
  "universal-mena": {
    id: "universal-mena",
    template: "HirePurchaseUniversalMena",
    name: "Universal MENA",
    nameAr: "عام للشرق الأوسط وشمال أفريقيا",
    currency: "AED",
    minorDigits: 2,
    roundingUnit: 1,
    symbol: "د.إ",
    language: "ar",
    rateMethod: "flat",
    timing: 0,
    rate: range(0, 10, 2.99, 0.01),
    term: range(12, 60, 60, 12),
    deposit: range(20, 80, 20, 5),
    balloon: null,
    fees: { upfront: 0, financed: 0, monthly: 0 },
    tax: { basis: "none", percent: 0 },
    samplePrice: 25_000_000,
    labels: ar(null, {
      product: "تمويل السيارات",
      rate: "معدل الربح الثابت السنوي",
      totalInterest: "إجمالي الربح",
      apr: "المعدل السنوي الفعلي",
    }),
    labelsAr: ar(null, {
      product: "تمويل السيارات",
      rate: "معدل الربح الثابت السنوي",
      totalInterest: "إجمالي الربح",
      apr: "المعدل السنوي الفعلي",
    }),
    legalExample: null,
    source:
      "UAE Central Bank regulation on retail loans (2011): a car loan of at most 80 % of the price (20 % least down payment) and at most 60 months; car finance in the Gulf is quoted at a flat rate (profit rate in Islamic finance)",
    assumptions:
      "the 2.99 % flat rate and the dirham are ours; an editor sets another MENA market's",
  },
  "hungary-leasing": {
    ...euLoan({
      id: "hungary-leasing",
      template: "HirePurchaseHungaryLeasing",
      name: "Hungary leasing",
      nameAr: "المجر (تأجير)",
      language: "hu",
      labels: {
        product: "Nyílt végű pénzügyi lízing",
        price: "Gépjármű vételára",
        deposit: "Önerő",
        term: "Futamidő (hónap)",
        rate: "Ügyleti kamat",
        balloon: "Maradványérték",
        instalment: "Havi lízingdíj",
        credit: "Finanszírozott összeg",
        totalInterest: "Kamat összesen",
        costOfCredit: "Teljes hiteldíj",
        totalPayable: "Teljes visszafizetendő összeg",
        apr: "Teljes hiteldíj mutató (THM)",
        fees: "Szerződéskötési díj",
      },
      labelsAr: ar("THM", { product: "التأجير التمويلي", balloon: "القيمة المتبقية" }),
    }),
    currency: "HUF",
    symbol: "Ft",
    roundingUnit: 100,
    timing: 1,
    rate: range(0, 25, 9.49, 0.01),
    term: range(12, 84, 60, 12),
    deposit: range(20, 70, 20, 5),
    balloon: range(0, 30, 10, 5),
    fees: { upfront: 0, financed: 4_990_000, monthly: 0 },
    samplePrice: 1_500_000_000,
    source: `${EU_APR}; the MNB's borrower-based measures cap a forint vehicle loan at 80 % of the value (20 % own contribution); the forint's minor unit is not used in cash`,
    assumptions:
      "open-end financial leasing with rentals in advance, the 9.49 % rate, the 0–30 % residual and a contract fee of 49,900 Ft added to the financed amount are our assumption",
  },
  moldova: euLoan({
    id: "moldova",
    template: "HirePurchaseMoldova",
    name: "Moldova",
    nameAr: "مولدوفا",
    language: "ro-MD",
    currency: "MDL",
    symbol: "lei",
    rate: range(0, 25, 10.9, 0.1),
    deposit: range(10, 70, 20, 5),
    fees: { upfront: 0, financed: 150_000, monthly: 0 },
    samplePrice: 50_000_000,
    labels: {
      product: "Credit auto",
      price: "Prețul automobilului",
      deposit: "Contribuție proprie",
      term: "Termen (luni)",
      rate: "Rata dobânzii",
      balloon: "Rata finală",
      instalment: "Rata lunară",
      credit: "Suma creditului",
      totalInterest: "Dobânda totală",
      costOfCredit: "Costul total al creditului",
      totalPayable: "Suma totală plătibilă",
      apr: "Dobânda anuală efectivă (DAE)",
      fees: "Comision de acordare",
    },
    labelsAr: ar("DAE"),
    legalExample:
      "Law 202/2013 on consumer credit agreements (Moldova, taking the EU directive): a representative example in advertising",
    assumptions: `${LOAN_ASSUMED}; a granting fee of 1,500 lei added to the credit`,
  }),
};

/** A market's preset by id. */
export function marketPreset(id: HirePurchaseMarketId): MarketPreset {
  return MARKET_PRESETS[id];
}

export function isHirePurchaseMarket(id: string): id is HirePurchaseMarketId {
  return (HIRE_PURCHASE_MARKETS as readonly string[]).includes(id);
}
