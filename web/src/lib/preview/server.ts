import "server-only";
import { cookies, draftMode } from "next/headers";
import { cache } from "react";
import { AUTH_COOKIE, decodeSession, isTokenCurrent, type StaffSession } from "./session";
import { checkStaffToken } from "./verified";

/**
 * The signed-in staff member of this request, or null. Checked here with
 * PocketBase (verified.ts: remembered five minutes if accepted, a minute if
 * refused), not left to the proxy: the proxy does not run for every path
 * (a dot in it), and every page and action that acts for staff asks this.
 * After the proxy's own check of the same token, that is a memory lookup.
 */
export const getStaffSession = cache(async (): Promise<StaffSession | null> => {
  const session = decodeSession((await cookies()).get(AUTH_COOKIE)?.value);
  if (!session || !isTokenCurrent(session.token)) return null;
  return (await checkStaffToken(session.token)).kind === "refused" ? null : session;
});

/**
 * The staff session when this request is a preview: Next's draft mode is on
 * and a verified staff session goes with it (draft mode's cookie alone is the
 * build's secret, the same for everyone who ever had it). Reading draft mode
 * does not make a cached page dynamic, and cookies are only read once draft
 * mode is on, so public pages stay cached. Outside a request (build,
 * scripts) there is no preview.
 */
export const getPreviewSession = cache(async (): Promise<StaffSession | null> => {
  let enabled = false;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return null;
  }
  return enabled ? getStaffSession() : null;
});
