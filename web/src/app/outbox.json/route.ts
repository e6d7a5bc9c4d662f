// Requests written without a connection, sent later by the service worker
// (Background Sync) or by a page when the connection returns
// (lib/offline/outbox.ts). Server actions are tied to the build that rendered
// the form; a request kept on a phone for a day may outlive that build, so
// the outbox comes here, to the same handlers, with the same request key.
import { requestBooking } from "@/components/booking/actions";
import { sendContactMessage } from "@/components/contact/actions";
import { isSameOrigin } from "@/lib/offline/same-origin";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 16 * 1024;
const noStore = { "Cache-Control": "no-store" };

export async function POST(request: Request) {
  if (!isSameOrigin(request.headers)) return Response.json({ ok: false, formError: "unexpected" }, { status: 403, headers: noStore });
  if (!request.headers.get("content-type")?.startsWith("application/json"))
    return Response.json({ ok: false, formError: "unexpected" }, { status: 415, headers: noStore });
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return Response.json({ ok: false, formError: "unexpected" }, { status: 413, headers: noStore });
  let body: { kind?: unknown; locale?: unknown; input?: unknown; proof?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return Response.json({ ok: false, formError: "unexpected" }, { status: 400, headers: noStore });
  }
  const send = body.kind === "booking" ? requestBooking : body.kind === "contact" ? sendContactMessage : null;
  if (!send || typeof body.input !== "object" || body.input === null)
    return Response.json({ ok: false, formError: "unexpected" }, { status: 400, headers: noStore });
  const result = await send(body.locale, body.input, body.proof);
  return Response.json(result, { status: result.ok || result.formError !== "rateLimited" ? 200 : 429, headers: noStore });
}
