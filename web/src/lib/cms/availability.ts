import "server-only";
import type { Availability } from "@/lib/booking/rules/availability";
import { availabilityWindow } from "@/lib/booking/availability-window";
import { createServerClient, taggedFetch } from "./client";
import { AVAILABILITY } from "./tags";

/**
 * Free rooms per room type and night from `first` (pb_hooks/availability.pb.js):
 * counts only. Cached and tagged like content; PocketBase expires the tag
 * when a confirmation or a cancellation changes what is held.
 */
export async function readAvailability(first: string): Promise<Availability> {
  const pb = createServerClient(null);
  return pb.send<Availability>("/api/availability", {
    query: availabilityWindow(first),
    fetch: taggedFetch(AVAILABILITY),
  });
}
