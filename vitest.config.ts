import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const webSrc = fileURLToPath(new URL("./web/src", import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@": webSrc,
      // Tests run server modules directly; Next resolves this marker to an
      // empty module on the server and fails the build if a client imports it.
      "server-only": fileURLToPath(new URL("./node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  esbuild: { jsx: "automatic" },
  test: {
    // `tags: ["calendar"]` on a test or describe puts it in the calendar sweep (scripts/sweep.mjs).
    tags: [{ name: "calendar", description: "Reads today's date: the calendar sweep runs it at each of its instants." }],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "{web,seed,pocketbase}/src/**/*.test.{ts,tsx}",
            "{web,seed,pocketbase}/tests/unit/**/*.test.{ts,tsx}",
            "{proxy/,}tests/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["./web/tests/setup-unit.ts"],
          // next-intl's middleware imports "next/server" without an extension, which
          // Node's own ESM loader cannot resolve; through Vite it resolves (src/proxy.test.ts).
          server: { deps: { inline: ["next-intl"] } },
          // Form tests type through user-event in jsdom; on a 2-core CI machine
          // that can take several seconds, which is not a failure.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "int",
          include: ["{web,seed,pocketbase}/tests/int/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own PocketBase; two at a time suits 2 cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
