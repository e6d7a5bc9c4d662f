import { createHash, randomBytes } from "node:crypto";

// A guest's private link to their request (/request/<token>): 32 random bytes
// (256 bits), base64url. PocketBase keeps only the SHA-256 (hex), so its
// database, a backup or a staff screen never opens anyone's page.
const TOKEN_BYTES = 32;
/** The shape of a token this server makes; anything else is not one (but is looked up all the same). */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashGuestToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function mintGuestToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, hash: hashGuestToken(token) };
}
