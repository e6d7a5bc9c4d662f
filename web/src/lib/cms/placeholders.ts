import "server-only";
import { PLACEHOLDER_FIELDS, placeholderFields } from "@/lib/placeholders";
import { createServerClient, liveFetch } from "./client";

/**
 * The settings fields that still hold the seed's placeholders, read live from
 * the settings record in force (the newest). For the health check and the
 * staff banner only: guests' pages never ask. Throws when PocketBase cannot
 * be read; an empty list means nothing is left to replace.
 */
export async function getSettingsPlaceholders(url?: string): Promise<string[]> {
  const pb = createServerClient(null, url);
  const page = await pb
    .collection("settings")
    .getList(1, 1, { sort: "-created", fields: PLACEHOLDER_FIELDS.join(","), fetch: liveFetch, skipTotal: true });
  const record = page.items[0];
  return record ? placeholderFields(record) : [];
}
