// The contact form's server entry point. The server action
// (components/contact/actions.ts) is a thin wrapper around it; tests call it
// directly with a real PocketBase-backed store.
import type { Locale } from "@/i18n/routing";
import type { Challenge } from "@/lib/forms/challenge";
import { CONTACT_FIELDS, type FieldErrors } from "@/lib/forms/form-rules";
import { fieldErrorsFrom, isTrapped } from "@/lib/forms/fields";
import { normalizePhone } from "@/lib/forms/phone";
import { contactLimiter } from "@/lib/forms/rate-limit";
import { serverContactSchema } from "@/lib/forms/server-schema";
import { admit, saveFailed, type FormLevelError, type SubmitContext } from "@/lib/forms/submit";
import type { ContactField } from "./schema";
import type { GuestContactField, SameFields } from "@/lib/booking/rules/guest-fields";

export interface NewContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
  locale: Locale;
  status: "new";
  /** The form's request key (lib/forms/request-key.ts), "" when the client sent none. */
  idempotency_key: string;
}

// Every field the site sets is one PocketBase takes from the site (GUEST_CONTACT_FIELDS), and only those.
const _guestFieldsAgree: SameFields<keyof NewContactMessage, GuestContactField> = true;

export interface ContactStore {
  createContactMessage(record: NewContactMessage): Promise<{ id: string }>;
}

export interface SubmitContactContext extends SubmitContext {
  store: ContactStore;
}

export type SubmitContactResult =
  | { ok: true }
  | { ok: false; fieldErrors: FieldErrors<ContactField>; formError?: FormLevelError; retryAfterSeconds?: number; challenge?: Challenge };

export async function submitContact(input: unknown, ctx: SubmitContactContext): Promise<SubmitContactResult> {
  const log = ctx.log ?? console;
  const parsed = serverContactSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsFrom(parsed.error, CONTACT_FIELDS, "message") };
  const values = parsed.data;

  const trapped = isTrapped(values);
  const admission = await admit(ctx.limiter ?? contactLimiter, ctx, trapped);
  if (!admission.ok) return admission;

  if (trapped) return { ok: true };
  try {
    await ctx.store.createContactMessage({
      name: values.name,
      phone: values.phone ? (normalizePhone(values.phone) ?? values.phone) : "",
      email: values.email ?? "",
      message: values.message,
      locale: ctx.locale,
      status: "new",
      idempotency_key: values.requestKey ?? "",
    });
    return { ok: true };
  } catch (error) {
    admission.notStored();
    return saveFailed(error, log, "contact", "a message");
  }
}
