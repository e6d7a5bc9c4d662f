import "server-only";
import type { Locale } from "@/i18n/routing";
import { env } from "@/lib/env";
import { createServerClient, isNotFound, logCmsError, readFetch } from "./client";
import { hotelToday } from "@/lib/booking/rules/dates";
import { lowestNightlyPrice } from "@/lib/booking/rules/stay-rules";
import { OFFER_NOT_ENDED, RANGE_NOT_ENDED } from "./expiry";
import { resolvePreview, type PreviewContext } from "./preview-context";
import {
  reshapeCatering,
  reshapeClosure,
  reshapeExtra,
  reshapeFacility,
  reshapeOffer,
  reshapePage,
  reshapeRoomType,
  reshapeSeason,
  reshapeSettings,
  reshapeTourScene,
  reshapeUiText,
} from "./reshape";
import type { Availability } from "@/lib/booking/rules/availability";
import { readAvailability } from "./availability";
import type { CateringSection, Extra, Facility, Offer, Page, Rates, RoomType, Settings, TourScene, UiText } from "./types";

export type * from "./types";
export { cmsTag, CONTENT_COLLECTIONS, isContentCollection, type ContentCollection } from "./tags";
export { WIDE_IMAGE_WIDTH } from "./thumbs";
export type { PreviewContext } from "./preview-context";

/**
 * The one module that talks to PocketBase. Every read is cached by Next's
 * data cache and tagged by collection (see client.ts). If PocketBase fails,
 * the last good answer this server has seen is returned instead, so a
 * PocketBase outage never turns a page that worked into a 500; only a read
 * that never succeeded throws (and Next keeps serving the last rendered page).
 *
 * Every read takes an optional last argument, the preview context (see
 * preview-context.ts): left out, it is this request's. A preview read is live, uses
 * the staff token (so unpublished and future records come back), and never
 * touches the public fallback copy.
 */
const lastGood = new Map<string, unknown>();
type Preview = PreviewContext | null | undefined;

async function read<T>(key: string, given: Preview, load: (preview: PreviewContext | null) => Promise<T>): Promise<T> {
  const preview = await resolvePreview(given);
  if (preview) return load(preview);
  try {
    const value = await load(null);
    lastGood.set(key, value);
    return value;
  } catch (error) {
    logCmsError(key, error);
    if (lastGood.has(key)) return lastGood.get(key) as T;
    throw error;
  }
}

const base = () => env().pbUrl;
const bases = () => ({ server: env().pbUrl, public: env().pbPublicUrl });
const bySortOrder = "sort_order,created";

/** Free rooms per room type and night from `first` (a Basra day), for /book: counts only. */
export function getAvailability(first: string): Promise<Availability> {
  return read(`availability:${first}`, null, () => readAvailability(first));
}

export function getSettings(preview?: Preview): Promise<Settings | null> {
  return read("settings", preview, async (preview) => {
    const pb = createServerClient(preview);
    // The newest settings record is the one in force.
    const page = await pb.collection("settings").getList(1, 1, { sort: "-created", fetch: readFetch("settings", preview) });
    const record = page.items[0];
    return record ? reshapeSettings(bases(), record) : null;
  });
}

/** Published room types, each with its "From" price as of today in Basra (seasons and closures applied). */
export async function getRoomTypes(locale: Locale, preview?: Preview): Promise<RoomType[]> {
  const [rooms, rates] = await Promise.all([
    read(`room_types:${locale}`, preview, async (preview) => {
      const pb = createServerClient(preview);
      const records = await pb.collection("room_types").getFullList({ sort: bySortOrder, fetch: readFetch("room_types", preview) });
      return records.map((r) => reshapeRoomType(base(), r, locale));
    }),
    // Without the rates, the rooms' own prices are still right most nights.
    getRates(locale, preview).catch((): Rates => ({ seasons: [], closures: [] })),
  ]);
  const today = hotelToday();
  return rooms.map((room) => ({ ...room, fromPrice: lowestNightlyPrice(room.pricePerNight, room.id, rates, today) ?? room.pricePerNight }));
}

/**
 * Published seasonal rates and closures that have not ended (Basra days). A
 * preview also sees drafts, as it does for offers.
 */
export function getRates(locale: Locale, preview?: Preview): Promise<Rates> {
  return read(`rates:${locale}`, preview, async (preview) => {
    const pb = createServerClient(preview);
    const [seasons, closures] = await Promise.all([
      pb
        .collection("seasonal_rates")
        .getFullList({ filter: RANGE_NOT_ENDED, sort: "first_night", fetch: readFetch("seasonal_rates", preview) }),
      pb.collection("closures").getFullList({ filter: RANGE_NOT_ENDED, sort: "first_night", fetch: readFetch("closures", preview) }),
    ]);
    return { seasons: seasons.map((r) => reshapeSeason(r, locale)), closures: closures.map((r) => reshapeClosure(r, locale)) };
  });
}

/** Published extras guests can add to a booking request, in the staff's order. */
export function getExtras(locale: Locale, preview?: Preview): Promise<Extra[]> {
  return read(`extras:${locale}`, preview, async (preview) => {
    const pb = createServerClient(preview);
    const records = await pb.collection("extras").getFullList({ sort: bySortOrder, fetch: readFetch("extras", preview) });
    return records.map((r) => reshapeExtra(r, locale)).filter((e): e is Extra => e !== null);
  });
}

export function getFacilities(locale: Locale, preview?: Preview): Promise<Facility[]> {
  return read(`facilities:${locale}`, preview, async (preview) => {
    const pb = createServerClient(preview);
    const records = await pb.collection("facilities").getFullList({ sort: bySortOrder, fetch: readFetch("facilities", preview) });
    return records.map((r) => reshapeFacility(base(), r, locale));
  });
}

/**
 * Published offers that are current today (the collection's list rule filters
 * them). A preview also shows drafts and offers that start later, but not
 * offers that have ended.
 */
export function getOffers(locale: Locale, preview?: Preview): Promise<Offer[]> {
  return read(`offers:${locale}`, preview, async (preview) => {
    const pb = createServerClient(preview);
    const records = await pb.collection("offers").getFullList({
      sort: bySortOrder,
      filter: preview ? OFFER_NOT_ENDED : undefined,
      fetch: readFetch("offers", preview),
    });
    return records.map((r) => reshapeOffer(base(), r, locale));
  });
}

export function getOffer(id: string, locale: Locale, preview?: Preview): Promise<Offer | null> {
  if (!/^[a-z0-9]{1,30}$/.test(id)) return Promise.resolve(null);
  return read(`offer:${id}:${locale}`, preview, async (preview) => {
    const pb = createServerClient(preview);
    try {
      const record = await pb.collection("offers").getOne(id, { fetch: readFetch("offers", preview) });
      return reshapeOffer(base(), record, locale);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  });
}

export function getCatering(locale: Locale, preview?: Preview): Promise<CateringSection[]> {
  return read(`catering:${locale}`, preview, async (preview) => {
    const pb = createServerClient(preview);
    const records = await pb.collection("catering").getFullList({ sort: bySortOrder, fetch: readFetch("catering", preview) });
    return records.map((r) => reshapeCatering(base(), r, locale));
  });
}

export function getPage(slug: string, locale: Locale, preview?: Preview): Promise<Page | null> {
  return read(`page:${slug}:${locale}`, preview, async (preview) => {
    const pb = createServerClient(preview);
    const records = await pb.collection("pages").getList(1, 1, {
      filter: pb.filter("slug = {:slug}", { slug }),
      fetch: readFetch("pages", preview),
    });
    const record = records.items[0];
    return record ? reshapePage(base(), record, locale) : null;
  });
}

export function getTourScenes(locale: Locale, preview?: Preview): Promise<TourScene[]> {
  return read(`tour_scenes:${locale}`, preview, async (preview) => {
    const pb = createServerClient(preview);
    const records = await pb.collection("tour_scenes").getFullList({ sort: bySortOrder, fetch: readFetch("tour_scenes", preview) });
    return records.map((r) => reshapeTourScene(bases(), r, locale));
  });
}

/**
 * Interface-text overrides. Never throws: without PocketBase the bundled
 * messages are complete, so an empty list is a safe answer.
 */
export async function getUiTexts(preview?: Preview): Promise<UiText[]> {
  try {
    return await read("ui_texts", preview, async (preview) => {
      const pb = createServerClient(preview);
      const records = await pb.collection("ui_texts").getFullList({ fetch: readFetch("ui_texts", preview) });
      return records.map(reshapeUiText);
    });
  } catch {
    return [];
  }
}

export { getDiagnostics, isPocketBaseUp } from "./diagnostics";
export { getSettingsPlaceholders } from "./placeholders";
