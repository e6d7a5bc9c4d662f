// Requests a guest sent while the connection was down, kept in IndexedDB on
// the device until they can be sent. Shared by the pages (the forms, the
// runtime that sends on `online` and on the next visit) and the service
// worker (Background Sync), so it uses nothing but IndexedDB and fetch.
// Each entry carries the form's request key: whoever sends it, however often,
// PocketBase stores it once (pb_hooks/idempotency.pb.js).
import type { Locale } from "@/i18n/routing";
import type { PriceBreakdown } from "@/lib/booking/rules/pricing";
import type { Challenge, ChallengeProof } from "@/lib/forms/challenge";

export type OutboxKind = "booking" | "contact";

/** The site's endpoint for requests sent later (app/outbox.json/route.ts). */
export const OUTBOX_PATH = "/outbox.json";
/** The Background Sync tag the worker sends the outbox under. */
export const OUTBOX_SYNC_TAG = "outbox";

export interface OutboxEntry {
  /** The request key, also the entry's IndexedDB key. */
  key: string;
  kind: OutboxKind;
  locale: Locale;
  /** The form's input as the server action takes it, requestKey included. */
  input: Record<string, unknown>;
  savedAt: number;
  /** "waiting": to be sent; "guest": the server needs the guest again (a new price), nothing is sent until they confirm. */
  state: "waiting" | "guest";
  /** The server's price, when it changed after the guest wrote the request. */
  price?: PriceBreakdown;
}

/** What the server answered a queued request (the forms' results, narrowed to what the outbox acts on). */
export interface OutboxAnswer {
  ok: boolean;
  reference?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  price?: PriceBreakdown;
  challenge?: Challenge;
}

export type SendOutcome =
  | { kind: "sent"; entry: OutboxEntry; reference?: string }
  | { kind: "guest"; entry: OutboxEntry }
  | { kind: "challenge"; entry: OutboxEntry }
  | { kind: "kept"; entry: OutboxEntry };

const DB_NAME = "hotel-outbox";
const STORE = "requests";

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: "key" });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error("IndexedDB unavailable"));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error("IndexedDB transaction failed"));
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
    });
  } finally {
    db.close();
  }
}

export const putEntry = (entry: OutboxEntry) => withStore("readwrite", (s) => s.put(entry)).then(() => undefined);
export const deleteEntry = (key: string) => withStore("readwrite", (s) => s.delete(key)).then(() => undefined);
export const listEntries = () => withStore<OutboxEntry[]>("readonly", (s) => s.getAll() as IDBRequest<OutboxEntry[]>);

/** Keeps a request the connection could not carry, and asks the worker to send it when the connection returns. */
export async function keepForLater(entry: Omit<OutboxEntry, "savedAt" | "state">): Promise<void> {
  await putEntry({ ...entry, savedAt: Date.now(), state: "waiting" });
  // Background Sync where the browser has it; otherwise the pages send on `online` and on the next visit.
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No worker or no permission: the pages send it.
  }
}

/** A request of that kind the server sent back to the guest (its price changed), taken out of the outbox for the form. */
export async function takeBackForGuest(kind: OutboxKind, locale: Locale): Promise<OutboxEntry | null> {
  const entry = (await listEntries()).find((e) => e.kind === kind && e.locale === locale && e.state === "guest");
  if (!entry) return null;
  await deleteEntry(entry.key);
  return entry;
}

/** Sends one entry to the site; a network failure throws (the entry stays). */
export async function sendEntry(entry: OutboxEntry, proof?: ChallengeProof): Promise<OutboxAnswer> {
  const response = await fetch(OUTBOX_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ kind: entry.kind, locale: entry.locale, input: entry.input, ...(proof ? { proof } : {}) }),
    credentials: "same-origin",
    cache: "no-store",
  });
  if (!response.ok && response.status !== 429) throw new Error(`outbox: ${response.status}`);
  return (await response.json()) as OutboxAnswer;
}

/**
 * What an answer means for the entry: sent (removed), back to the guest (a
 * new price: kept, marked, never sent again without them), a challenge to
 * solve (left for a page, which can), or kept to try again later.
 */
export async function settle(entry: OutboxEntry, answer: OutboxAnswer): Promise<SendOutcome> {
  if (answer.ok) {
    await deleteEntry(entry.key);
    return { kind: "sent", entry, reference: answer.reference };
  }
  if (answer.formError === "challenge") return { kind: "challenge", entry };
  if (answer.formError === "rateLimited" || answer.formError === "unavailable" || answer.formError === "unexpected")
    return { kind: "kept", entry };
  // A new price, closed nights, bookings paused, a field no longer valid: only the guest can decide.
  const back: OutboxEntry = { ...entry, state: "guest", ...(answer.price ? { price: answer.price } : {}) };
  await putEntry(back);
  return { kind: "guest", entry: back };
}

/** Sends every waiting entry once; `send` is sendEntry, or a page's version that solves challenges. */
export async function flushOutbox(send: (entry: OutboxEntry) => Promise<OutboxAnswer> = sendEntry): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  for (const entry of await listEntries()) {
    if (entry.state !== "waiting") continue;
    outcomes.push(await settle(entry, await send(entry)));
  }
  return outcomes;
}
