import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { Locale } from "@/i18n/routing";
import { DeskError, refreshMember } from "@/lib/cms/desk";
import { clientAddressFrom } from "@/lib/forms/client-key";
import { isTokenCurrent } from "@/lib/preview/session";
import { DESK_SIGN_IN, deskPath } from "./paths";
import { DESK_COOKIE } from "./session";
import type { DeskRole, Member } from "./types";

/**
 * The member signed in to the desk for this request, or null: the desk
 * cookie's token, checked by PocketBase on every request (refreshMember), so a
 * disabled or signed-out account is refused at once, and no other account's
 * token (the staff preview's superuser, the site's own) passes for a member's.
 */
export const getMember = cache(async (): Promise<Member | null> => {
  const token = (await cookies()).get(DESK_COOKIE)?.value;
  if (!token || !isTokenCurrent(token)) return null;
  try {
    return (await refreshMember(token)).member;
  } catch (error) {
    if (error instanceof DeskError && error.reason === "unavailable") throw error;
    return null;
  }
});

/** The signed-in member, or a redirect to the sign-in (which comes back here); `role` for a manager's page. */
export async function requireMember(locale: Locale, here: string, role?: DeskRole): Promise<Member> {
  const member = await getMember();
  if (!member) redirect(`${deskPath(DESK_SIGN_IN, locale)}?next=${encodeURIComponent(deskPath(here, locale))}`);
  if (role && member.role !== role) redirect(deskPath("/", locale));
  return member;
}

/** A desk call refused because the session ended meanwhile: to the sign-in. */
export function signInAgain(locale: Locale): never {
  redirect(deskPath(DESK_SIGN_IN, locale));
}

/** The client's address as the site established it, for PocketBase's limits and the history. */
export async function deskClientAddress(): Promise<string> {
  return clientAddressFrom(await headers());
}

/** A read as the member: a session that ended meanwhile goes to the sign-in rather than the error page. */
export async function memberRead<T>(locale: Locale, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DeskError && error.reason === "signed_out") signInAgain(locale);
    throw error;
  }
}
