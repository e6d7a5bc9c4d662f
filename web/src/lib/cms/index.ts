import "server-only";
import type { Locale } from "@/i18n/routing";
import { env } from "@/lib/env";
import { createServerClient, isNotFound, logCmsError, taggedFetch } from "./client";
import {
  reshapeCatering,
  reshapeFacility,
  reshapeOffer,
  reshapePage,
  reshapeRoomType,
  reshapeSettings,
  reshapeTourScene,
  reshapeUiText,
} from "./reshape";
import type {
  CateringSection,
  Facility,
  FacilityRoute,
  Offer,
  Page,
  RoomType,
  Settings,
  TourScene,
  UiText,
} from "./types";

export type * from "./types";
export { CMS_TAGS, CONTENT_COLLECTIONS, isContentCollection, type ContentCollection } from "./tags";

/**
 * The one module that talks to PocketBase. Every read is cached by Next's
 * data cache and tagged by collection (see client.ts). If PocketBase fails,
 * the last good answer this server has seen is returned instead, so a
 * PocketBase outage never turns a page that worked into a 500; only a read
 * that never succeeded throws (and Next keeps serving the last rendered page).
 */
const lastGood = new Map<string, unknown>();

async function read<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load();
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

export function getSettings(): Promise<Settings | null> {
  return read("settings", async () => {
    const pb = createServerClient();
    // Spec: the newest settings record is the one in force.
    const page = await pb.collection("settings").getList(1, 1, { sort: "-created", fetch: taggedFetch("settings") });
    const record = page.items[0];
    return record ? reshapeSettings(bases(), record) : null;
  });
}

export function getRoomTypes(locale: Locale): Promise<RoomType[]> {
  return read(`room_types:${locale}`, async () => {
    const pb = createServerClient();
    const records = await pb.collection("room_types").getFullList({ sort: bySortOrder, fetch: taggedFetch("room_types") });
    return records.map((r) => reshapeRoomType(base(), r, locale));
  });
}

export async function getRoomType(slug: string, locale: Locale): Promise<RoomType | null> {
  const rooms = await getRoomTypes(locale);
  return rooms.find((room) => room.slug === slug) ?? null;
}

export function getFacilities(locale: Locale): Promise<Facility[]> {
  return read(`facilities:${locale}`, async () => {
    const pb = createServerClient();
    const records = await pb.collection("facilities").getFullList({ sort: bySortOrder, fetch: taggedFetch("facilities") });
    return records.map((r) => reshapeFacility(base(), r, locale));
  });
}

/** The facilities that live at a legacy route (facilitiesdetails gathers several). */
export async function getFacilitiesByRoute(route: FacilityRoute, locale: Locale): Promise<Facility[]> {
  const facilities = await getFacilities(locale);
  return facilities.filter((facility) => facility.route === route);
}

export async function getFacilityByRoute(route: FacilityRoute, locale: Locale): Promise<Facility | null> {
  return (await getFacilitiesByRoute(route, locale))[0] ?? null;
}

/** Published offers that are current today (the collection's list rule filters them). */
export function getOffers(locale: Locale): Promise<Offer[]> {
  return read(`offers:${locale}`, async () => {
    const pb = createServerClient();
    const records = await pb.collection("offers").getFullList({ sort: bySortOrder, fetch: taggedFetch("offers") });
    return records.map((r) => reshapeOffer(base(), r, locale));
  });
}

export function getOffer(id: string, locale: Locale): Promise<Offer | null> {
  if (!/^[a-z0-9]{1,30}$/.test(id)) return Promise.resolve(null);
  return read(`offer:${id}:${locale}`, async () => {
    const pb = createServerClient();
    try {
      const record = await pb.collection("offers").getOne(id, { fetch: taggedFetch("offers") });
      return reshapeOffer(base(), record, locale);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  });
}

export function getCatering(locale: Locale): Promise<CateringSection[]> {
  return read(`catering:${locale}`, async () => {
    const pb = createServerClient();
    const records = await pb.collection("catering").getFullList({ sort: bySortOrder, fetch: taggedFetch("catering") });
    return records.map((r) => reshapeCatering(base(), r, locale));
  });
}

export function getPage(slug: string, locale: Locale): Promise<Page | null> {
  return read(`page:${slug}:${locale}`, async () => {
    const pb = createServerClient();
    const records = await pb.collection("pages").getList(1, 1, {
      filter: pb.filter("slug = {:slug}", { slug }),
      fetch: taggedFetch("pages"),
    });
    const record = records.items[0];
    return record ? reshapePage(base(), record, locale) : null;
  });
}

export function getTourScenes(locale: Locale): Promise<TourScene[]> {
  return read(`tour_scenes:${locale}`, async () => {
    const pb = createServerClient();
    const records = await pb.collection("tour_scenes").getFullList({ sort: bySortOrder, fetch: taggedFetch("tour_scenes") });
    return records.map((r) => reshapeTourScene(bases(), r, locale));
  });
}

/**
 * Interface-text overrides. Never throws: without PocketBase the bundled
 * messages are complete, so an empty list is a safe answer.
 */
export async function getUiTexts(): Promise<UiText[]> {
  try {
    return await read("ui_texts", async () => {
      const pb = createServerClient();
      const records = await pb.collection("ui_texts").getFullList({ fetch: taggedFetch("ui_texts") });
      return records.map(reshapeUiText);
    });
  } catch {
    return [];
  }
}

export { getDiagnostics } from "./diagnostics";
