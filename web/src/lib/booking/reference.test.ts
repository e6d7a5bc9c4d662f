import { describe, expect, it } from "vitest";
import { generateReference } from "./reference";
import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from "./rules/reference";

describe("generateReference", () => {
  it("makes short references without look-alike characters", () => {
    for (let i = 0; i < 500; i++) {
      const ref = generateReference();
      expect(ref).toMatch(REFERENCE_PATTERN);
      expect(ref.slice(3)).not.toMatch(/[01ILO]/);
    }
  });

  it("rarely repeats", () => {
    const refs = new Set(Array.from({ length: 5000 }, () => generateReference()));
    expect(refs.size).toBeGreaterThanOrEqual(4999);
  });

  it("skips bytes that would bias the alphabet", () => {
    // 255 and 248 are above the unbiased limit (248); 0 and 30 map to the first and last characters.
    const sequences = [[255, 248, 0, 30, 1, 2, 3, 4, 5, 6, 7, 8]];
    const fill = (bytes: Uint8Array) => {
      bytes.set(sequences.shift() ?? new Array(bytes.length).fill(0));
      return bytes;
    };
    expect(generateReference(fill)).toBe(`BK-${REFERENCE_ALPHABET[0]}${REFERENCE_ALPHABET[30]}3456`);
  });
});
