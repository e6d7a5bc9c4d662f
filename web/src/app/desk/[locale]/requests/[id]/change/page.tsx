import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { StayFields } from "@/components/desk/StayFields";
import { StayForm } from "@/components/desk/StayForm";
import styles from "@/components/desk/desk.module.css";
import { hotelToday } from "@/lib/booking/rules/dates";
import { getCatalog, getRequest } from "@/lib/cms/desk";
import { formatMoney } from "@/lib/desk/format";
import { deskLocale, type DeskPageProps } from "@/lib/desk/page";
import { deskPath } from "@/lib/desk/paths";
import { deskChangeStay } from "@/lib/desk/stay-actions";
import { memberRead, requireMember } from "@/lib/desk/server";

type Props = Omit<DeskPageProps, "params"> & { params: Promise<{ locale: string; id: string }> };

/** A request's stay changed (the guest called): PocketBase reprices it and checks the rooms; the request page then shows it. */
export default async function DeskChangeStayPage({ params }: Props) {
  const locale = await deskLocale(params);
  const { id } = await params;
  if (!/^[a-z0-9]{15}$/.test(id)) notFound();
  const member = await requireMember(locale, `/requests/${id}/change`);
  const [request, catalog] = await Promise.all([
    memberRead(locale, () => getRequest(member, id)),
    memberRead(locale, () => getCatalog(member)),
  ]);
  if (!request) notFound();
  const t = await getTranslations({ locale, namespace: "Desk.change" });
  const changeable = request.status === "new" || request.status === "confirmed";
  return (
    <>
      <p>
        <Link href={deskPath(`/requests/${id}`, locale)} prefetch={false}>
          {t("back", { reference: `\u2068${request.reference}\u2069` })}
        </Link>
      </p>
      <h1>{t("heading", { reference: `\u2068${request.reference}\u2069` })}</h1>
      <p className={styles.lead} data-testid="desk-change-now">
        {t("now", { total: formatMoney(request.total, request.currency, locale) })}
      </p>
      <p className={styles.lead}>{t("how")}</p>
      {changeable ? (
        <section className={styles.panel} aria-label={t("heading", { reference: request.reference })}>
          <StayForm action={deskChangeStay} fields={{ id, locale }} submit={t("save")} testId="desk-change-form">
            <StayFields
              catalog={catalog}
              locale={locale}
              today={hotelToday()}
              stay={{
                checkIn: request.checkIn,
                checkOut: request.checkOut,
                lines: request.lines.map((line) => ({
                  roomTypeId: line.roomTypeId,
                  rooms: line.rooms,
                  adults: line.adults ?? Math.max(1, line.rooms),
                  children: line.children ?? 0,
                })),
                extras: request.extraIds,
                breakfast: request.breakfast,
                offer: request.offerId,
              }}
            />
          </StayForm>
        </section>
      ) : (
        <p className={styles.panel}>{t("locked")}</p>
      )}
    </>
  );
}
