import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { Locale } from "@/i18n/routing";
import { formatInstant, formatMoney } from "@/lib/desk/format";
import type { PaymentMethod } from "@/lib/desk/payments";
import { deskPath } from "@/lib/desk/paths";
import { isRequestStatus, type DeskEvent } from "@/lib/desk/types";
import styles from "./desk.module.css";

/** Who did what to a request, when and from where, oldest first (or as given). */
export async function History({ events, locale, withRequest = false }: { events: DeskEvent[]; locale: Locale; withRequest?: boolean }) {
  const t = await getTranslations({ locale, namespace: "Desk" });
  if (events.length === 0) return <p className={styles.muted}>{t("history.nothing")}</p>;
  const who = (event: DeskEvent) => {
    switch (event.actorKind) {
      case "staff":
        return event.actorLabel;
      case "superuser":
        return t("history.adminUi", { email: event.actorLabel });
      case "site":
        return t("history.website");
      case "guest":
        return t("history.guest");
      default:
        return t("history.system");
    }
  };
  const what = (event: DeskEvent) =>
    event.action === "created"
      ? t("history.created")
      : event.action === "edited"
        ? t("history.edited", { fields: event.fields.join(", ") })
        : event.action === "payment" || event.action === "refund"
          ? event.payment
            ? t(`history.${event.action}`, {
                amount: formatMoney(event.payment.amount, event.payment.currency, locale),
                method: t(`payments.methods.${event.payment.method as PaymentMethod}`),
              })
            : t(`payments.kinds.${event.action}`)
          : isRequestStatus(event.action)
            ? t(`status.${event.action}`)
            : event.action;
  return (
    <ol className={styles.history} data-testid="desk-history">
      {events.map((event) => (
        <li key={event.id}>
          {withRequest && event.request ? (
            <>
              <Link href={deskPath(`/requests/${event.request.id}`, locale)} prefetch={false} dir="ltr">
                {event.request.reference}
              </Link>{" "}
              ·{" "}
            </>
          ) : null}
          <strong>{what(event)}</strong>
          <br />
          <span className={styles.muted}>
            {t("history.by", { who: `\u2068${who(event)}\u2069`, when: formatInstant(event.at, locale) })}
            {event.client ? <> · {t("history.from", { client: `\u2068${event.client}\u2069` })}</> : null}
          </span>
          {event.note ? (
            <>
              <br />
              {t("history.reason", { reason: event.note })}
            </>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
