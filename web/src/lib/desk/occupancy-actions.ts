"use server";

import { isLocale, routing, type Locale } from "@/i18n/routing";
import { DeskError } from "@/lib/cms/desk";
import { closeNights, reopenNights } from "@/lib/cms/desk-occupancy";
import { closureInput, parseClosure, type ClosureState } from "./occupancy-schema";
import { recordId } from "./schemas";
import { getMember, signInAgain } from "./server";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function localeOf(form: FormData): Locale {
  const value = form.get("locale");
  return isLocale(value) ? value : routing.defaultLocale;
}

/** PocketBase's refusal as the grid says it; an ended session goes to the sign-in. */
function refused(error: unknown, locale: Locale): ClosureState {
  if (!(error instanceof DeskError)) throw error;
  if (error.reason === "signed_out") signInAgain(locale);
  const key = error.reason === "not_found" ? "notFound" : error.reason === "rate_limited" ? "rateLimited" : error.reason;
  return { ok: false, error: key === "unavailable" || key === "notFound" || key === "rateLimited" ? key : "refused" };
}

/** A manager closes nights (PocketBase's rules refuse anyone else; /book refuses them once saved). */
export async function deskCloseNights(_previous: ClosureState, form: FormData): Promise<ClosureState> {
  const locale = localeOf(form);
  const parsed = parseClosure(closureInput(form));
  if (!parsed.ok) return parsed;
  const member = (await getMember()) ?? signInAgain(locale);
  try {
    await closeNights(member.token, parsed.data);
    return { ok: true, error: null };
  } catch (error) {
    return refused(error, locale);
  }
}

/** A manager reopens a closure's nights. */
export async function deskReopenNights(_previous: ClosureState, form: FormData): Promise<ClosureState> {
  const locale = localeOf(form);
  const id = recordId.safeParse(text(form, "id"));
  if (!id.success) return { ok: false, error: "notFound" };
  const member = (await getMember()) ?? signInAgain(locale);
  try {
    await reopenNights(member.token, id.data);
    return { ok: true, error: null };
  } catch (error) {
    return refused(error, locale);
  }
}
