import { getTranslations } from "next-intl/server";
import { localizedHref } from "@/i18n/localized-path";
import { LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, type Locale } from "@/i18n/routing";
import { telHref } from "@/lib/forms/phone";
import type { Settings } from "@/lib/cms";
import { buildNav, MAIN_MENU, ROUTES } from "@/lib/site";
import { searchButtonProps } from "@/components/search/search-button-props";
import { HeaderBar } from "./HeaderBar";

/** Translates the chrome on the server and hands plain strings to the client leaf. */
export async function Header({ locale, settings }: { locale: Locale; settings: Settings | null }) {
  const [t, tPanel, tMenu, tSwitch, tSocial, tCurrency, search] = await Promise.all([
    getTranslations({ locale, namespace: "Header" }),
    getTranslations({ locale, namespace: "SidePanel" }),
    getTranslations({ locale, namespace: "Menu" }),
    getTranslations({ locale, namespace: "LanguageSwitcher" }),
    getTranslations({ locale, namespace: "Social" }),
    getTranslations({ locale, namespace: "CurrencySwitcher" }),
    searchButtonProps(locale),
  ]);
  const hotelName = settings?.hotelName[locale] ?? "";
  const localize = (path: string) => localizedHref(path, locale);
  const nav = buildNav(MAIN_MENU, (key) => tMenu(key), localize);
  const toggleLabels: Record<string, string> = {};
  const collect = (items: typeof nav) =>
    items.forEach((item) => {
      if (item.children) {
        toggleLabels[item.id] = tPanel("toggleSection", { section: item.label });
        collect(item.children);
      }
    });
  collect(nav);

  return (
    <HeaderBar
      hotelName={hotelName}
      homeHref={localize(ROUTES.home)}
      logoLabel={t("logoLabel", { hotel: hotelName })}
      offers={{ href: localize(ROUTES.offers), label: t("offers") }}
      contact={{ href: localize(ROUTES.contact), label: t("contact") }}
      menuLabel={t("menu")}
      openMenuLabel={t("openMenu")}
      search={search}
      panel={{
        search,
        title: tPanel("title"),
        closeLabel: tPanel("close"),
        menuLabel: t("menu"),
        nav,
        toggleLabels,
        switcher: {
          locale,
          label: tSwitch("label"),
          languages: {
            ar: {
              name: LANGUAGE_NAMES.ar,
              short: LANGUAGE_SHORT_NAMES.ar,
              switchLabel: tSwitch("switchTo", { language: LANGUAGE_NAMES.ar }),
            },
            en: {
              name: LANGUAGE_NAMES.en,
              short: LANGUAGE_SHORT_NAMES.en,
              switchLabel: tSwitch("switchTo", { language: LANGUAGE_NAMES.en }),
            },
          },
        },
        currencySwitcher: settings?.usdRate
          ? {
              label: tCurrency("label"),
              currencies: {
                IQD: { short: tCurrency("IQD"), name: tCurrency("IQDName") },
                USD: { short: tCurrency("USD"), name: tCurrency("USDName") },
              },
            }
          : null,
        phone: settings?.phone ? { label: tPanel("callUs"), value: settings.phone, href: telHref(settings.phone) } : null,
        email: settings?.email ? { label: tPanel("emailUs"), value: settings.email } : null,
        address: { label: tPanel("address"), lines: settings?.address[locale] || tPanel("addressLines") },
        social: {
          label: tPanel("followUs"),
          links: (settings?.social ?? []).map((link) => ({ ...link, label: tSocial(link.network) })),
        },
      }}
    />
  );
}
