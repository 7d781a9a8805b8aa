import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadAssets } from "../../runtime/ssr/assets.ts";

/** One chunk of the built bundle, as Vite's manifest names it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

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

  it("leaves React's DOM renderer to a chunk asked for once it runs", () => {
    const entry = "site/islands/client.tsx";
    expect(manifest[entry]?.isEntry).toBe(true);
    const first = closure(entry);
    // What hydrating an island needs that the first script does not: the renderer (200 KB,
    // about 55 KB compressed), which on a phone would otherwise share the connection with the
    // stylesheet and the first picture.
    const renderer = [...closure("site/islands/hydrate.tsx")].filter((key) => !first.has(key));
    expect(bytes(renderer)).toBeGreaterThan(150_000);
    expect(bytes(first)).toBeLessThan(bytes(renderer) / 2);
  });
});
