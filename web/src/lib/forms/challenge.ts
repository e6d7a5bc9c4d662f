// The proof of work a guest's browser does while the forms are under a flood
// (rate-limit.ts, floodGuard): ALTCHA's challenge, signed by this server and
// solved in the browser (solve-challenge.ts), no third party
// involved. The server picks a counter the browser must find by deriving
// PBKDF2 keys from 0 upwards, so the work is bounded (never more than twice
// the average) and the browser does it with its own native PBKDF2, about as
// fast as a script on a server would. The server signs the key it derived, so
// checking an answer is two HMACs.
import { randomBytes } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

export type { Challenge };
/** What the browser sends back with the request: the challenge as it was issued, and its solution. */
export type ChallengeProof = Payload;

export const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";

export interface ChallengeOptions {
  /** PBKDF2 iterations per counter tried. */
  cost: number;
  /** The counter is drawn from [0, maxCounter); a browser tries half of them on average. */
  maxCounter: number;
  /** How long an issued challenge can be answered. */
  ttlMs: number;
  /**
   * Signs the challenges. A key of this process's own, like client-key.ts's:
   * the buckets and the memory of used answers live in this process too, so a
   * key shared with other processes would add a secret to manage and nothing else.
   */
  secret?: string;
}

/**
 * Each try derives a 1,000-iteration key and a browser tries 2,000 on average
 * (at most 4,000): meant to take a phone a second or two, and to cost a flood
 * of thousands of requests as many times the same work (SECURITY.md, "Floods").
 */
export const FORM_CHALLENGE = { cost: 1_000, maxCounter: 4_000, ttlMs: 180_000 } as const;

export interface Challenges {
  issue(): Promise<Challenge>;
  /**
   * True once for a valid, unexpired answer to a challenge this process
   * issued; false for anything else, including the same answer again.
   */
  redeem(proof: unknown): Promise<boolean>;
}

export function createChallenges(options: ChallengeOptions): Challenges {
  const { cost, maxCounter, ttlMs } = options;
  const secret = options.secret ?? randomBytes(32).toString("hex");
  // Signed separately, so that checking an answer needs no key derivation.
  const keySecret = `${secret}:key`;
  // Answers already used, until their challenge expires. How many can enter is bounded by the
  // caller's limit on solved requests (floodGuard takes a token before redeeming), so no cap.
  const used = new Map<string, number>();

  function forgetExpired(nowSeconds: number): void {
    for (const [signature, expiresAt] of used) {
      if (expiresAt >= nowSeconds) break;
      used.delete(signature);
    }
  }

  return {
    issue() {
      return createChallenge({
        algorithm: CHALLENGE_ALGORITHM,
        cost,
        counter: randomInt(maxCounter - 1, 0),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlMs),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    },
    async redeem(proof) {
      // One clock reading decides both whether this answer is in time and which used answers are forgotten: read
      // again after the HMACs, it let an answer in twice at the second it expired (it was forgotten before the check).
      const nowSeconds = Date.now() / 1000;
      if (!isProofShaped(proof)) return false;
      const { challenge, solution } = proof;
      // Only what this server issued: same algorithm and cost, and an expiry (the signature covers them).
      const p = challenge.parameters;
      if (p.algorithm !== CHALLENGE_ALGORITHM || p.cost !== cost || typeof p.expiresAt !== "number" || p.expiresAt < nowSeconds)
        return false;
      let verdict;
      try {
        verdict = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret });
      } catch {
        return false;
      }
      if (!verdict.verified || !challenge.signature) return false;
      // Nothing awaits between this check and the record, so two requests with one answer cannot both pass.
      forgetExpired(nowSeconds);
      if (used.has(challenge.signature)) return false;
      used.set(challenge.signature, p.expiresAt);
      return true;
    },
  };
}

function isProofShaped(value: unknown): value is ChallengeProof {
  if (typeof value !== "object" || value === null) return false;
  const { challenge, solution } = value as Partial<ChallengeProof>;
  return (
    typeof challenge === "object" &&
    challenge !== null &&
    typeof challenge.parameters === "object" &&
    challenge.parameters !== null &&
    typeof challenge.signature === "string" &&
    typeof solution === "object" &&
    solution !== null
  );
}
