import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { whatsAppChatLink } from "@/lib/booking/whatsapp";
import { formatDay } from "@/lib/desk/format";
import { deskPath } from "@/lib/desk/paths";
import type { DeskRequestSummary, DeskRoomLine, RequestStatus } from "@/lib/desk/types";
import { telHref, whatsAppNumber } from "@/lib/forms/phone";
import styles from "./desk.module.css";

export async function StatusBadge({ status, locale }: { status: RequestStatus; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Desk.status" });
  return (
    <span className={styles.badge} data-status={status} data-testid="desk-status">
      {t(status)}
    </span>
  );
}

/** The guest's phone as written, a tel: link, and a WhatsApp chat when it is a phone number. */
export async function PhoneLinks({ phone, locale }: { phone: string; locale: Locale }) {
  if (!phone) return null;
  const t = await getTranslations({ locale, namespace: "Desk.common" });
  const chat = whatsAppChatLink(whatsAppNumber(phone));
  return (
    <span className={styles.links}>
      <a href={telHref(phone)} aria-label={t("call", { phone })} dir="ltr">
        {phone}
      </a>
      {chat ? (
        <a href={chat} target="_blank" rel="noopener noreferrer">
          {t("whatsapp")}
        </a>
      ) : null}
    </span>
  );
}

/** "2 × Deluxe, 1 × Suite", each type in the page's language (the other when only that is written). */
export async function roomsText(lines: DeskRoomLine[], locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: "Desk.common" });
  return lines
    .map((line) => {
      const name = line.name[locale] || line.name[locale === "ar" ? "en" : "ar"] || t("unnamedRoom");
      return t("roomLine", { rooms: line.rooms, name });
    })
    .join(locale === "ar" ? "، " : ", ");
}

/** One request in a list: the guest, the stay, the rooms, the phone; `children` for what the list adds (actions, waiting time). */
export async function RequestItem({
  request,
  locale,
  children,
}: {
  request: DeskRequestSummary;
  locale: Locale;
  children?: React.ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "Desk.common" });
  const name = `${request.firstName} ${request.lastName}`.trim();
  return (
    <li className={styles.item} data-testid="desk-request" data-reference={request.reference}>
      <div className={styles.itemHead}>
        <Link href={deskPath(`/requests/${request.id}`, locale)} className={styles.name} prefetch={false}>
          <bdi>{name}</bdi>
        </Link>
        <StatusBadge status={request.status} locale={locale} />
      </div>
      <span className={styles.muted}>
        <span dir="ltr">{request.reference}</span> ·{" "}
        {t("stay", { from: formatDay(request.checkIn, locale, "medium"), to: formatDay(request.checkOut, locale, "medium") })} ·{" "}
        {t("nights", { count: request.nights })}
      </span>
      <span>{await roomsText(request.lines, locale)}</span>
      <PhoneLinks phone={request.phone} locale={locale} />
      {children}
    </li>
  );
}
