import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/desk/ActionForm";
import { PhoneLinks } from "@/components/desk/RequestParts";
import { Pager } from "@/components/desk/Fields";
import styles from "@/components/desk/desk.module.css";
import { listMessages } from "@/lib/cms/desk";
import { deskMarkMessage } from "@/lib/desk/actions";
import { formatInstant } from "@/lib/desk/format";
import { deskLocale, queryValue, withQuery, type DeskPageProps } from "@/lib/desk/page";
import { deskPath } from "@/lib/desk/paths";
import { memberRead, requireMember } from "@/lib/desk/server";

/** What guests sent through the contact form, newest first; each marked handled (or new again). */
export default async function DeskMessagesPage({ params, searchParams }: DeskPageProps) {
  const locale = await deskLocale(params);
  const query = await searchParams;
  const member = await requireMember(locale, withQuery("/messages", query));
  const status = queryValue(query.status);
  const filter = status === "new" || status === "handled" ? status : "";
  const page = Math.max(1, Number.parseInt(queryValue(query.page), 10) || 1);
  const messages = await memberRead(locale, () => listMessages(member, filter, page));
  const t = await getTranslations({ locale, namespace: "Desk" });
  const here = deskPath("/messages", locale);
  const pageHref = (n: number) => `${here}?${new URLSearchParams({ ...(filter ? { status: filter } : {}), page: String(n) })}`;
  const tab = (value: "" | "new" | "handled", label: string) => (
    <Link href={value ? `${here}?status=${value}` : here} aria-current={filter === value ? "page" : undefined} prefetch={false}>
      {label}
    </Link>
  );
  return (
    <>
      <h1>{t("messages.heading")}</h1>
      <p className={styles.lead}>{t("messages.intro")}</p>
      <nav className={styles.links} aria-label={t("list.status")}>
        {tab("", t("messages.anyStatus"))}
        {tab("new", t("messages.new"))}
        {tab("handled", t("messages.handled"))}
      </nav>
      <section className={styles.panel}>
        {messages.items.length === 0 ? <p className={styles.muted}>{t("messages.nothing")}</p> : null}
        <ul className={styles.list}>
          {messages.items.map((message) => (
            <li key={message.id} className={styles.item} data-testid="desk-message">
              <div className={styles.itemHead}>
                <span className={styles.name}>
                  <bdi>{message.name}</bdi>
                </span>
                <span className={styles.badge} data-status={message.status === "new" ? "new" : "confirmed"}>
                  {message.status === "new" ? t("messages.new") : t("messages.handled")}
                </span>
              </div>
              <span className={styles.muted}>{formatInstant(message.created, locale)}</span>
              <p lang={message.locale} dir="auto">
                {message.message}
              </p>
              <span className={styles.links}>
                <PhoneLinks phone={message.phone} locale={locale} />
                {message.email ? (
                  <a href={`mailto:${message.email}`} dir="ltr">
                    {message.email}
                  </a>
                ) : null}
              </span>
              <ActionForm
                action={deskMarkMessage}
                fields={{ id: message.id, status: message.status === "new" ? "handled" : "new", locale }}
                submit={message.status === "new" ? t("messages.markHandled") : t("messages.markNew")}
                buttonClassName="button button--outline button--small"
              />
            </li>
          ))}
        </ul>
        <Pager
          label={t("list.page", { page: messages.page, pages: messages.totalPages })}
          current={t("list.page", { page: messages.page, pages: messages.totalPages })}
          newer={messages.page > 1 ? { href: pageHref(messages.page - 1), label: t("list.previous") } : null}
          older={messages.page < messages.totalPages ? { href: pageHref(messages.page + 1), label: t("list.next") } : null}
        />
      </section>
    </>
  );
}
