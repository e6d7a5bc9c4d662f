// The key a form is sent with, so that sending it again (the answer was lost:
// the site or PocketBase restarted mid-request, the connection dropped) is the
// same request and is stored once (pocketbase/pb_hooks/idempotency.pb.js).
// Browser-safe: the forms import it, the schemas check its shape.

export const REQUEST_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export interface RequestKeyMemo {
  signature: string;
  key: string;
}

/** 128 random bits, hex. getRandomValues, unlike randomUUID, works on plain-http addresses too. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The key to send `values` with: the last one while the values are unchanged, a new one once the guest changed anything. */
export function requestKeyFor(last: RequestKeyMemo | null, values: unknown): RequestKeyMemo {
  const signature = JSON.stringify(values);
  return last?.signature === signature ? last : { signature, key: newRequestKey() };
}
