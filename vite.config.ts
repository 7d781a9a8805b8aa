import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./runtime/cache/precompress.ts";

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
    rollupOptions: {
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
    },
  },
});
