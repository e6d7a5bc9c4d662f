import { solveChallenge, solveChallengeWorkers, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { Challenge, ChallengeProof } from "@/lib/forms/challenge";

// A slow phone is given a minute before the form gives up and offers the phone number.
const TIMEOUT_MS = 60_000;

/** Finds the challenge's counter in Web Workers (a few at once, on the phone's other cores). */
export async function solve(challenge: Challenge): Promise<ChallengeProof | null> {
  let solution: Solution | null;
  try {
    solution = await solveChallengeWorkers({
      challenge,
      concurrency: Math.min(4, navigator.hardwareConcurrency || 1),
      createWorker: () => new Worker(new URL("./challenge.worker.ts", import.meta.url), { type: "module" }),
      timeout: TIMEOUT_MS,
    });
  } catch {
    // No workers here: the same search from this thread, whose every key the browser derives off it.
    solution = await solveChallenge({ challenge, deriveKey, timeout: TIMEOUT_MS });
  }
  return solution ? { challenge, solution } : null;
}
