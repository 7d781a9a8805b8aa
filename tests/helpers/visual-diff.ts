import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** How two screenshots compare: the share of pixels that differ, and where the pictures went. */
export interface VisualComparison {
  /** Differing pixels ÷ pixels of the larger picture (1 when the sizes differ). */
  ratio: number;
  /** True when there was no baseline: this run's picture became it. */
  isNewBaseline: boolean;
  baseline: string;
  /** This run's picture when it differs from the baseline (beside it, `.actual.png`). */
  actual?: string;
  /** The box holding every differing pixel, as `x,y wxh` (when any differ). */
  region?: string;
}

/** A pixel differs when one of its channels moves by more than this (anti-aliasing noise stays under). */
const CHANNEL_TOLERANCE = 24;

/**
 * Compares a PNG screenshot with the baseline kept at `baseline`: writes the baseline when there
 * is none (a new page: commit it after looking at it), otherwise measures the share of pixels
 * that differ and, when any do, writes this run's picture beside the baseline to look at.
 */
export async function compareWithBaseline(
  png: Buffer,
  baseline: string,
): Promise<VisualComparison> {
  if (!existsSync(baseline)) {
    mkdirSync(path.dirname(baseline), { recursive: true });
    writeFileSync(baseline, png);
    return { ratio: 0, isNewBaseline: true, baseline };
  }
  const [now, then] = await Promise.all([
    sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
    sharp(baseline).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
  ]);
  const actual = baseline.replace(/\.png$/, ".actual.png");
  if (now.info.width !== then.info.width || now.info.height !== then.info.height) {
    writeFileSync(actual, png);
    return { ratio: 1, isNewBaseline: false, baseline, actual };
  }
  let differing = 0;
  const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 };
  const a = now.data;
  const b = then.data;
  const width = now.info.width;
  for (let i = 0; i < a.length; i += 4) {
    if (
      Math.abs((a[i] as number) - (b[i] as number)) > CHANNEL_TOLERANCE ||
      Math.abs((a[i + 1] as number) - (b[i + 1] as number)) > CHANNEL_TOLERANCE ||
      Math.abs((a[i + 2] as number) - (b[i + 2] as number)) > CHANNEL_TOLERANCE
    ) {
      differing += 1;
      const x = (i / 4) % width;
      const y = Math.floor(i / 4 / width);
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  const ratio = differing / (a.length / 4);
  if (differing === 0) return { ratio, isNewBaseline: false, baseline };
  writeFileSync(actual, png);
  const region = `${box.left},${box.top} ${box.right - box.left + 1}x${box.bottom - box.top + 1}`;
  return { ratio, isNewBaseline: false, baseline, actual, region };
}
