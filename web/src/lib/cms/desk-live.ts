import "server-only";
// An open desk's live updates. The browser follows /desk/live (server-sent
// events, app/desk/live/route.ts); for each, this server holds one PocketBase
// realtime connection subscribed with the member's own token, so PocketBase
// checks the member's rules for every event (a disabled member hears nothing
// more: the token key changes and PocketBase drops the subscription). The
// browser is told only that something changed (collection, action, id), never
// a guest's data, and re-renders the page it shows. The token never reaches
// the browser.
import { env } from "@/lib/env";
import { STAFF_ACCOUNTS } from "./desk";

/** The collections an open desk follows (every record of each: PocketBase checks the member's rules per event). */
export const DESK_TOPICS = ["booking_requests/*", "contact_messages/*", "payments/*"] as const;
/** A comment line this often keeps the stream open through proxies, and the member is checked again. */
export const HEARTBEAT_MS = 15_000;
/** How long the browser waits before it reconnects a dropped stream (EventSource's own retry). */
const RETRY_MS = 1_000;

interface ServerSentEvent {
  id: string;
  event: string;
  data: string;
}

/** Splits server-sent events off the front of `buffer`; returns them and what is left. */
export function takeEvents(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const events: ServerSentEvent[] = [];
  const blocks = buffer.replace(/\r\n?/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    const event: ServerSentEvent = { id: "", event: "message", data: "" };
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (name === "id") event.id = value;
      else if (name === "event") event.event = value;
      else if (name === "data") data.push(value);
    }
    event.data = data.join("\n");
    events.push(event);
  }
  return { events, rest };
}

/** One server-sent event, as the browser's EventSource reads it. */
export function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** What the browser is told of a PocketBase event: which record changed, and how. */
export function changeOf(topic: string, data: string): { topic: string; action: string; id: string } | null {
  try {
    const parsed = JSON.parse(data) as { action?: unknown; record?: { id?: unknown } };
    const id = typeof parsed.record?.id === "string" ? parsed.record.id : "";
    return { topic, action: typeof parsed.action === "string" ? parsed.action : "update", id };
  } catch {
    return null;
  }
}

/** Whether the member's token is still good: their own account, readable only while it is active and the token unrevoked. */
async function stillSignedIn(pbUrl: string, token: string, memberId: string, signal: AbortSignal): Promise<boolean | null> {
  try {
    const res = await fetch(`${pbUrl}/api/collections/${STAFF_ACCOUNTS}/records/${encodeURIComponent(memberId)}?fields=id`, {
      headers: { authorization: token },
      cache: "no-store",
      signal: AbortSignal.any([signal, AbortSignal.timeout(5_000)]),
    });
    if (res.ok) return true;
    return res.status >= 500 ? null : false;
  } catch {
    return null;
  }
}

/**
 * The stream for one open desk: `ready` once PocketBase has the member's
 * subscription, `change` for every change the member may see, `signed-out`
 * when the member's session ended. Ends when PocketBase's stream does (the
 * browser reconnects) or when the browser goes (`signal`).
 */
export function deskLiveStream(member: { id: string; token: string }, signal: AbortSignal): ReadableStream<Uint8Array> {
  const pbUrl = env().pbUrl;
  const upstream = new AbortController();
  const encoder = new TextEncoder();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        upstream.abort();
        controller.close();
      };
      signal.addEventListener("abort", close, { once: true });
      send(`retry: ${RETRY_MS}\n\n`);

      heartbeat = setInterval(() => {
        send(": ping\n\n");
        void stillSignedIn(pbUrl, member.token, member.id, upstream.signal).then((ok) => {
          if (ok === false) {
            send(frame("signed-out", {}));
            close();
          }
        });
      }, HEARTBEAT_MS);

      let body: ReadableStream<Uint8Array> | null;
      try {
        const res = await fetch(`${pbUrl}/api/realtime`, {
          headers: { accept: "text/event-stream" },
          cache: "no-store",
          signal: upstream.signal,
        });
        body = res.ok ? res.body : null;
      } catch {
        body = null;
      }
      if (!body) return close();

      const decoder = new TextDecoder();
      let buffer = "";
      const reader = body.getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const taken = takeEvents(buffer);
          buffer = taken.rest;
          for (const event of taken.events) {
            if (event.event === "PB_CONNECT") {
              const clientId = event.id || (JSON.parse(event.data || "{}") as { clientId?: string }).clientId || "";
              const posted = await fetch(`${pbUrl}/api/realtime`, {
                method: "POST",
                headers: { "content-type": "application/json", authorization: member.token },
                body: JSON.stringify({ clientId, subscriptions: DESK_TOPICS }),
                cache: "no-store",
                signal: upstream.signal,
              }).catch(() => null);
              if (!posted) return close();
              if (!posted.ok) {
                send(frame("signed-out", {}));
                return close();
              }
              send(frame("ready", {}));
            } else if ((DESK_TOPICS as readonly string[]).includes(event.event)) {
              const change = changeOf(event.event, event.data);
              if (change) send(frame("change", { ...change, topic: event.event.replace(/\/\*$/, "") }));
            }
          }
        }
      } catch {
        // PocketBase went away or the browser did: either way the stream ends here.
      }
      close();
    },
    cancel() {
      closed = true;
      clearInterval(heartbeat);
      upstream.abort();
    },
  });
}
