"use client";

import { hydrateWhenLoaded } from "@/components/forms/hydrate-when-loaded";

/** The find form (reference + phone); its code is not in the first load. */
export const LazyFindRequestForm = hydrateWhenLoaded(() => import("./FindRequestForm").then((m) => m.FindRequestForm));
