"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { DeskError } from "@/lib/cms/desk";
import { closeNights, reopenNights } from "@/lib/cms/desk-occupancy";
import { closureInput, parseClosure, type ClosureState } from "./occupancy-schema";
import { deskPath } from "./paths";
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

/** PocketBase's refusal as the grid says it (keys both the desk's errors and the grid's have); an ended session goes to the sign-in. */
function refused(error: unknown, locale: Locale): { ok: false; error: "unavailable" | "notFound" | "rateLimited" | "refused" } {
  if (!(error instanceof DeskError)) throw error;
  if (error.reason === "signed_out") signInAgain(locale);
  const key = error.reason === "not_found" ? "notFound" : error.reason === "rate_limited" ? "rateLimited" : error.reason;
  return { ok: false, error: key === "unavailable" || key === "notFound" || key === "rateLimited" ? key : "refused" };
}

/** The grid again in the action's answer: closures do not come through the desk's live stream. */
const GRID = "/desk/[locale]/occupancy";

/** A manager closes nights (PocketBase's rules refuse anyone else; /book refuses them once saved). */
export async function deskCloseNights(_previous: ClosureState, form: FormData): Promise<ClosureState> {
  const locale = localeOf(form);
  const parsed = parseClosure(closureInput(form));
  if (!parsed.ok) return parsed;
  const member = (await getMember()) ?? signInAgain(locale);
  try {
    await closeNights(member.token, parsed.data);
    revalidatePath(GRID, "page");
    return { ok: true, error: null };
  } catch (error) {
    return refused(error, locale);
  }
}

/**
 * A manager reopens a closure's nights: a plain form's action (the grid needs no code of its own in the browser for
 * it); a refusal shows on the grid as `?reopen=<error>`.
 */
export async function deskReopenNights(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const here = deskPath("/occupancy", locale);
  const id = recordId.safeParse(text(form, "id"));
  if (!id.success) redirect(`${here}?reopen=notFound`);
  const member = (await getMember()) ?? signInAgain(locale);
  let failure = "";
  try {
    await reopenNights(member.token, id.data);
  } catch (error) {
    failure = refused(error, locale).error;
  }
  revalidatePath(GRID, "page");
  if (failure) redirect(`${here}?reopen=${failure}`);
}
