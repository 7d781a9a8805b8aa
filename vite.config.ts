import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Builds only the island client: static blocks are server-rendered and ship no JavaScript. */
export default defineConfig({
  plugins: [react()],
  base: "/static/",
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rollupOptions: { input: "site/islands/client.tsx" },
  },
});
