// The forms' schemas as the server runs them: the shared ones (booking/schema.ts,
// contact/schema.ts),
// with the phone field parsed for real. The browser's light check lets
// through some strings that are not numbers; this is where they stop.
import "server-only";
import * as z from "zod/mini";
import { parsePhone } from "@/lib/forms/phone";
import { bookingFieldsSchemaWith } from "@/lib/booking/schema";
import { contactSchemaWith } from "@/lib/contact/schema";
import { phoneField } from "./fields";

const phone = phoneField(z.refine((v: string) => parsePhone(v) !== undefined, { error: "phoneInvalid" }));

export const serverBookingFieldsSchema = bookingFieldsSchemaWith(phone);
export const serverContactSchema = contactSchemaWith(phone);
