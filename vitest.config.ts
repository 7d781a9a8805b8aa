import { defineConfig } from "vitest/config";

/**
 * Three projects so each pays only for what it needs: unit tests run without the browser bundle;
 * the API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set: the site's pages name the
 * built island script) and the end-to-end tests build it first with tests/helpers/build-client.ts,
 * once per run, only when one of their files is selected, and not at all when its sources are
 * unchanged since the last build. Files run in parallel: each starts its own server on a free
 * port with its own database, so none shares state with another.
 */
/** Both build once per run: the browser bundle, and the databases test files start from. */
const globalSetup = ["tests/helpers/build-client.ts", "tests/helpers/database-templates.ts"];

export default defineConfig({
  test: {
    // Two files at a time: a browser or database test spends much of its time waiting on
    // Chromium or PostgreSQL (other processes), so a second file uses that time on a 2-core
    // machine; each file has its own server, port and database, so none shares state.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // What a visitor waits on (a hydration, a hold's dialog, a re-rendered list) is polled for
    // up to 10 s rather than vitest's 1 s: two files share two cores with their browsers and
    // servers, and a loaded machine may take more than a second where a quiet one takes 100 ms.
    expect: { poll: { timeout: 10_000 } },
    pool: "forks",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "machines/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: { name: "api", include: ["tests/api/**/*.test.ts"], globalSetup },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup,
        },
      },
    ],
  },
});
