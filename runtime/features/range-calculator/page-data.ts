import { validateRangeCalculatorData } from "../../../generated/validate.ts";
import type { SiteJsonSource } from "../../adapters/site-json.ts";
import {
  type RangeDataResult,
  rangeDataProblems,
  rangeEngineCodesOf,
  rangeModelFor,
} from "../../core/range-calculator.ts";
import {
  type PageDataLoader,
  type PageDataRequest,
  type PageDataResult,
  readPerBlock,
  wantsPageData,
} from "../../ssr/page-data.ts";

/**
 * Range calculators (`x-page-data: range-data`): before the page renders, each one's json_url is
 * read (runtime/adapters/site-json.ts: an https:// URL through the egress guard, a /data/ path
 * from the site's data folder), checked against schemas/entities/range-calculator-data.schema.json
 * and the model's own rules (runtime/core/range-calculator.ts rangeDataProblems), and handed to its
 * island as the `range` prop: the conditions and the engines its cars name. An empty URL, a read
 * that fails or a file that is not the shape gives `{ status: "failed" }`: the block shows
 * error_msg and try_again_btn_label (a reload), and the page is kept only briefly.
 */

export const RANGE_DATA_TTL_MS = 5 * 60_000;
export const RANGE_DATA_FAILURE_TTL_MS = 30_000;

export function rangeDataLoader(source: SiteJsonSource): PageDataLoader {
  return {
    name: "range calculator data",
    wants: wantsPageData("range-data"),
    load: (input) => readRangeData(source, input),
  };
}

function readRangeData(
  source: SiteJsonSource,
  input: PageDataRequest,
): Promise<PageDataResult | null> {
  return readPerBlock(
    {
      kind: "range-data",
      prop: "range",
      request: (fields, block) => ({
        url: fields.json_url.trim(),
        codes: rangeEngineCodesOf(block.block),
      }),
      read: async ({ url, codes }): Promise<RangeDataResult> => {
        if (url === "") throw new Error("json_url is empty");
        const body = await source.read(url);
        if (!validateRangeCalculatorData(body)) {
          const first = validateRangeCalculatorData.errors?.[0];
          throw new Error(`not the range data shape: ${first?.instancePath} ${first?.message}`);
        }
        const problems = rangeDataProblems(body);
        if (problems.length > 0) throw new Error(problems.join("; "));
        return { status: "ok", model: rangeModelFor(body, codes) };
      },
      failure: "a range calculator's json_url could not be read",
      ttlMs: { ok: RANGE_DATA_TTL_MS, failed: RANGE_DATA_FAILURE_TTL_MS },
    },
    input,
  );
}
