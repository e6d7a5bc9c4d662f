import "server-only";
import { cookies, draftMode } from "next/headers";
import { cache } from "react";
import { AUTH_COOKIE, decodeSession, isTokenCurrent, type StaffSession } from "./session";

/**
 * The signed-in staff member of this request, or null. The proxy has already
 * verified or cleared the cookie (see proxy.ts); the expiry is checked again
 * here because a page can render after the token's last second.
 */
export const getStaffSession = cache(async (): Promise<StaffSession | null> => {
  const session = decodeSession((await cookies()).get(AUTH_COOKIE)?.value);
  return session && isTokenCurrent(session.token) ? session : null;
});

/**
 * The staff session when this request is a preview: Next's draft mode is on
 * and the staff cookie is valid. Reading draft mode does not make a cached
 * page dynamic, and cookies are only read once draft mode is on, so public
 * pages stay cached. Outside a request (build, scripts) there is no preview.
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
