import { NextResponse, type NextRequest } from "next/server";
import { DeskError, refreshMember } from "@/lib/cms/desk";
import { env } from "@/lib/env";
import { isTokenCurrent } from "@/lib/preview/session";
import { deskFolderPath, type DeskAddress } from "./paths";
import { DESK_COOKIE, DESK_TOKEN_SECONDS, deskCookieAttributes, wantsRenewal } from "./session";

/** What every desk answer says: one person's page, kept by no cache and no search engine, and linked from nowhere. */
export const DESK_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/**
 * A desk address: rewritten to its folder (app/desk/[locale]/…), its answer
 * marked private, and the member's session kept going: a token past half its
 * life is renewed by PocketBase (a working day from now), an expired one
 * cleared. Whether the member may see the page is the page's own check with
 * PocketBase (lib/desk/server.ts), not this one.
 */
export async function deskRoute(request: NextRequest, address: DeskAddress): Promise<NextResponse> {
  const url = request.nextUrl.clone();
  url.pathname = deskFolderPath(address);
  const token = request.cookies.get(DESK_COOKIE)?.value;
  let renewed: string | null = null;
  let clear = false;
  if (token && !isTokenCurrent(token)) clear = true;
  else if (token && wantsRenewal(token)) {
    try {
      renewed = (await refreshMember(token)).token;
    } catch (error) {
      // Refused: the page shows the sign-in. PocketBase unreachable: the token is left as it is.
      clear = !(error instanceof DeskError && error.reason === "unavailable");
    }
  }
  if (clear) request.cookies.delete(DESK_COOKIE);
  if (renewed) request.cookies.set(DESK_COOKIE, renewed);
  const response = NextResponse.rewrite(url, { request: { headers: request.headers } });
  if (clear) response.cookies.delete(DESK_COOKIE);
  if (renewed) response.cookies.set({ name: DESK_COOKIE, value: renewed, ...deskCookieAttributes(env().siteUrl, DESK_TOKEN_SECONDS) });
  for (const [name, value] of Object.entries(DESK_HEADERS)) response.headers.set(name, value);
  return response;
}
