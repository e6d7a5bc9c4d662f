import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import type { OutboxMessage } from "@/lib/cms/outbox";
import { deskSendAgain } from "@/lib/desk/actions";
import { formatInstant } from "@/lib/desk/format";
import { ActionForm } from "./ActionForm";
import styles from "./desk.module.css";

/**
 * The e-mails about a request (the outbox): to whom, whether the mail server
 * took each, what it said when it refused, and a way to send one again. Never
 * a message's text, nor the guest's private link inside it.
 */
export async function RequestMessages({ messages, locale }: { messages: OutboxMessage[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Desk.outbox" });
  return (
    <section className={styles.panel} aria-labelledby="desk-outbox" data-testid="desk-outbox">
      <h2 id="desk-outbox">{t("heading")}</h2>
      {messages.length === 0 ? (
        <p className={styles.muted}>{t("nothing")}</p>
      ) : (
        <ol className={styles.history}>
          {messages.map((message) => (
            <li key={message.id} data-testid="desk-outbox-message" data-kind={message.kind}>
              <strong>{t(`kinds.${message.kind}`)}</strong>{" "}
              <span className={styles.badge} data-mail={message.status}>
                {t(`statuses.${message.status}`)}
              </span>
              <br />
              <span className={styles.muted}>
                {t("to", { to: `\u2068${message.to}\u2069` })} ·{" "}
                {message.status === "sent" && message.sentAt
                  ? t("sentAt", { when: formatInstant(message.sentAt, locale) })
                  : t("queuedAt", { when: formatInstant(message.queuedAt, locale) })}
                {message.attempts > 1 ? <> · {t("attempts", { count: message.attempts })}</> : null}
              </span>
              {message.status === "failed" && message.lastError ? (
                <>
                  <br />
                  {t("refused")} <q dir="ltr">{message.lastError}</q>
                </>
              ) : null}
              {/* Kept while the message waits (without its button), so what the form said stays when the page
                  refreshes with the message queued, then sent. */}
              <ActionForm
                action={deskSendAgain}
                fields={{ id: message.id, locale }}
                submit={t("sendAgain")}
                done={t("queued")}
                buttonClassName="button button--outline"
                canSubmit={message.status !== "queued"}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
