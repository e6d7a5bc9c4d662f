import type { NavItem } from "@/lib/site";
import type { SearchButtonProps } from "./SearchButton";
import type { SidePanelContent } from "./SidePanel";

/** Plain props as the server Header passes them, for component tests. */
export const nav: NavItem[] = [
  { id: "home", label: "Home", href: "/en" },
  {
    id: "about",
    label: "About",
    href: "/en/about",
    children: [
      { id: "about-journey", label: "Our journey", href: "/en/about" },
      { id: "about-help", label: "Help", href: "/en/help" },
    ],
  },
  {
    id: "facilities",
    label: "Facilities",
    href: "/en/facilities",
    children: [
      {
        id: "wellness",
        label: "Wellness",
        href: "/en/gymfacility",
        children: [
          { id: "gym", label: "Gym", href: "/en/gymfacility" },
          { id: "sauna", label: "Sauna", href: "/en/saunafacility" },
        ],
      },
      {
        id: "dining",
        label: "Dining",
        href: "/en/ResturantFacility",
        children: [{ id: "restaurant", label: "Restaurant", href: "/en/ResturantFacility" }],
      },
    ],
  },
  { id: "contact", label: "Contact", href: "/en/contact" },
];

export const toggleLabels = {
  about: "Show About",
  facilities: "Show Facilities",
  wellness: "Show Wellness",
  dining: "Show Dining",
};

export const searchButton: SearchButtonProps = {
  label: "Search",
  openLabel: "Search the site",
  dialog: {
    locale: "en",
    action: "/en/search",
    api: "/search.json",
    texts: {
      title: "Search the site",
      close: "Close the search",
      label: "Search rooms, facilities, offers and more",
      placeholder: "Sauna, suite, airport…",
      submit: "Search",
      results: "Results",
      empty: "Type a word.",
      noResults: "Nothing found for “{query}”.",
      counts: ["0 results", "1 result", "2 results"],
      searching: "Searching…",
      failed: "The search is not answering.",
      allResults: "All results for “{query}”",
      kinds: { room: "Room", facility: "Facility", offer: "Offer", catering: "Catering", page: "Page", fact: "Hotel facts" },
    },
  },
};

export const panelContent: SidePanelContent = {
  search: searchButton,
  title: "Menu",
  closeLabel: "Close the menu",
  menuLabel: "Main menu",
  nav,
  toggleLabels,
  switcher: {
    locale: "en",
    label: "Language",
    languages: {
      ar: { name: "العربية", short: "ع", switchLabel: "Switch the site to العربية" },
      en: { name: "English", short: "EN", switchLabel: "Switch the site to English" },
    },
  },
  currencySwitcher: {
    label: "Currency",
    currencies: {
      IQD: { short: "IQD", name: "Show prices in Iraqi dinars" },
      USD: { short: "USD", name: "Also show approximate US dollars" },
    },
  },
  phone: { label: "Call us", value: "+964 780 000 0000", href: "tel:+9647800000000" },
  email: { label: "E-mail us", value: "reservations@example.com" },
  address: { label: "Address", lines: "Iraq, Basra, Al-saadi Street" },
  social: {
    label: "Follow us",
    links: [
      { network: "facebook", url: "https://facebook.com/h", label: "Facebook" },
      { network: "instagram", url: "https://instagram.com/h", label: "Instagram" },
      { network: "x", url: "https://x.com/h", label: "X" },
    ],
  },
};
