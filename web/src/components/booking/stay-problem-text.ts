import type { StayProblem } from "@/lib/booking/stay-rules";
import type { Translate } from "@/lib/forms/translate";

/** A closed night or a minimum stay, worded with the dates and what would work (the schema only names the rule). */
export function stayProblemText(te: Translate<"FormErrors">, day: (iso: string) => string, problem: StayProblem): string {
  return problem.kind === "closed"
    ? te("nightClosed", {
        night: day(problem.night),
        reason: problem.reason,
        suggestion: problem.suggestion ? "some" : "none",
        checkIn: problem.suggestion ? day(problem.suggestion.checkIn) : "",
        checkOut: problem.suggestion ? day(problem.suggestion.checkOut) : "",
      })
    : te("minStay", { arrival: day(problem.arrival), count: problem.minNights, checkOut: day(problem.checkOut) });
}
