import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./runtime/cache/precompress.ts";

/** Whether a module id is one of these files of the project (paths from its root, no extension). */
const oneOf =
  (...files: string[]) =>
  (id: string): boolean =>
    files.some((file) => new RegExp(`[\\/]${file.replaceAll("/", "[\\/]")}\\.tsx?$`).test(id));

/** Whether a module id is in one of these packages. */
const inPackages =
  (...names: string[]) =>
  (id: string): boolean =>
    names.some((name) => new RegExp(`[\\/]node_modules[\\/]${name}[\\/]`).test(id));

/**
 * The public site's script in a few chunks, each loaded as a whole when it is first needed: each
 * request costs a phone its own headers and round trip, so the small modules that always travel
 * together go in one file. By priority, so a module goes to the first group that wants it:
 * - what the island script itself runs on every page (the consent record, settings readers,
 *   predefined links, the watch for the shell's modals, the loader of the other chunks);
 * - XState, which the cookie banner, the shell's parts and interactive blocks run on;
 * - React and the roots the island script makes (site/islands/roots.tsx), asked for only once a
 *   root is needed;
 * - the cookie banner without React (site/islands/consent-banner.ts), once the page is idle;
 * - the shell's React parts (site/shell: the popup, on its pages once idle; the modals, when one
 *   is first asked for);
 * - the news pages' visited-page memory.
 * The blocks' components keep the automatic split: a page loads only its own blocks' code.
 */
const siteChunks = [
  {
    name: "site-base",
    priority: 40,
    test: (id: string) =>
      id.includes("vite/preload-helper") ||
      oneOf(
        "site/islands/when-parsed",
        "site/islands/consent-record",
        "site/islands/chunk-reload",
        "runtime/core/consent",
        "runtime/core/settings",
        "runtime/core/predefined-links",
        "runtime/core/popups",
        "site/islands/shell-modals",
        "site/islands/read-json",
      )(id),
  },
  {
    name: "site-react",
    priority: 30,
    test: (id: string) =>
      // @xstate/react imports React: with XState itself it would pull React into pages that run
      // machines without it (the cookie banner).
      inPackages(
        "react",
        "react-dom",
        "scheduler",
        "@xstate/react",
        "use-sync-external-store",
      )(id) ||
      oneOf(
        "site/islands/roots",
        "site/islands/hydrate",
        "site/ui/site-context",
        "site/ui/consent-gate",
      )(id),
  },
  {
    // Above React's: a group takes in what its modules import, and @xstate/react (React's group)
    // imports XState, which must stay a chunk of its own.
    name: "xstate",
    priority: 35,
    test: inPackages("xstate"),
  },
  {
    name: "site-consent",
    priority: 15,
    test: oneOf(
      "site/islands/consent-banner",
      "site/shell/consent-choices",
      "site/shell/overlay-turn",
      "machines/consent-machine",
    ),
  },
  {
    name: "site-shell",
    priority: 10,
    test: oneOf(
      "site/shell/basic-popup",
      "site/shell/video-modal",
      "site/shell/modal-form",
      "site/shell/exit-popup",
      "site/shell/modal",
      "machines/basic-popup-machine",
      "site/forms/lead-values",
    ),
  },
  // News lists and pages: the visited-page memory with its rules, in one file.
  { name: "site-news", priority: 10, test: oneOf("site/islands/news", "runtime/core/news") },
];

/**
 * The browser entries: the island client of the public site (static blocks ship no
 * JavaScript), the analytics island every page loads (a few kilobytes, no React: the dataLayer
 * context and the campaign cookie, site/islands/analytics.ts), the editor (page builder, media
 * library, admin: one SPA) and the live preview
 * that runs inside the builder's iframe with the real site components. Every text file of the
 * output gets a brotli and a gzip copy (runtime/cache/precompress.ts), served by Accept-Encoding.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  base: "/static/",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      input: [
        "site/islands/client.tsx",
        "site/islands/analytics.ts",
        // The loading bar (about 1 kB compressed, no React), on every page: site/islands/loading-bar.ts.
        "site/islands/loading-bar.ts",
        // Only while performance.error_reporting_api_key is set: site/islands/error-reporting.ts.
        "site/islands/error-reporting.ts",
        "editor/main.tsx",
        "editor/preview/main.tsx",
      ],
      output: { codeSplitting: { groups: siteChunks } },
    },
  },
});
