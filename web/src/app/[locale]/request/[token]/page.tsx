import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/content/PageHeader";
import { PhoneLink } from "@/components/forms/PhoneLink";
import { cancelRequest } from "@/components/guest-request/actions";
import { LazyRequestStatus } from "@/components/guest-request/LazyRequestStatus";
import styles from "@/components/guest-request/guest-request.module.css";
import { isLocale, routing } from "@/i18n/routing";
import { hotelToday } from "@/lib/booking/rules/dates";
import { getSettings } from "@/lib/cms";
import { guestRequests } from "@/lib/cms/guest-requests";
import { guestRequestStatus, guestRequestView } from "@/lib/cms/guest-view";
import { formatDay, formatPrice } from "@/lib/format";
import { formTexts } from "@/lib/forms/form-texts";
import { telHref } from "@/lib/forms/phone";
import { pageLocale } from "@/lib/page";

// A guest's own request, read as it is now on every visit: never cached
// (force-dynamic answers no-store; the front door passes it uncached).
export const dynamic = "force-dynamic";

interface RequestParams {
  params: Promise<{ locale: string; token: string }>;
}

// No canonical, alternates or Open Graph URL: they would copy the token into the page.
export async function generateMetadata({ params }: RequestParams): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : routing.defaultLocale, namespace: "Metadata" });
  return { title: { absolute: t("request") }, robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/**
 * The request behind the token of a guest's private link: its status (kept
 * current while open), the stay and the cancel button. Any token that opens
 * no request (unknown, tampered, malformed) gets the site's 404 page, after
 * the same look-up a real one gets.
 */
export default async function RequestPage({ params }: RequestParams) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const record = await guestRequests().get(token);
  if (!record) notFound();
  const view = guestRequestView(record, locale, hotelToday());
  const [t, texts, settings] = await Promise.all([
    getTranslations({ locale, namespace: "GuestRequest" }),
    formTexts(locale, ["GuestRequest"]),
    getSettings().catch(() => null),
  ]);
  const included = [
    ...(view.offer ? [t("offer", { title: view.offer })] : []),
    ...(view.breakfast ? [t("breakfast")] : []),
    ...view.extras.map(
      (extra) =>
        t("extraLine", { name: extra.name, quantity: extra.quantity === null ? "none" : String(extra.quantity) }) +
        (extra.amount ? ` · ${formatPrice(extra.amount, view.currency, locale)}` : ""),
    ),
  ];
  return (
    <>
      <PageHeader title={t("heading", { reference: view.reference })} />
      <div className="container">
        <LazyRequestStatus
          locale={locale}
          token={token}
          reference={view.reference}
          initial={guestRequestStatus(view)}
          texts={texts}
          cancel={cancelRequest}
        />
        <section className={styles.stay} aria-labelledby="request-stay-heading" data-testid="request-stay">
          <h2 id="request-stay-heading" className={styles.label}>
            {t("stay")}
          </h2>
          <dl className={styles.details}>
            <dt>{t("datesLabel")}</dt>
            <dd>
              {t("dates", { checkIn: formatDay(view.checkIn, locale), checkOut: formatDay(view.checkOut, locale) })} ·{" "}
              {t("nights", { count: view.nights })}
            </dd>
            <dt>{t("rooms")}</dt>
            <dd>
              <ul className={styles.list}>
                {view.rooms.map((line, i) => (
                  <li key={i}>
                    {t("roomLine", { rooms: line.rooms, name: line.name })} ·{" "}
                    {line.adults === null
                      ? t("roomGuests", { guests: line.guests })
                      : t("roomAdultsChildren", { adults: line.adults, children: line.children ?? 0 })}
                  </li>
                ))}
              </ul>
            </dd>
            {included.length > 0 ? (
              <>
                <dt>{t("included")}</dt>
                <dd>
                  <ul className={styles.list}>
                    {included.map((text, i) => (
                      <li key={i}>{text}</li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            <dt>{t("total")}</dt>
            <dd data-testid="request-total">{formatPrice(view.total, view.currency, locale)}</dd>
            {view.paid !== 0 ? (
              <>
                <dt>{t("paid")}</dt>
                <dd data-testid="request-paid">{formatPrice(view.paid, view.currency, locale)}</dd>
                <dt>{view.due < 0 ? t("refundDue") : t("due")}</dt>
                <dd data-testid="request-due">{formatPrice(Math.abs(view.due), view.currency, locale)}</dd>
              </>
            ) : null}
          </dl>
        </section>
        {settings?.phone ? (
          <p>
            {t("callUs")} <PhoneLink phone={settings.phone} href={telHref(settings.phone)} />
          </p>
        ) : null}
      </div>
    </>
  );
}
