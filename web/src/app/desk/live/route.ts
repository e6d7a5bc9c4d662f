import { deskLiveStream } from "@/lib/cms/desk-live";
import { DESK_HEADERS } from "@/lib/desk/proxy";
import { getMember } from "@/lib/desk/server";

// One member's stream: never prerendered, cached or compressed on the way.
export const dynamic = "force-dynamic";

/** An open desk's live updates (lib/cms/desk-live.ts); 401 without a member's session. */
export async function GET(request: Request) {
  const member = await getMember().catch(() => null);
  if (!member) return new Response(null, { status: 401, headers: DESK_HEADERS });
  return new Response(deskLiveStream(member, request.signal), {
    headers: {
      ...DESK_HEADERS,
      "Content-Type": "text/event-stream; charset=utf-8",
      // nginx (the front door and its page clock) passes each event on at once.
      "X-Accel-Buffering": "no",
    },
  });
}
