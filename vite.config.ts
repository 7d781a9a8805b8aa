import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * Three browser entries: the island client of the public site (static blocks ship no
 * JavaScript), the editor (page builder, media library, admin: one SPA) and the live preview
 * that runs inside the builder's iframe with the real site components.
 */
export default defineConfig({
  plugins: [react()],
  base: "/static/",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      input: ["site/islands/client.tsx", "editor/main.tsx", "editor/preview/main.tsx"],
    },
  },
});
