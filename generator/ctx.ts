import path from "node:path";
import { fileURLToPath } from "node:url";

/** Options of one generator run, resolved once with explicit defaults. */
export interface GeneratorCtx {
  /** Project root; every other path is relative to it. */
  root: string;
  schemasDir: string;
  outDir: string;
  /** Theme prefix every template key carries. */
  prefix: string;
  /** Base URI of every schema $id. */
  idBase: string;
  /** Where block components live, relative to root. */
  blocksDir: string;
  /** The command that rewrites generated/, named in every banner. */
  command: string;
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const defaultCtx: GeneratorCtx = {
  root: projectRoot,
  schemasDir: "schemas",
  outDir: "generated",
  prefix: "lrdx",
  idBase: "https://schema.cms.local/",
  blocksDir: "site/blocks",
  command: "npm run generate",
};

export function resolveCtx(overrides: Partial<GeneratorCtx> = {}): GeneratorCtx {
  return { ...defaultCtx, ...overrides };
}
