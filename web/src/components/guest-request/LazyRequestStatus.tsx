"use client";

import { hydrateWhenLoaded } from "@/components/forms/hydrate-when-loaded";

/** The request's live status and cancel button; its code (SWR and the texts' formatter) is not in the first load. */
export const LazyRequestStatus = hydrateWhenLoaded(() => import("./RequestStatus").then((m) => m.RequestStatus));
