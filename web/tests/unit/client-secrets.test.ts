import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BUILD_SECRET_CANARIES, findLeaks, secretsToLookFor } from "../../scripts/client-secrets";

describe("client secret scan", () => {
  let dist = "";
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function fakeBuild(files: Record<string, string>) {
    dist = mkdtempSync(join(tmpdir(), "secrets-scan-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dist, path, ".."), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
    return dist;
  }

  it("finds a canary inlined into a client chunk and a default in a prerendered page", () => {
    const secrets = secretsToLookFor({});
    const path = fakeBuild({
      "static/chunks/app.js": `const s="${BUILD_SECRET_CANARIES.REVALIDATE_SECRET}";`,
      "server/app/en.html": "<p>change-me-local-only</p>",
      "server/app/en.rsc": "clean",
      "server/chunks/ssr.js": `server code may hold ${BUILD_SECRET_CANARIES.PB_SUPERUSER_PASSWORD}`,
    });
    const { leaks, filesScanned } = findLeaks(path, secrets);
    expect(filesScanned).toBe(3);
    expect(leaks).toEqual([
      { file: "static/chunks/app.js", secret: "REVALIDATE_SECRET (canary)" },
      { file: "server/app/en.html", secret: "PB_SUPERUSER_PASSWORD (.env.example)" },
    ]);
  });

  it("looks for the running environment's values too, but not short ones that match ordinary text", () => {
    const secrets = secretsToLookFor({ REVALIDATE_SECRET: "a-real-secret-123456", PB_SUPERUSER_EMAIL: "a@b.c" });
    expect(secrets.map((s) => s.value)).toContain("a-real-secret-123456");
    expect(secrets.map((s) => s.value)).not.toContain("a@b.c");
  });
});
