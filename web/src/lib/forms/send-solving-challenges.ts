import type { Challenge, ChallengeProof } from "@/lib/forms/challenge";

interface Answer {
  ok: boolean;
  formError?: string;
  challenge?: Challenge;
}

/**
 * Sends a form. While the forms are under a flood the server answers with a
 * challenge instead: the browser solves it and sends the same request again
 * with the answer. The solver is fetched only then, so it is in no page's
 * first load. If it cannot be solved, the challenge answer is returned and
 * the form says so (FormErrors.form.challenge), with the hotel's number.
 */
export async function sendSolvingChallenges<R extends Answer>(
  // A rest parameter: the first send is the form's request exactly as without a challenge.
  send: (...proof: [] | [ChallengeProof]) => Promise<R>,
  onChecking: (checking: boolean) => void,
): Promise<R> {
  let result = await send();
  // A second round only if the first answer arrived expired or was used by a double submit.
  for (let round = 0; round < 2 && !result.ok && result.formError === "challenge" && result.challenge; round++) {
    onChecking(true);
    try {
      const proof = await import("./solve-challenge").then((solver) => solver.solve(result.challenge!)).catch(() => null);
      if (!proof) return result;
      result = await send(proof);
    } finally {
      onChecking(false);
    }
  }
  return result;
}
