// Finding a booking request without its link: the reference and the phone
// number the guest gave, the phone normalised as the booking form stores it.
// A match gets a new private link (only its hash is kept, so the old token
// cannot be given back); the answer to a wrong pair is the same whether or
// not the reference exists. Every well-formed try counts towards the
// client's allowance (the forms' flood guard).
import { normalizePhone } from "@/lib/forms/phone";
import { requestLookupLimiter } from "@/lib/forms/rate-limit";
import { rateLimited, saveFailed, type FormLevelError, type SubmitContext } from "@/lib/forms/submit";
import type { Challenge } from "@/lib/forms/challenge";
import { mintGuestToken } from "./guest-token";
import { REFERENCE_PATTERN } from "./rules/reference";

export interface RequestFinder {
  relink(reference: string, phone: string, tokenHash: string): Promise<boolean>;
}

export type FindRequestResult =
  | { ok: true; token: string }
  | {
      ok: false;
      fieldErrors: { reference?: "findReferenceInvalid"; phone?: "phoneInvalid" };
      formError?: FormLevelError | "notFound";
      retryAfterSeconds?: number;
      challenge?: Challenge;
    };

/** "bk 7qh3kd", "BK-7QH3KD " → "BK-7QH3KD"; null when it cannot be a reference. */
export function normalizeReference(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const compact = value.toUpperCase().replace(/[\s-]/g, "");
  const reference = compact.startsWith("BK") ? `BK-${compact.slice(2)}` : `BK-${compact}`;
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}

export async function findRequest(input: unknown, ctx: SubmitContext & { store: RequestFinder }): Promise<FindRequestResult> {
  const values = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const reference = normalizeReference(values.reference);
  const phone = typeof values.phone === "string" && values.phone.length <= 40 ? normalizePhone(values.phone) : undefined;
  const fieldErrors: Extract<FindRequestResult, { ok: false }>["fieldErrors"] = {};
  if (!reference) fieldErrors.reference = "findReferenceInvalid";
  if (!phone) fieldErrors.phone = "phoneInvalid";
  if (!reference || !phone) return { ok: false, fieldErrors };

  const limited = await rateLimited(ctx.limiter ?? requestLookupLimiter, ctx, false);
  if (limited) return limited;
  try {
    const link = mintGuestToken();
    if (await ctx.store.relink(reference, phone, link.hash)) return { ok: true, token: link.token };
    return { ok: false, fieldErrors: {}, formError: "notFound" };
  } catch (error) {
    return saveFailed(error, ctx.log ?? console, "request lookup", "a lookup");
  }
}
