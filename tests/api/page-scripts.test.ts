import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadAssets } from "../../runtime/ssr/assets.ts";

/** One chunk of the built bundle, as Vite's manifest names it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The scripts the server writes into every visitor page (runtime/ssr/shell.tsx). */
const PAGE_ENTRIES = [
  "site/islands/client.tsx",
  "site/islands/analytics.ts",
  "site/islands/loading-bar.ts",
];

describe("the script every page starts with", () => {
  const { clientDir } = loadAssets();
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8"),
  ) as Record<string, ManifestChunk>;
  /** A chunk and every chunk it imports statically (fetched before it runs). */
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const bytes = (keys: Iterable<string>) =>
    [...keys].reduce(
      (sum, key) => sum + statSync(path.join(clientDir, manifest[key]?.file ?? "")).size,
      0,
    );
  /**
   * The chunks whose code comes from a source file matching `source`, read from their source maps
   * (vite.config.ts builds them): where a module ended up, whatever the chunks are named.
   */
  const chunksWith = (source: RegExp): string[] =>
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.file.endsWith(".js"))
      .filter(([, chunk]) => {
        // The bundler's own runtime helpers come without a map: no module of ours is in them.
        const mapFile = path.join(clientDir, `${chunk.file}.map`);
        if (!existsSync(mapFile)) return false;
        const map = JSON.parse(readFileSync(mapFile, "utf8")) as { sources: string[] };
        return map.sources.some((s) => source.test(s));
      })
      .map(([key]) => key);

  it("leaves React's DOM renderer to a chunk of its own, asked for once an island runs", () => {
    const entry = "site/islands/client.tsx";
    expect(manifest[entry]?.isEntry).toBe(true);
    const first = closure(entry);
    // React's DOM renderer (about 200 KB, 55 KB compressed) is in one chunk, with the roots the
    // island script makes (site/islands/roots.tsx) beside it.
    const renderer = chunksWith(/node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./);
    expect(renderer).toHaveLength(1);
    const [rendererChunk = ""] = renderer;
    expect(chunksWith(/site[\\/]islands[\\/]roots\.tsx$/)).toEqual([rendererChunk]);
    // No script a page starts with brings it: on a phone it would otherwise share the connection
    // with the stylesheet and the first picture, and a page whose islands never come near (or
    // that has none) would pay for it anyway. The island script asks for it when it needs it.
    for (const start of PAGE_ENTRIES) {
      expect(manifest[start]?.isEntry).toBe(true);
      expect([...closure(start)]).not.toContain(rendererChunk);
    }
    expect(manifest[entry]?.dynamicImports).toContain(rendererChunk);
    // Its own chunk, not mixed into the island script: what the first script weighs is a small
    // part of what hydrating an island then costs.
    const rendererClosure = [...closure(rendererChunk)].filter((key) => !first.has(key));
    expect(bytes(rendererClosure)).toBeGreaterThan(150_000);
    expect(bytes(first)).toBeLessThan(bytes(rendererClosure) / 2);
  });

  it("keeps the list of islands and their components out of the first script", () => {
    const first = new Set(PAGE_ENTRIES.flatMap((start) => [...closure(start)]));
    // Which component each island template names, and the components themselves, are fetched
    // only once an island of the page starts.
    expect(first).not.toContain("generated/islands.ts");
    expect([...first].filter((key) => key.startsWith("site/blocks/"))).toEqual([]);
    expect(manifest["site/islands/client.tsx"]?.dynamicImports).toContain("generated/islands.ts");
  });
});
