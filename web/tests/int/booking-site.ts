// How the booking integration tests start and what they send: a real
// PocketBase with this repo's migrations and hooks (mailing through `smtp`
// when given) holding the seeded hotel, and the context and form input the
// site's server actions submit with. Apart from booking-helpers.ts because
// the e2e stack and the benchmark import that file without the site's code.
import type PocketBase from "pocketbase";
import { startPocketBase, superuserClient, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { createRateLimiter } from "@/lib/forms/rate-limit";
import { bookingForm } from "@/lib/booking/test-input";
import type { BookingStore, SubmitBookingContext } from "@/lib/booking/submit";
import type { ContactStore } from "@/lib/contact/submit";
import { createPocketBaseBookingStore } from "@/lib/cms/bookings";
import { createBookingFixtures, type BookingFixtures, type SmtpReceiver } from "./booking-helpers";

export interface BookingSite {
  pb: PocketBaseServer;
  admin: PocketBase;
  fixtures: BookingFixtures;
  ctx: SubmitBookingContext & { store: BookingStore & ContactStore };
}

export interface BookingSiteOptions {
  clientKey: string;
  locale?: SubmitBookingContext["locale"];
  smtp?: SmtpReceiver;
  /** More of PocketBase's environment (STAFF_NOTIFY_EMAIL, SITE_URL, …). */
  env?: Record<string, string>;
  /** Off for tests that post dozens of requests from one address in seconds (the limiter is not their subject). */
  rateLimits?: boolean;
}

export async function startBookingSite(opts: BookingSiteOptions): Promise<BookingSite> {
  const mail: Record<string, string> = opts.smtp ? { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(opts.smtp.port), SMTP_TLS: "false" } : {};
  const pb = await startPocketBase({ env: { ...mail, ...opts.env } });
  try {
    const admin = await superuserClient(pb);
    if (opts.rateLimits === false) await admin.settings.update({ rateLimits: { enabled: false } });
    const fixtures = await createBookingFixtures(admin);
    const ctx = {
      locale: opts.locale ?? "en",
      clientKey: opts.clientKey,
      store: createPocketBaseBookingStore({ url: pb.url, ...pb.site }),
      limiter: createRateLimiter({ capacity: 1000, refillMs: 1000 }),
      log: { error: () => {} },
    };
    return { pb, admin, fixtures, ctx };
  } catch (error) {
    await pb.stop();
    throw error;
  }
}

/** A guest's booking form as the server action receives it, 2 nights 20 days ahead; `overrides` changes any field (hostile ones too). */
export function bookingInput(overrides: Record<string, unknown> = {}) {
  const today = hotelToday();
  return { ...bookingForm(addDays(today, 20), addDays(today, 22)), ...overrides };
}
