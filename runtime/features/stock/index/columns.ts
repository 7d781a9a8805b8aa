import {
  type CheckboxFilterKey,
  type RangeFilterKey,
  STOCK_FILTERS,
  type StockFilterKey,
} from "../../../core/stock/filters.ts";

/**
 * A publication list's vehicles column by column, as its index reads them once per stock version:
 * text as codes into a dictionary of the column's values, the multi-valued engine types and
 * financing options as bit masks, numbers as doubles with NaN for none.
 */

/** Single-valued columns held as dictionary codes. */
export const CODED = [
  "brand",
  "model",
  "model_group",
  "state",
  "status",
  "transmission",
  "color_canonical",
  "color_name",
  "dealer_id",
  "dealer_code",
  "number_of_seats",
] as const;
export type CodedColumn = (typeof CODED)[number];
/** Multi-valued columns held as bit masks (at most 31 distinct values each). */
export const MASKED = ["engine_types", "financing_options"] as const;
export type MaskedColumn = (typeof MASKED)[number];
/** Numeric columns (NaN: none). */
export const NUMERIC = [
  "msrp_price",
  "display_price",
  "mileage",
  "production_year",
  "model_year",
  "power_kw",
  "created",
  "sale_price",
  "monthly_price",
  "subscribe_price",
] as const;
export type NumericColumn = (typeof NUMERIC)[number];
/** A column held with a dictionary of its values: a coded or a masked one. */
export type DictionaryColumn = CodedColumn | MaskedColumn;

/** The most distinct values a masked column tells apart (one bit each in 31 bits). */
export const MASK_BITS = 31;

export const isCodedColumn = (column: string): column is CodedColumn =>
  CODED.some((c) => c === column);
export const isMaskedColumn = (column: string): column is MaskedColumn =>
  MASKED.some((c) => c === column);
export const isNumericColumn = (column: string): column is NumericColumn =>
  NUMERIC.some((c) => c === column);

export const isRangeKey = (key: StockFilterKey): key is RangeFilterKey =>
  STOCK_FILTERS[key].kind === "range";

/** The column of the index a range filter reads (filters.ts names the vehicle column). */
export function rangeColumn(key: RangeFilterKey): NumericColumn {
  const column = STOCK_FILTERS[key].column;
  if (isNumericColumn(column)) return column;
  throw new Error(`the range filter ${key} reads ${column}, which the index holds as no number`);
}

/** The column of the index a checkbox filter reads. */
export function checkboxColumn(key: CheckboxFilterKey): DictionaryColumn {
  const column = STOCK_FILTERS[key].column;
  if (isCodedColumn(column) || isMaskedColumn(column)) return column;
  throw new Error(`the checkbox filter ${key} reads ${column}, which the index holds as no values`);
}

/** A column's values, each with its code (its position). */
export interface Dictionary {
  values: string[];
  codes: Map<string, number>;
}

const dictionary = (): Dictionary => ({ values: [], codes: new Map() });
const codeOf = (dict: Dictionary, value: string): number => {
  let code = dict.codes.get(value);
  if (code === undefined) {
    code = dict.values.length;
    dict.values.push(value);
    dict.codes.set(value, code);
  }
  return code;
};

/** A list's vehicle as its index reads it (see indexRowsSql). */
export interface IndexRow {
  id: number;
  brand: string;
  model: string;
  model_group: string;
  state: string;
  status: string;
  transmission: string;
  color_canonical: string;
  color_name: string;
  dealer_id: number | null;
  dealer_code: string | null;
  number_of_seats: number | null;
  engine_types: string[];
  financing_options: string[];
  msrp_price: string | number | null;
  display_price: string | number | null;
  mileage: number | null;
  production_year: number | null;
  model_year: number | null;
  power_kw: number | null;
  created: string | number;
  sale_price: string | number | null;
  monthly_price: string | number | null;
  subscribe_price: string | number | null;
}

const toNumber = (value: string | number | null | undefined): number =>
  value === null || value === undefined || value === "" ? Number.NaN : Number(value);

// One entry per column: the compiler checks each table names every column of its kind.
const codedTable = <V>(make: () => V): Record<CodedColumn, V> => ({
  brand: make(),
  model: make(),
  model_group: make(),
  state: make(),
  status: make(),
  transmission: make(),
  color_canonical: make(),
  color_name: make(),
  dealer_id: make(),
  dealer_code: make(),
  number_of_seats: make(),
});
const maskedTable = <V>(make: () => V): Record<MaskedColumn, V> => ({
  engine_types: make(),
  financing_options: make(),
});
const numericTable = <V>(make: () => V): Record<NumericColumn, V> => ({
  msrp_price: make(),
  display_price: make(),
  mileage: make(),
  production_year: make(),
  model_year: make(),
  power_kw: make(),
  created: make(),
  sale_price: make(),
  monthly_price: make(),
  subscribe_price: make(),
});

/** The columns of a list's vehicles, and what is derived from one column alone (kept). */
export class IndexColumns {
  readonly size: number;
  readonly ids: Int32Array;
  readonly coded: Readonly<Record<CodedColumn, Uint32Array>>;
  readonly masked: Readonly<Record<MaskedColumn, Uint32Array>>;
  readonly numeric: Readonly<Record<NumericColumn, Float64Array>>;
  readonly dicts: Readonly<Record<DictionaryColumn, Dictionary>>;
  private readonly commonestCodes = new Map<CodedColumn, number>();
  /** Each dictionary's values in the order ties are listed (by value), as a rank per code. */
  private readonly ranks = new Map<DictionaryColumn, Uint32Array>();

  constructor(rows: readonly IndexRow[]) {
    const n = rows.length;
    this.size = n;
    this.ids = new Int32Array(n);
    const coded = codedTable(() => new Uint32Array(n));
    const masked = maskedTable(() => new Uint32Array(n));
    const numeric = numericTable(() => new Float64Array(n));
    const dicts = { ...codedTable(dictionary), ...maskedTable(dictionary) };
    rows.forEach((row, i) => {
      this.ids[i] = row.id;
      for (const c of CODED) {
        const raw = row[c];
        const text = raw === null || raw === undefined ? "" : String(raw);
        coded[c][i] = codeOf(dicts[c], text);
      }
      for (const c of MASKED) {
        const dict = dicts[c];
        let mask = 0;
        for (const value of row[c] ?? []) {
          const bit = codeOf(dict, value);
          if (bit < MASK_BITS) mask |= 1 << bit;
        }
        masked[c][i] = mask;
      }
      for (const c of NUMERIC) numeric[c][i] = toNumber(row[c]);
    });
    this.coded = coded;
    this.masked = masked;
    this.numeric = numeric;
    this.dicts = dicts;
  }

  /** The bytes the columns hold. */
  get heldBytes(): number {
    let bytes = this.ids.byteLength;
    for (const columns of [this.coded, this.masked, this.numeric])
      for (const column of Object.values(columns)) bytes += column.byteLength;
    return bytes;
  }

  /** The code most rows of a coded column hold (kept). */
  commonest(column: CodedColumn): number {
    const held = this.commonestCodes.get(column);
    if (held !== undefined) return held;
    const codes = this.coded[column];
    const tally = new Uint32Array(this.dicts[column].values.length);
    for (const code of codes) tally[code] = (tally[code] ?? 0) + 1;
    let best = 0;
    for (let code = 1; code < tally.length; code++)
      if ((tally[code] ?? 0) > (tally[best] ?? 0)) best = code;
    this.commonestCodes.set(column, best);
    return best;
  }

  /** Each code's place among the column's values ordered by value (kept). */
  rankOf(column: DictionaryColumn): Uint32Array {
    const held = this.ranks.get(column);
    if (held) return held;
    const values = this.dicts[column].values;
    const byValue = values
      .map((_, code) => code)
      .sort((a, b) => (values[a] ?? "").localeCompare(values[b] ?? ""));
    const rank = new Uint32Array(values.length);
    byValue.forEach((code, at) => {
      rank[code] = at;
    });
    this.ranks.set(column, rank);
    return rank;
  }
}
