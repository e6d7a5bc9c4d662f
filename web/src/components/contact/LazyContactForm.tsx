"use client";

import { hydrateWhenLoaded } from "@/components/forms/hydrate-when-loaded";

/** The contact form, hydrated when its code (react-hook-form and the form, about 16 KB gzip) arrives. */
export const LazyContactForm = hydrateWhenLoaded(() => import("./ContactForm").then((m) => m.ContactForm));
