import "server-only";
import { getTranslations } from "next-intl/server";
import { localizedHref } from "@/i18n/localized-path";
import type { Locale } from "@/i18n/routing";
import { getCatering, getFacilities, getOffers, getPage, getRoomTypes, getSettings, type Settings } from "@/lib/cms";
import { FACILITY_PATHS, offerPath, ROUTES } from "@/lib/site";
import { indexFor, search, type SearchDocument, type SearchIndex, type SearchResult } from "./engine";
import { htmlText } from "./html-text";

const TEXT_PAGES = ["about", "terms", "privacy", "cookies", "help"] as const;

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ");

/**
 * What guests can search in one language: published rooms, facilities,
 * current offers, catering, the text pages and the hotel's facts. Every read
 * is the public one (never a staff preview, so drafts never appear) and goes
 * through lib/cms, cached and tagged as the pages' reads are: a save expires
 * the search's copy with the page's, and a query costs PocketBase nothing.
 */
export async function searchDocuments(locale: Locale): Promise<SearchDocument[]> {
  const href = (path: string) => localizedHref(path, locale);
  const [t, rooms, facilities, offers, catering, pages, settings] = await Promise.all([
    getTranslations({ locale, namespace: "Search" }),
    getRoomTypes(locale, null),
    getFacilities(locale, null),
    getOffers(locale, null),
    getCatering(locale, null),
    Promise.all(TEXT_PAGES.map((slug) => getPage(slug, locale, null).then((page) => ({ slug, page })))),
    getSettings(null),
  ]);
  return [
    ...rooms.map((room) => ({
      kind: "room" as const,
      title: room.name,
      href: href(`${ROUTES.rooms}#${room.slug}`),
      text: join(room.summary, htmlText(room.descriptionHtml), room.beds, room.bathroom),
    })),
    ...facilities.map((facility) => ({
      kind: "facility" as const,
      title: facility.name,
      href: href(facility.route ? `${FACILITY_PATHS[facility.route]}#${facility.slug}` : ROUTES.facilities),
      text: join(facility.summary, htmlText(facility.bodyHtml), facility.hours),
    })),
    ...offers.map((offer) => ({
      kind: "offer" as const,
      title: offer.title,
      href: href(offerPath(offer.id)),
      text: join(offer.summary, htmlText(offer.bodyHtml), offer.includes),
    })),
    ...catering.map((section) => ({
      kind: "catering" as const,
      title: section.title,
      href: href(`${ROUTES.catering}#${section.slug}`),
      text: join(section.summary, htmlText(section.bodyHtml)),
    })),
    ...pages.flatMap(({ slug, page }) =>
      page
        ? [{ kind: "page" as const, title: page.title, href: href(ROUTES[slug]), text: join(page.summary, htmlText(page.bodyHtml)) }]
        : [],
    ),
    ...(settings ? factDocuments(settings, locale, t, href) : []),
  ];
}

function factDocuments(
  settings: Settings,
  locale: Locale,
  t: Awaited<ReturnType<typeof getTranslations<"Search">>>,
  href: (path: string) => string,
): SearchDocument[] {
  const fact = (title: string, path: string, text: string): SearchDocument => ({ kind: "fact", title, href: href(path), text });
  const facts = [
    fact(settings.hotelName[locale], ROUTES.home, join(settings.tagline[locale], settings.blurb[locale])),
    fact(t("factAddress"), ROUTES.contact, settings.address[locale]),
    fact(t("factPhone"), ROUTES.contact, join(settings.phone, settings.whatsapp ? t("factWhatsapp", { number: settings.whatsapp }) : null)),
    fact(t("factEmail"), ROUTES.contact, settings.email),
  ];
  if (settings.checkInTime || settings.checkOutTime) {
    facts.push(
      fact(
        t("factTimes"),
        ROUTES.help,
        join(
          settings.checkInTime ? t("factCheckIn", { time: settings.checkInTime }) : null,
          settings.checkOutTime ? t("factCheckOut", { time: settings.checkOutTime }) : null,
        ),
      ),
    );
  }
  if (settings.airportDistanceKm !== null) {
    facts.push(fact(t("factAirport"), `${ROUTES.contact}#map`, t("factAirportText", { km: settings.airportDistanceKm })));
  }
  return facts.filter((doc) => doc.title && doc.text);
}

/** The search index of one language, built from the cached reads above. */
export async function searchIndex(locale: Locale): Promise<SearchIndex> {
  return indexFor(locale, await searchDocuments(locale));
}

/** Results for a query in one language (empty for an empty query, without reading anything). */
export async function searchSite(locale: Locale, query: string): Promise<SearchResult[]> {
  if (!query.trim()) return [];
  return search(await searchIndex(locale), query);
}
