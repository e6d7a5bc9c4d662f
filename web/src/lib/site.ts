import type { FacilityRoute } from "@/lib/domain";

/** The site's public paths (the legacy site's, same letter case) and its static main menu. */
export const ROUTES = {
  home: "/",
  about: "/about",
  book: "/book",
  catering: "/catering",
  contact: "/contact",
  discover: "/discover",
  facilities: "/facilities",
  facilitiesdetails: "/facilitiesdetails",
  gym: "/gymfacility",
  lobby: "/lobbyfacility",
  meetingRoom: "/MeetingRoomFacility",
  offers: "/offers",
  rooms: "/OurRooms",
  restaurant: "/ResturantFacility",
  sauna: "/saunafacility",
  test: "/test",
  terms: "/terms",
  privacy: "/privacy",
  cookies: "/cookies",
  help: "/help",
} as const;

export const OFFER_PREFIX = "offerDetails-";

/**
 * The page the front door serves, with 503, when the site cannot answer and it
 * has no copy of the page asked for (proxy/hotel/site-down.conf). Not indexed.
 */
export const SITE_DOWN_PATH = "/unavailable";

/**
 * The facility pages (app/[locale]/facilities/[key]): the key is what staff
 * pick in a facility's `route` field, the value its public path.
 */
export const FACILITY_PATHS = {
  gym: ROUTES.gym,
  lobby: ROUTES.lobby,
  "meeting-room": ROUTES.meetingRoom,
  restaurant: ROUTES.restaurant,
  sauna: ROUTES.sauna,
  services: ROUTES.facilitiesdetails,
} as const satisfies Record<FacilityRoute, string>;

export function isFacilityRoute(value: string): value is FacilityRoute {
  return Object.hasOwn(FACILITY_PATHS, value);
}

/**
 * Folders named for what they serve, and the public path each answers
 * at (folder path → public path). next-intl's `pathnames`: the proxy rewrites
 * each public path to its folder.
 */
export const PATHNAMES: Record<string, string> = {
  "/rooms": ROUTES.rooms,
  "/offers/[id]": `/${OFFER_PREFIX}[id]`,
  "/diagnostics": ROUTES.test,
  ...Object.fromEntries(Object.entries(FACILITY_PATHS).map(([key, path]) => [`/facilities/${key}`, path])),
};

const template = (path: string) => new RegExp(`^${path.replace(/\[[^\]]+\]/g, "([^/]+)")}$`);
const FOLDERS = Object.entries(PATHNAMES).map(([folder, pub]) => ({ pattern: template(folder), pub }));
// A folder's own path is no second address of its page: the proxy answers 404.
const FOLDER_ONLY = [...FOLDERS.map((f) => f.pattern), template("/facilities/[key]")];

/** "/rooms", "/facilities/gym", "/offers/abc", "/diagnostics": a folder's path, not a public one. */
export function isFolderPath(path: string): boolean {
  return FOLDER_ONLY.some((pattern) => pattern.test(path));
}

/** The public path of a folder's path ("/facilities/gym" → "/gymfacility"); other paths unchanged. */
export function publicPath(path: string): string {
  for (const { pattern, pub } of FOLDERS) {
    const match = pattern.exec(path);
    if (match) return match[1] === undefined ? pub : pub.replace(/\[[^\]]+\]/, match[1]);
  }
  return path;
}

export function offerPath(id: string): string {
  return `/${OFFER_PREFIX}${id}`;
}

export function bookPath(params: { room?: string; offer?: string } = {}): string {
  const query = new URLSearchParams();
  if (params.room) query.set("room", params.room);
  if (params.offer) query.set("offer", params.offer);
  const qs = query.toString();
  return qs ? `${ROUTES.book}?${qs}` : ROUTES.book;
}

/** Public, indexable paths (the sitemap adds one path per current offer). */
export const INDEXABLE_PATHS: readonly string[] = Object.values(ROUTES).filter((path) => path !== ROUTES.test);

/** Keys of the `Menu` message namespace. */
export type MenuLabelKey =
  | "home"
  | "about"
  | "discover"
  | "rooms"
  | "facilities"
  | "catering"
  | "offers"
  | "contact"
  | "aboutJourney"
  | "aboutHelp"
  | "discoverTour"
  | "discoverMap"
  | "facilitiesAll"
  | "wellness"
  | "gym"
  | "sauna"
  | "dining"
  | "restaurant"
  | "lobby"
  | "business"
  | "meetingRooms"
  | "services"
  | "moreServices";

export interface MenuItem {
  id: string;
  label: MenuLabelKey;
  link: string;
  megaMenu?: boolean;
  submenus?: MenuItem[];
}

/** Spec order: Home, About, Discover, Rooms, Facilities, Catering, Offers, Contact. */
export const MAIN_MENU: readonly MenuItem[] = [
  { id: "home", label: "home", link: ROUTES.home },
  {
    id: "about",
    label: "about",
    link: ROUTES.about,
    submenus: [
      { id: "about-journey", label: "aboutJourney", link: ROUTES.about },
      { id: "about-help", label: "aboutHelp", link: ROUTES.help },
    ],
  },
  {
    id: "discover",
    label: "discover",
    link: ROUTES.discover,
    submenus: [
      { id: "discover-tour", label: "discoverTour", link: ROUTES.discover },
      { id: "discover-map", label: "discoverMap", link: `${ROUTES.contact}#map` },
    ],
  },
  { id: "rooms", label: "rooms", link: ROUTES.rooms },
  {
    id: "facilities",
    label: "facilities",
    link: ROUTES.facilities,
    megaMenu: true,
    submenus: [
      { id: "facilities-all", label: "facilitiesAll", link: ROUTES.facilities },
      {
        id: "wellness",
        label: "wellness",
        link: ROUTES.gym,
        submenus: [
          { id: "gym", label: "gym", link: ROUTES.gym },
          { id: "sauna", label: "sauna", link: ROUTES.sauna },
        ],
      },
      {
        id: "dining",
        label: "dining",
        link: ROUTES.restaurant,
        submenus: [
          { id: "restaurant", label: "restaurant", link: ROUTES.restaurant },
          { id: "lobby", label: "lobby", link: ROUTES.lobby },
        ],
      },
      {
        id: "business",
        label: "business",
        link: ROUTES.meetingRoom,
        submenus: [{ id: "meeting-rooms", label: "meetingRooms", link: ROUTES.meetingRoom }],
      },
      {
        id: "services",
        label: "services",
        link: ROUTES.facilitiesdetails,
        submenus: [{ id: "more-services", label: "moreServices", link: ROUTES.facilitiesdetails }],
      },
    ],
  },
  { id: "catering", label: "catering", link: ROUTES.catering },
  { id: "offers", label: "offers", link: ROUTES.offers },
  { id: "contact", label: "contact", link: ROUTES.contact },
];

/** A menu item ready for a client component: translated label, localized href. */
export interface NavItem {
  id: string;
  label: string;
  href: string;
  children?: NavItem[];
}

export function buildNav(
  items: readonly MenuItem[],
  translate: (key: MenuLabelKey) => string,
  localize: (path: string) => string,
): NavItem[] {
  return items.map((item) => ({
    id: item.id,
    label: translate(item.label),
    href: localize(item.link),
    ...(item.submenus ? { children: buildNav(item.submenus, translate, localize) } : {}),
  }));
}
