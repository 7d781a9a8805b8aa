import { defineConfig } from "vitest/config";

/**
 * Three projects so each pays only for what it needs: unit tests and API tests (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set) run without the browser bundle; the end-to-end
 * project builds it first (tests/helpers/build-client.ts, skipped when the sources are unchanged),
 * and only when one of its files is selected. Files run in parallel: each starts its own server
 * on a free port with its own database, so none shares state with another.
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
        test: { name: "api", include: ["tests/api/**/*.test.ts"] },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/helpers/build-client.ts"],
        },
      },
    ],
  },
});
