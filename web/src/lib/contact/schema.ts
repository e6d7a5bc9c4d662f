// The contact form's schema, shared by the client form (through
// validation.ts's zodResolver) and the server entry point (server-schema.ts
// adds the real phone check). The fields it shares with booking are in
// lib/forms/fields.ts.
import * as z from "zod/mini";
import { CONTACT_LIMITS } from "@/lib/booking/rules/limits";
import { messageProblem } from "@/lib/booking/rules/text";

export type { ContactField } from "@/lib/forms/form-rules";
import {
  honeypot,
  onObjects,
  optionalEmail,
  optionalPhone,
  personName,
  phoneField,
  requestKey,
  requiredOr,
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
        z.superRefine((value, ctx) => {
          const problem = messageProblem(value);
          if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
        }),
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
