import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/routing";
import type { Settings } from "@/lib/cms";
import { dinarsToDollars } from "@/lib/currency/display-currency";
import { formatDay, formatNumber, formatPrice } from "@/lib/format";

/** Dollars per night for a dinar price, when staff have set a rate (shown only to guests who chose dollars). */
function usdFor(amount: number, settings: Settings | null): number | null {
  return settings?.currency === "IQD" ? dinarsToDollars(amount, settings.usdRate) : null;
}

/**
 * A room's "From" price per night, with its dollar approximation (hidden by
 * CSS unless the guest chose dollars) and, with `note`, what "From" means.
 */
export async function FromPrice({
  amount,
  settings,
  locale,
  className = "price",
  note = false,
  children,
}: {
  amount: number;
  settings: Settings | null;
  locale: Locale;
  className?: string;
  note?: boolean;
  /** Text before "From" (e.g. the room's name). */
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "Common" });
  const currency = settings?.currency ?? "IQD";
  const usd = usdFor(amount, settings);
  return (
    <>
      <p className={className}>
        {children}
        <span className="price__from">{t("from")}</span> <strong className="price__amount">{formatPrice(amount, currency, locale)}</strong>{" "}
        <span className="price__unit">{t("perNight")}</span>
        {usd !== null ? (
          <>
            {" "}
            <span className="usd-approx">{t("usdApprox", { amount: formatPrice(usd, "USD", locale) })}</span>
          </>
        ) : null}
      </p>
      {note ? <p className="price__note">{t("fromNote")}</p> : null}
    </>
  );
}

/** Once per page with dollar amounts: the rate and the day it was set (shown only to guests who chose dollars). */
export async function UsdNote({ settings, locale }: { settings: Settings | null; locale: Locale }) {
  if (!settings?.usdRate || settings.currency !== "IQD") return null;
  const t = await getTranslations({ locale, namespace: "Common" });
  return (
    <p className="usd-note">
      {t("usdNote", {
        rate: formatNumber(settings.usdRate, locale),
        date: settings.usdRateSetOn ? formatDay(settings.usdRateSetOn, locale) : "—",
      })}
    </p>
  );
}
