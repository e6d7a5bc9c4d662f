import type PocketBase from "pocketbase";
import type { OutboxKindOptions, OutboxLocaleOptions, OutboxStatusOptions } from "./pocketbase-types";

/**
 * The hotel's e-mails (PocketBase's `outbox` collection, not the site's offline
 * queue in lib/offline) about one booking request or contact message, for staff
 * (the reservations desk's request page). Reads and writes go through the
 * signed-in account's own client: superusers always; the desk's roles once the
 * outbox's list, view and update rules name them (superusers' only until then).
 */

/** What staff see of a message: never its text, nor the guest's sealed link. */
export interface OutboxMessage {
  id: string;
  kind: OutboxKindOptions;
  status: OutboxStatusOptions;
  to: string;
  subject: string;
  locale: OutboxLocaleOptions | "";
  attempts: number;
  /** What the mail server said the last time it failed ("" after a success). */
  lastError: string;
  /** When the mail server took it, or "" while it is queued or failed. */
  sentAt: string;
  /** When it was queued, or queued again by `sendAgain`. */
  queuedAt: string;
}

const FIELDS = "id,kind,status,to,subject,locale,attempts,last_error,sent_at,queued_at";

export type OutboxSubject = { bookingRequest: string } | { contactMessage: string };

/** The messages about a request or contact message, oldest first. */
export async function messagesAbout(pb: PocketBase, about: OutboxSubject): Promise<OutboxMessage[]> {
  const filter =
    "bookingRequest" in about
      ? pb.filter("booking_request = {:id}", { id: about.bookingRequest })
      : pb.filter("contact_message = {:id}", { id: about.contactMessage });
  const records = await pb.collection("outbox").getFullList({ filter, sort: "created,id", fields: FIELDS, cache: "no-store" });
  return records.map((r) => ({
    id: r.id,
    kind: r.kind as OutboxKindOptions,
    status: r.status as OutboxStatusOptions,
    to: String(r.to ?? ""),
    subject: String(r.subject ?? ""),
    locale: (r.locale ?? "") as OutboxLocaleOptions | "",
    attempts: Number(r.attempts ?? 0),
    lastError: String(r.last_error ?? ""),
    sentAt: String(r.sent_at ?? ""),
    queuedAt: String(r.queued_at ?? ""),
  }));
}

/**
 * Sends a failed (or sent) message again, with its Message-ID: the one way to
 * do it, for superusers and any role the update rule names. PocketBase lets
 * anyone but a superuser change nothing else (pocketbase/outbox, guardUpdateRequest).
 */
export async function sendAgain(pb: PocketBase, id: string): Promise<void> {
  await pb.collection("outbox").update(id, { status: "queued" }, { fields: "id" });
}
