"use client";

import { hydrateWhenLoaded } from "@/components/forms/hydrate-when-loaded";

/** The booking form; its code (react-hook-form, pricing and the form) is not in the first load. */
export const LazyBookingForm = hydrateWhenLoaded(() => import("./BookingForm").then((m) => m.BookingForm));
