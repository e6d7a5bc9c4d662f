"use client";
// In the forms' own chunk (never a first load), not fetched on demand: offline, a chunk not yet fetched cannot be.
import { keepForLater, takeBackForGuest, type OutboxEntry, type OutboxKind } from "@/lib/offline/outbox";
import type { Locale } from "@/i18n/routing";
import type { Translate } from "@/lib/forms/translate";
import { FormSuccess } from "./FormFeedback";
import { PhoneLink } from "./PhoneLink";
import forms from "./forms.module.css";

/** Whether a send failed for want of a connection (not a server's error): the browser is offline, or fetch itself failed. */
export function isConnectionLost(error: unknown): boolean {
  return (typeof navigator !== "undefined" && navigator.onLine === false) || error instanceof TypeError;
}

/**
 * Keeps a request the connection could not carry on the device (IndexedDB),
 * when that is why it failed; true when kept.
 */
export async function keptOffline(error: unknown, entry: Omit<OutboxEntry, "savedAt" | "state">): Promise<boolean> {
  if (!isConnectionLost(error) || typeof indexedDB === "undefined") return false;
  try {
    await keepForLater(entry);
    return true;
  } catch {
    return false;
  }
}

/** A request of this form that came back for the guest (a new price), if any. */
export async function takeBack(kind: OutboxKind, locale: Locale): Promise<OutboxEntry | null> {
  if (typeof indexedDB === "undefined") return null;
  return takeBackForGuest(kind, locale).catch(() => null);
}

/** What replaces a form sent without a connection: it is kept here and will go by itself; the number for anything urgent. */
export function KeptOffline(props: {
  /** The form's FormErrors texts (queuedHeading, queuedText, queuedCall). */
  te: Translate<"FormErrors">;
  phone: string;
  phoneHref: string;
  againLabel: string;
  onAgain: () => void;
  level?: 2 | 3;
}) {
  return (
    <FormSuccess
      heading={props.te("queuedHeading")}
      level={props.level}
      againLabel={props.againLabel}
      onAgain={props.onAgain}
      testId="form-kept-offline"
    >
      <p>{props.te("queuedText")}</p>
      <p>
        {props.te("queuedCall")} <PhoneLink phone={props.phone} href={props.phoneHref} className={forms.phone} />
      </p>
    </FormSuccess>
  );
}
