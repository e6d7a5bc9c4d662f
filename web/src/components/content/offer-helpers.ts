import type { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import type { Offer } from "@/lib/cms";
import { formatDayWithHijri, type HijriShift } from "@/lib/date-format";

type OffersT = ReturnType<typeof useTranslations<"Offers">>;

/** The days an offer runs, each with its Hijri date (moved by settings.hijri_shift). */
export function offerValidity(offer: Offer, locale: Locale, t: OffersT, hijriShift: HijriShift): string {
  const from = offer.validFrom ? formatDayWithHijri(offer.validFrom, locale, hijriShift) : null;
  const through = offer.validThrough ? formatDayWithHijri(offer.validThrough, locale, hijriShift) : null;
  if (from && through) return t("validRange", { from, through });
  if (from) return t("validFrom", { from });
  if (through) return t("validUntil", { through });
  return t("alwaysValid");
}

export function offerDiscount(offer: Offer, t: OffersT): string | null {
  if (!offer.discountPercent) return null;
  return t("discount", { percent: offer.discountPercent, night: offer.discountNight });
}
