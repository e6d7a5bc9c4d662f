// One of the workers solve-challenge.ts starts: altcha-lib's worker protocol
// (solveChallengeWorkers), deriving keys with the browser's own PBKDF2.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

let controller: AbortController | undefined;

self.onmessage = async ({ data }: MessageEvent) => {
  if (data?.type === "abort") {
    controller?.abort();
  } else if (data?.type === "work") {
    controller = new AbortController();
    try {
      const { challenge, counterMode, counterStart, counterStep, timeout } = data;
      self.postMessage(await solveChallenge({ challenge, controller, counterMode, counterStart, counterStep, deriveKey, timeout }));
    } catch (error) {
      self.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  }
};
