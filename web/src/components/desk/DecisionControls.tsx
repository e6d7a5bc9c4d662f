import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { deskDecide } from "@/lib/desk/actions";
import { MAX_REASON } from "@/lib/desk/schemas";
import { DESK_MOVES, type DeskRequestSummary, type RequestStatus } from "@/lib/desk/types";
import { ActionForm } from "./ActionForm";
import styles from "./desk.module.css";

/**
 * What the member may decide on a request now: confirm, decline with a
 * reason, cancel; on and after the day of arrival, arrived or no-show. The
 * ones that cannot be undone ask again first. PocketBase decides what is
 * allowed (pb_hooks/desk-lib.js); this only offers it.
 */
export async function DecisionControls({ request, locale, today }: { request: DeskRequestSummary; locale: Locale; today: string }) {
  const t = await getTranslations({ locale, namespace: "Desk" });
  const moves = DESK_MOVES[request.status].filter(
    (to) => (to !== "arrived" && to !== "no_show") || (request.checkIn <= today && (to === "no_show" || today < request.checkOut)),
  );
  if (moves.length === 0) return <p className={styles.muted}>{t("actions.none")}</p>;
  const fields = (status: RequestStatus) => ({ id: request.id, status, locale });
  const done = (status: RequestStatus) => t("actions.done", { status: t(`status.${status}`) });
  const id = `reason-${request.id}`;
  return (
    <div className={styles.actions} data-testid="desk-actions">
      {moves.includes("confirmed") ? (
        <ActionForm action={deskDecide} fields={fields("confirmed")} submit={t("actions.confirm")} done={done("confirmed")} />
      ) : null}
      {moves.includes("arrived") ? (
        <ActionForm action={deskDecide} fields={fields("arrived")} submit={t("actions.arrived")} done={done("arrived")} />
      ) : null}
      {moves.includes("declined") ? (
        <details className={styles.confirmBox}>
          <summary>{t("actions.decline")}</summary>
          <ActionForm
            action={deskDecide}
            fields={fields("declined")}
            submit={t("actions.declineSubmit")}
            done={done("declined")}
            className={styles.form}
            buttonClassName="button button--outline"
          >
            <div className={styles.field}>
              <label htmlFor={id}>{t("actions.declineReason")}</label>
              <textarea id={id} name="reason" maxLength={MAX_REASON} rows={3} />
            </div>
          </ActionForm>
        </details>
      ) : null}
      {moves.includes("no_show") ? (
        <details className={styles.confirmBox}>
          <summary>{t("actions.noShow")}</summary>
          <p>{t("actions.noShowWarn")}</p>
          <ActionForm
            action={deskDecide}
            fields={fields("no_show")}
            submit={t("actions.noShowSubmit")}
            done={done("no_show")}
            buttonClassName="button button--outline"
          />
        </details>
      ) : null}
      {moves.includes("cancelled") ? (
        <details className={styles.confirmBox}>
          <summary>{t("actions.cancel")}</summary>
          <p>{t("actions.cancelWarn")}</p>
          <ActionForm
            action={deskDecide}
            fields={fields("cancelled")}
            submit={t("actions.cancelSubmit")}
            done={done("cancelled")}
            buttonClassName="button button--outline"
          />
        </details>
      ) : null}
    </div>
  );
}
