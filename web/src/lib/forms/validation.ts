// The forms' validation in the browser: zodResolver with the shared schemas.
// Loaded on demand (lazy-resolver.ts), so zod is not part
// of /book's and /contact's first load.
import { zodResolver } from "@hookform/resolvers/zod";
import { bookingSchema, type BookingRulesContext } from "@/lib/booking/schema";
import { contactSchema } from "@/lib/contact/schema";

export const bookingResolver = (context: BookingRulesContext) => zodResolver(bookingSchema(context));
export const contactResolver = () => zodResolver(contactSchema);
