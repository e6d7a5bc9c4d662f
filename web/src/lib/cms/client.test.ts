import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ClientResponseError } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { liveFetch, logCmsError, READ_TIMEOUT_MS } from "./client";

// A PocketBase that accepts connections and never answers.
let server: Server;
let url = "";
beforeAll(async () => {
  server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("PocketBase reads", () => {
  it(
    "give up on a PocketBase that does not answer; the log line reports status, url and the abort flag",
    async () => {
      vi.stubEnv("PB_URL", url);
      const { createServerClient } = await import("./client");
      const pb = createServerClient();
      const started = Date.now();
      const error = await pb
        .collection("settings")
        .getList(1, 1, { fetch: liveFetch })
        .then(
          () => null,
          (e: unknown) => e,
        );
      const waited = Date.now() - started;

      expect(error).toBeInstanceOf(ClientResponseError);
      // The SDK's abort flag means "cancelled by the caller"; a timeout is a failed request (status 0).
      expect((error as ClientResponseError).status).toBe(0);
      expect(((error as ClientResponseError).originalError as Error | undefined)?.name).toBe("TimeoutError");
      expect(waited).toBeGreaterThanOrEqual(READ_TIMEOUT_MS - 100);
      expect(waited).toBeLessThan(READ_TIMEOUT_MS + 2_000);

      const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
      logCmsError("settings", error);
      expect(log).toHaveBeenCalledWith(
        "[cms] settings failed",
        expect.objectContaining({ status: 0, isAbort: false, url: expect.stringContaining(`${url}/api/collections/settings/records`) }),
      );
      log.mockRestore();
      vi.unstubAllEnvs();
    },
    READ_TIMEOUT_MS + 5_000,
  );
});
