// A token that opens no request costs what a real one does: the same steps,
// in the same order, with the same arguments but the hash. Asserted on the
// steps themselves (guest-requests-lib.js with a recording stand-in for
// PocketBase), not on timings, which a loaded machine would make flaky.
import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadHookLib } from "../../testing/hook-lib";

interface Lib {
  findByToken(app: unknown, token: unknown): { id: string } | null;
}

const steps: string[] = [];
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const lib = loadHookLib<Lib>("guest-requests-lib.js", {
  $security: {
    sha256: (text: string) => {
      steps.push("sha256");
      return sha256(text);
    },
  },
});

const REAL = randomBytes(32).toString("base64url");
const record = { id: "request0000001" };
/** PocketBase's look-up: the request whose hash is the real token's; throws "no rows" otherwise, as PocketBase does. */
const app = {
  findFirstRecordByData(collection: string, field: string, value: string) {
    steps.push(`find ${collection}.${field} (${value.length} hex)`);
    if (value === sha256(REAL)) return record;
    throw new Error("sql: no rows in result set");
  },
};

function stepsFor(token: unknown) {
  steps.length = 0;
  const found = lib.findByToken(app, token);
  return { found, steps: [...steps] };
}

describe("findByToken", () => {
  it("finds the request of a real token", () => {
    expect(stepsFor(REAL).found).toBe(record);
  });

  it("takes the same steps for an unknown, tampered or malformed token as for a real one, and finds nothing", () => {
    const real = stepsFor(REAL).steps;
    expect(real).toEqual(["sha256", "find booking_requests.guest_token_hash (64 hex)"]);
    const tampered = REAL.slice(0, -1) + (REAL.endsWith("A") ? "B" : "A");
    for (const token of [
      randomBytes(32).toString("base64url"),
      tampered,
      "",
      "short",
      "x".repeat(5000),
      42,
      null,
      undefined,
      { $ne: "" },
      sha256(REAL),
    ]) {
      const probe = stepsFor(token);
      expect(probe.found, String(token).slice(0, 20)).toBeNull();
      expect(probe.steps, String(token).slice(0, 20)).toEqual(real);
    }
  });
});
