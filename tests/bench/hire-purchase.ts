import {
  defaultChoice,
  MARKET_PRESETS,
  marketInput,
  quoteHirePurchase,
} from "../../runtime/core/hire-purchase/index.ts";
import { periodicPayment } from "../../runtime/core/prices.ts";

/**
 * The hire-purchase engine's speed: whole quotes (payment, 60-row schedule in minor units,
 * totals and the APR solved from the cash flows) per second for a 60-month loan, against a
 * reference measured in the same run on the same machine: the bare spreadsheet payment
 * (prices.ts periodicPayment) plus a 60-step loop of the balance, the least any schedule costs.
 * HP_BENCH_MS (default 2000) per measure, after a warm-up; medians of 5 rounds.
 */
const MS = Math.max(200, Number(process.env.HP_BENCH_MS ?? 2000));
const preset = MARKET_PRESETS.greece;
const input = { ...marketInput(preset, defaultChoice(preset)), months: 60 };

/** Calls per second of `run` over about `ms`, in batches so the clock is read rarely. */
function perSecond(run: (i: number) => number, ms: number): number {
  let calls = 0;
  let sink = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let i = 0; i < 200; i++) sink += run(i);
    calls += 200;
  }
  const seconds = (performance.now() - started) / 1000;
  if (sink === Number.NEGATIVE_INFINITY) console.log(sink);
  return calls / seconds;
}

function engine(i: number): number {
  const r = quoteHirePurchase({ ...input, price: input.price + (i % 7) });
  return r.ok ? r.quote.schedule.length : 0;
}

function reference(i: number): number {
  const credit = input.price + (i % 7) - input.deposit + input.financedFees;
  const rate = input.annualRatePercent / 1200;
  const payment = Math.round(-periodicPayment(rate, 60, credit));
  let balance = credit;
  for (let k = 0; k < 60; k++) balance -= payment - Math.round(balance * rate);
  return balance;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
perSecond(engine, 300);
perSecond(reference, 300);
const engineRuns: number[] = [];
const referenceRuns: number[] = [];
for (let round = 0; round < 5; round++) {
  engineRuns.push(perSecond(engine, MS / 5));
  referenceRuns.push(perSecond(reference, MS / 5));
}
const e = median(engineRuns);
const ref = median(referenceRuns);
const fmt = (n: number) => Math.round(n).toLocaleString("en");
console.log(
  `hire purchase, 60-month loan (${preset.template}, ${input.annualRatePercent} %, fees financed)`,
);
console.log(
  `  engine (schedule + totals + APR): ${fmt(e)} quotes/s (${(1e6 / e).toFixed(1)} µs each)`,
);
console.log(`  reference (PMT + 60-step balance loop): ${fmt(ref)} /s`);
console.log(`  engine / reference: ${(e / ref).toFixed(3)}`);
