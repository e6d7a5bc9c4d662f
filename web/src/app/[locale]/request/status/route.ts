import { isLocale } from "@/i18n/routing";
import { hotelToday } from "@/lib/booking/rules/dates";
import { guestRequests } from "@/lib/cms/guest-requests";
import { guestRequestStatus, guestRequestView } from "@/lib/cms/guest-view";

// What a request's open page polls for (components/guest-request/RequestStatus.tsx):
// its status, staff's reason and whether it can be cancelled, never kept by
// any cache. POST, the token in the body: never in a URL, a log or a Referer.
export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" };

export async function POST(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  let token = "";
  try {
    const body = (await request.json()) as { token?: unknown };
    if (typeof body?.token === "string") token = body.token.slice(0, 200);
  } catch {
    // Not JSON: looked up as an empty token, answered as any unknown one.
  }
  try {
    const record = await guestRequests().get(token);
    if (!record) return Response.json({ found: false }, { status: 404, headers: NO_STORE });
    const view = guestRequestView(record, isLocale(locale) ? locale : "ar", hotelToday());
    return Response.json(guestRequestStatus(view), { headers: NO_STORE });
  } catch (error) {
    console.error("[request] status failed", error instanceof Error ? error.message : error);
    return Response.json({ error: "unavailable" }, { status: 503, headers: NO_STORE });
  }
}
