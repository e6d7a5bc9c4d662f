import "server-only";
import { PLACEHOLDER_FIELDS, placeholderFields } from "@/lib/placeholders";
import { createServerClient, liveFetch, logCmsError } from "./client";

/**
 * The settings fields that still hold the seed's placeholders, read live from
 * the settings record in force (the newest): empty when none is left, null
 * when PocketBase cannot be read (logged). For the health check and the
 * staff banner only: guests' pages never ask.
 */
export async function getSettingsPlaceholders(): Promise<string[] | null> {
  try {
    const page = await createServerClient()
      .collection("settings")
      .getList(1, 1, { sort: "-created", fields: PLACEHOLDER_FIELDS.join(","), fetch: liveFetch, skipTotal: true });
    const record = page.items[0];
    return record ? placeholderFields(record) : [];
  } catch (error) {
    logCmsError("settings placeholders", error);
    return null;
  }
}
