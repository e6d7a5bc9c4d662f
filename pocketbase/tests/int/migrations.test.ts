import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPocketBase } from "../../testing/pocketbase-server";

describe("migrations", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "hotel-pb-migrations-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("apply to an empty data dir and go back down cleanly", () => {
    const up = runPocketBase(["migrate", "up"], dataDir);
    expect(up).toContain("1763800000_content_model.js");

    // A second `up` has nothing left to apply.
    expect(runPocketBase(["migrate", "up"], dataDir)).not.toContain("1763800000_content_model.js");

    const migrationCount = up.split("\n").filter((line) => line.startsWith("Applied")).length;
    const down = runPocketBase(["migrate", "down", String(migrationCount)], dataDir, { input: "y\n" });
    for (const line of up.split("\n").filter((l) => l.startsWith("Applied"))) {
      expect(down).toContain(line.replace("Applied ", "Reverted "));
    }

    // And up again from the reverted state.
    expect(runPocketBase(["migrate", "up"], dataDir)).toContain("1763800000_content_model.js");
  });

});
