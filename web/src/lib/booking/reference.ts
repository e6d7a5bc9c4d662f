// A reference the guest can read out over the phone: no 0/O, 1/I/L look-alikes.
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PREFIX = "BK-";
export const REFERENCE_PATTERN = /^BK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
const LENGTH = 6;
// Largest multiple of the alphabet size below 256: bytes at or above it are
// skipped, so every character is equally likely (no modulo bias).
const UNBIASED_LIMIT = 256 - (256 % REFERENCE_ALPHABET.length);

type RandomFill = (bytes: Uint8Array) => Uint8Array;
const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** e.g. "BK-7QH3KD": 31^6 ≈ 887 million values; uniqueness is enforced by PocketBase's unique index. */
export function generateReference(fill: RandomFill = cryptoFill): string {
  let out = "";
  while (out.length < LENGTH) {
    for (const byte of fill(new Uint8Array(LENGTH * 2))) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
      if (out.length === LENGTH) break;
    }
  }
  return REFERENCE_PREFIX + out;
}
