import { describe, expect, it } from "vitest";
import { GUEST_TOKEN_PATTERN, hashGuestToken, mintGuestToken } from "./guest-token";

describe("guest tokens", () => {
  it("are 256 random bits in base64url, each new, with the SHA-256 PocketBase stores", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { token, hash } = mintGuestToken();
      expect(token).toMatch(GUEST_TOKEN_PATTERN);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).toBe(hashGuestToken(token));
      seen.add(token);
    }
    expect(seen.size).toBe(200);
  });

  it("hash as PocketBase's $security.sha256 does (hex of the UTF-8 text)", () => {
    expect(hashGuestToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
