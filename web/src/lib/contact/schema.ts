// The contact form's schema, shared by the client form (through
// validation.ts's zodResolver) and the server entry point (server-schema.ts
// adds the real phone check). The fields it shares with booking are in
// lib/forms/fields.ts.
import * as z from "zod/mini";
import { CONTACT_LIMITS } from "@/lib/forms/form-rules";

export type { ContactField } from "@/lib/forms/form-rules";
import {
  CONTROL,
  honeypot,
  onObjects,
  optionalEmail,
  optionalPhone,
  personName,
  phoneField,
  requestKey,
  requiredOr,
  TAG_LIKE,
  type PhoneSchema,
} from "@/lib/forms/fields";

/** The contact form's fields and rules; `phone` is the browser's or the server's phone field. */
export function contactSchemaWith(phone: PhoneSchema) {
  return z
    .object({
      name: personName(CONTACT_LIMITS.maxNameLength),
      phone: optionalPhone(phone),
      email: optionalEmail,
      message: z.string({ error: requiredOr("invalid") }).check(
        z.trim(),
        z.minLength(1, { error: "required" }),
        z.minLength(CONTACT_LIMITS.minMessageLength, { error: "messageTooShort" }),
        z.maxLength(CONTACT_LIMITS.maxMessageLength, { error: "messageTooLong" }),
        z.refine((v) => !TAG_LIKE.test(v), { error: "markup", abort: true }),
        z.refine((v) => !CONTROL.test(v), { error: "invalid" }),
      ),
      website: honeypot,
      requestKey,
    })
    .check(
      z.superRefine((value, ctx) => {
        const { phone: p, email } = value as Partial<typeof value>;
        const has = (v: unknown) => typeof v === "string" && v.trim() !== "";
        if (!has(p) && !has(email)) ctx.addIssue({ code: "custom", path: ["phone"], message: "contactMethodRequired" });
      }, onObjects),
    );
}

export const contactSchema = contactSchemaWith(phoneField());

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
