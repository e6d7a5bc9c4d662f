"use client";

import { hydrateWhenLoaded } from "@/components/forms/hydrate-when-loaded";

/** The contact form; its code (react-hook-form and the form) is not in the first load. */
export const LazyContactForm = hydrateWhenLoaded(() => import("./ContactForm").then((m) => m.ContactForm));
