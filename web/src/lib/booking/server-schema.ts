// The forms' schemas as the server runs them: the shared ones (schema.ts),
// with the phone field parsed for real. The browser's light check lets
// through some strings that are not numbers; this is where they stop.
import "server-only";
import * as z from "zod/mini";
import { parsePhone } from "@/lib/forms/phone";
import { bookingFieldsSchemaWith, contactSchemaWith, phoneField } from "./schema";

const phone = phoneField(z.refine((v: string) => parsePhone(v) !== undefined, { error: "phoneInvalid" }));

export const serverBookingFieldsSchema = bookingFieldsSchemaWith(phone);
export const serverContactSchema = contactSchemaWith(phone);
