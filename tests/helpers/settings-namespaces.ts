import { readdirSync, readFileSync } from "node:fs";

const SETTINGS_DIR = new URL("../../schemas/settings/", import.meta.url);

/** The x-namespace of every settings schema in schemas/settings/, sorted. */
export function settingsNamespaces(): string[] {
  return readdirSync(SETTINGS_DIR)
    .filter((name) => name.endsWith(".schema.json"))
    .map((name) => {
      const schema = JSON.parse(readFileSync(new URL(name, SETTINGS_DIR), "utf8")) as {
        "x-namespace"?: unknown;
      };
      return String(schema["x-namespace"]);
    })
    .sort();
}
