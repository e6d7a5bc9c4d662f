import type { StayProblem } from "@/lib/booking/rules/stay-rules";
import type { Translate } from "@/lib/forms/translate";

/**
 * A closed or fully booked night, or a minimum stay, worded with the dates and
 * what would work (the schema only names the rule). `typeNames` lists room
 * type ids by name, in the page's language.
 */
export function stayProblemText(
  te: Translate<"FormErrors">,
  day: (iso: string) => string,
  problem: StayProblem,
  typeNames: (ids: string[]) => string = (ids) => ids.join(", "),
): string {
  const suggestion = (problem: Extract<StayProblem, { suggestion: unknown }>) => ({
    suggestion: problem.suggestion ? "some" : "none",
    checkIn: problem.suggestion ? day(problem.suggestion.checkIn) : "",
    checkOut: problem.suggestion ? day(problem.suggestion.checkOut) : "",
  });
  if (problem.kind === "full") {
    const free = problem.freeTypes.length > 0 ? typeNames(problem.freeTypes) : "";
    return te("nightFull", { night: day(problem.night), free: free || "none", ...suggestion(problem) });
  }
  return problem.kind === "closed"
    ? te("nightClosed", { night: day(problem.night), reason: problem.reason, ...suggestion(problem) })
    : te("minStay", { arrival: day(problem.arrival), count: problem.minNights, checkOut: day(problem.checkOut) });
}
