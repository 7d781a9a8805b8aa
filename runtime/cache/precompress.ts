import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Files worth compressing: text. Pictures and fonts are compressed already; source maps are for developers. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, best level) beside every
 * compressible file of `dir` that is big enough and shrinks; @fastify/static serves them with
 * `preCompressed: true` by the request's Accept-Encoding. Returns the files compressed.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
    done.push(file);
  }
  return done;
}

/** A Vite plugin: once the bundle is written, every compressible output file gets its .br and .gz. */
export function precompress(): {
  name: string;
  apply: "build";
  writeBundle: (options: { dir?: string }) => void;
} {
  return {
    name: "precompress",
    apply: "build",
    writeBundle(options) {
      if (options.dir) precompressDir(options.dir);
    },
  };
}
