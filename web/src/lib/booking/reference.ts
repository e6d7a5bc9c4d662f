import { REFERENCE_ALPHABET, REFERENCE_LENGTH, REFERENCE_PREFIX } from "./rules/reference";

// Largest multiple of the alphabet size below 256: bytes at or above it are
// skipped, so every character is equally likely (no modulo bias).
const UNBIASED_LIMIT = 256 - (256 % REFERENCE_ALPHABET.length);

type RandomFill = (bytes: Uint8Array) => Uint8Array;
const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** e.g. "BK-7QH3KD" (rules/reference.ts): 31^6 ≈ 887 million values; uniqueness is enforced by PocketBase's unique index. */
export function generateReference(fill: RandomFill = cryptoFill): string {
  let out = "";
  while (out.length < REFERENCE_LENGTH) {
    for (const byte of fill(new Uint8Array(REFERENCE_LENGTH * 2))) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
      if (out.length === REFERENCE_LENGTH) break;
    }
  }
  return REFERENCE_PREFIX + out;
}
