/** The site's paths (same letter case as the legacy site) and its static main menu. */
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

/** The internal route the proxy rewrites /offerDetails-{id} to. */
export const OFFER_INTERNAL_PREFIX = "/offer-details/";

/** "/offerDetails-abc" → "abc" (the offer id), otherwise null. */
export function offerIdFromPath(path: string): string | null {
  const match = /^\/offerDetails-([a-z0-9]{1,30})$/.exec(path);
  return match ? match[1]! : null;
}
