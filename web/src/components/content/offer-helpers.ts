import type { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/routing";
import type { Offer } from "@/lib/cms";
import { formatDay } from "@/lib/format";

type OffersT = ReturnType<typeof useTranslations<"Offers">>;

export function offerValidity(offer: Offer, locale: Locale, t: OffersT): string {
  const from = offer.validFrom ? formatDay(offer.validFrom, locale) : null;
  const through = offer.validThrough ? formatDay(offer.validThrough, locale) : null;
  if (from && through) return t("validRange", { from, through });
  if (from) return t("validFrom", { from });
  if (through) return t("validUntil", { through });
  return t("alwaysValid");
}

export function offerDiscount(offer: Offer, t: OffersT): string | null {
  if (!offer.discountPercent) return null;
  return t("discount", { percent: offer.discountPercent, night: offer.discountNight });
}
