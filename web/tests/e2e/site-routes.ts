import type PocketBase from "pocketbase";

/** Every route of the spec (§2), without a locale prefix; the offer detail needs an id. */
export const STATIC_PATHS = [
  "/",
  "/about",
  "/book",
  "/catering",
  "/contact",
  "/discover",
  "/facilities",
  "/facilitiesdetails",
  "/gymfacility",
  "/lobbyfacility",
  "/MeetingRoomFacility",
  "/offers",
  "/OurRooms",
  "/ResturantFacility",
  "/saunafacility",
  "/test",
  "/terms",
  "/privacy",
  "/cookies",
  "/help",
] as const;

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
