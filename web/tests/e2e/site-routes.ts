import type PocketBase from "pocketbase";
import staticPaths from "./static-paths.json" with { type: "json" };

/**
 * Every public route, without a locale prefix; the offer detail needs an id.
 * /test is in STATUS_PATHS. The list is static-paths.json,
 * which the compose smoke test (scripts/compose-smoke-checks.mjs) reads too.
 */
export const STATIC_PATHS: readonly string[] = staticPaths;

/** Routes with a cached page for guests and a live one for signed-in staff (noindex, not in the sitemap). */
export const STATUS_PATHS = ["/test"] as const;

export const LOCALES = ["ar", "en"] as const;

export function inLocale(path: string, locale: (typeof LOCALES)[number]): string {
  if (locale === "ar") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** The id of a published, current offer (the Wedding Offer in the seed). */
export async function currentOfferId(pb: PocketBase): Promise<string> {
  const offers = await pb.collection("offers").getList(1, 1, { filter: "published = true", sort: "sort_order" });
  const offer = offers.items[0];
  if (!offer) throw new Error("the seed has no published offer");
  return offer.id;
}
