import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/desk/ActionForm";
import { Field, NewPasswordField } from "@/components/desk/Fields";
import styles from "@/components/desk/desk.module.css";
import { listAccountEvents, listAccounts } from "@/lib/cms/desk";
import { deskCreateAccount, deskUpdateAccount } from "@/lib/desk/actions";
import { formatInstant } from "@/lib/desk/format";
import { deskLocale, type DeskPageProps } from "@/lib/desk/page";
import { memberRead, requireMember } from "@/lib/desk/server";

const EVENT_KEYS = {
  created: "accounts.eventCreated",
  disabled: "accounts.eventDisabled",
  enabled: "accounts.eventEnabled",
  role: "accounts.eventRole",
  renamed: "accounts.eventRenamed",
  email: "accounts.eventEmail",
} as const;

/** A manager's: the desk's accounts, a new one, disabling and enabling, roles, and what changed. */
export default async function DeskAccountsPage({ params }: DeskPageProps) {
  const locale = await deskLocale(params);
  const member = await requireMember(locale, "/accounts", "manager");
  const [accounts, events] = await memberRead(locale, () => Promise.all([listAccounts(member), listAccountEvents(member)]));
  const t = await getTranslations({ locale, namespace: "Desk" });
  const roleName = (role: string) => (role === "manager" ? t("accounts.roleManager") : t("accounts.roleReservations"));
  return (
    <>
      <h1>{t("accounts.heading")}</h1>
      <p className={styles.lead}>{t("accounts.intro")}</p>
      <section className={styles.panel}>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="desk-accounts">
            <thead>
              <tr>
                <th scope="col">{t("accounts.name")}</th>
                <th scope="col">{t("accounts.email")}</th>
                <th scope="col">{t("accounts.role")}</th>
                <th scope="col">{t("accounts.state")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("actions.heading")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr key={account.id} data-email={account.email}>
                  <th scope="row">
                    <bdi>{account.name}</bdi>{" "}
                    {account.id === member.id ? <span className={styles.muted}>({t("accounts.you")})</span> : null}
                  </th>
                  <td dir="ltr">{account.email}</td>
                  <td>{roleName(account.role)}</td>
                  <td>{account.active ? t("accounts.active") : t("accounts.disabled")}</td>
                  <td>
                    {account.id === member.id ? null : (
                      <div className={styles.actions}>
                        <ActionForm
                          action={deskUpdateAccount}
                          fields={{ id: account.id, active: String(!account.active), locale }}
                          submit={account.active ? t("accounts.disable") : t("accounts.enable")}
                          buttonClassName="button button--outline button--small"
                        />
                        <ActionForm
                          action={deskUpdateAccount}
                          fields={{ id: account.id, role: account.role === "manager" ? "reservations" : "manager", locale }}
                          submit={account.role === "manager" ? t("accounts.makeReservations") : t("accounts.makeManager")}
                          buttonClassName="button button--outline button--small"
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="desk-new-account">
        <h2 id="desk-new-account">{t("accounts.newHeading")}</h2>
        <ActionForm
          action={deskCreateAccount}
          fields={{ locale }}
          submit={t("accounts.create")}
          done={t("accounts.created")}
          className={styles.form}
        >
          <Field id="account-name" name="name" label={t("accounts.name")} required maxLength={80} autoComplete="off" />
          <Field id="account-email" name="email" label={t("accounts.email")} type="email" required dir="ltr" autoComplete="off" />
          <div className={styles.field}>
            <label htmlFor="account-role">{t("accounts.role")}</label>
            <select id="account-role" name="role" defaultValue="reservations">
              <option value="reservations">{t("accounts.roleReservations")}</option>
              <option value="manager">{t("accounts.roleManager")}</option>
            </select>
          </div>
          <NewPasswordField id="account-password" name="password" label={t("accounts.password")} />
        </ActionForm>
      </section>

      <section className={styles.panel} aria-labelledby="desk-account-events">
        <h2 id="desk-account-events">{t("accounts.events")}</h2>
        {events.length === 0 ? <p className={styles.muted}>{t("accounts.noEvents")}</p> : null}
        <ol className={styles.history}>
          {events.map((event) => (
            <li key={event.id}>
              <strong>
                <bdi>{event.account?.name ?? "?"}</bdi>
              </strong>{" "}
              {t(EVENT_KEYS[event.action as keyof typeof EVENT_KEYS] ?? "accounts.eventRenamed", {
                detail:
                  event.action === "role"
                    ? event.detail.split(" → ").map(roleName).join(" → ")
                    : event.action === "created"
                      ? roleName(event.detail)
                      : event.detail,
              })}
              <br />
              <span className={styles.muted}>
                {t("history.by", { who: `\u2068${event.actorLabel || t("history.system")}\u2069`, when: formatInstant(event.at, locale) })}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
