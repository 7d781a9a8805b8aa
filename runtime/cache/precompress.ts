import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Files worth compressing: text. Pictures and fonts are compressed already; source maps are for developers. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml)$/;
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality is about twenty times slower than quality 9 for a few per cent less:
 * worth it for the files a visitor's first page needs (the island client and its chunks are
 * small), not for the editor's half-megabyte chunks, which would slow every build by seconds.
 */
const BEST_QUALITY_UP_TO = 256 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompressFile(file: string): Promise<boolean> {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) return false;
  const data = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]:
          data.length <= BEST_QUALITY_UP_TO ? constants.BROTLI_MAX_QUALITY : 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < data.length ? writeFile(`${file}.br`, br) : null,
    gz.length < data.length ? writeFile(`${file}.gz`, gz) : null,
  ]);
  return true;
}

/**
 * Writes `file.br` (brotli) and `file.gz` (gzip, best level) beside every compressible file of
 * `dir` that is big enough and shrinks, on the thread pool; @fastify/static serves them with
 * `preCompressed: true` by the request's Accept-Encoding. Resolves to the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = await filesUnder(dir);
  const done = await Promise.all(files.map(precompressFile));
  return files.filter((_, i) => done[i]);
}

/** A Vite plugin: once the bundle is written, every compressible output file gets its .br and .gz. */
export function precompress(): {
  name: string;
  apply: "build";
  writeBundle: (options: { dir?: string }) => Promise<void>;
} {
  return {
    name: "precompress",
    apply: "build",
    async writeBundle(options) {
      if (options.dir) await precompressDir(options.dir);
    },
  };
}
