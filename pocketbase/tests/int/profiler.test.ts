// PB_PPROF (main.go): the Go profiler a bench can turn on. It shows the
// server's internals, so it listens only on a loopback address of its own,
// never on the API's port, and a wider address stops PocketBase from starting.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, pocketbaseBinary, startPocketBase, type PocketBaseServer } from "../../testing/pocketbase-server";

let pb: PocketBaseServer | undefined;
const dirs: string[] = [];

afterAll(async () => {
  await pb?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("PB_PPROF", () => {
  it.each(["0.0.0.0", "[::]", "192.0.2.1", "localhost"])(
    "refuses to start with the profiler on %s",
    async (host) => {
      const dir = mkdtempSync(join(tmpdir(), "hotel-pb-pprof-"));
      dirs.push(dir);
      const result = spawnSync(pocketbaseBinary(), ["serve", "--dir", dir, "--http", `127.0.0.1:${await freePort()}`], {
        env: { ...process.env, PB_PPROF: `${host}:${await freePort()}` },
        encoding: "utf8",
        // A server that starts anyway runs until this kills it (status null).
        timeout: 15_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("PB_PPROF must be a loopback address");
    },
    30_000,
  );

  it("serves profiles on its own loopback port only", async () => {
    const port = await freePort();
    pb = await startPocketBase({ env: { PB_PPROF: `127.0.0.1:${port}` } });
    const index = await fetch(`http://127.0.0.1:${port}/debug/pprof/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain("goroutine");
    const onApi = await fetch(`${pb.url}/debug/pprof/`);
    await onApi.arrayBuffer();
    expect(onApi.status).toBe(404);
    // The hooks' own JS profile, in pprof's gzipped format; not on the API's port either.
    const js = Buffer.from(await (await fetch(`http://127.0.0.1:${port}/debug/jsprofile?seconds=1`)).arrayBuffer());
    expect([...js.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const jsOnApi = await fetch(`${pb.url}/debug/jsprofile?seconds=1`);
    await jsOnApi.arrayBuffer();
    expect(jsOnApi.status).toBe(404);
  }, 60_000);
});
