"use client";
import { useMemo, useRef, useState } from "react";
import useSWR from "swr";
import { localizedPath } from "@/i18n/localized-path";
import type { Locale } from "@/i18n/routing";
import type { GuestRequestStatus } from "@/lib/cms/guest-view";
import { translator, type FormTexts } from "@/lib/forms/translate";
import { useFocusWhenShown } from "@/components/forms/FormFeedback";
import type { CancelResult } from "./actions";
import { REQUEST_STATUS_PATH } from "./paths";
import styles from "./guest-request.module.css";

// Staff's decision reaches an open page within this, while the page is
// visible (SWR does not poll a hidden tab, and asks again on focus).
export const POLL_MS = 3_000;

type CancelStep = "idle" | "confirming" | "sending";
const OUTCOME_TEXT = {
  cancelled: "cancelled",
  already_cancelled: "alreadyCancelled",
  too_late: "tooLate",
  declined: "notCancellable",
  failed: "cancelFailed",
} as const;

export interface RequestStatusProps {
  locale: Locale;
  token: string;
  reference: string;
  initial: GuestRequestStatus;
  texts: FormTexts<"GuestRequest">;
  cancel: (locale: Locale, token: string) => Promise<CancelResult>;
}

/**
 * The request's status, kept current by polling the page's own route
 * (POST, the token in the body, no-store), and the cancel button with its
 * one confirmation step.
 */
export function RequestStatus({ locale, token, reference, initial, texts, cancel }: RequestStatusProps) {
  const t = useMemo(() => translator(locale, "GuestRequest", texts.GuestRequest), [locale, texts.GuestRequest]);
  const { data, mutate } = useSWR(
    ["guest-request-status", locale, token],
    async () => {
      const response = await fetch(localizedPath(REQUEST_STATUS_PATH, locale), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token }),
        cache: "no-store",
        referrerPolicy: "no-referrer",
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return (await response.json()) as GuestRequestStatus;
    },
    { fallbackData: initial, refreshInterval: POLL_MS, revalidateOnMount: false, shouldRetryOnError: false },
  );
  const status = data ?? initial;
  const [step, setStep] = useState<CancelStep>("idle");
  const [outcome, setOutcome] = useState<keyof typeof OUTCOME_TEXT | null>(null);
  const question = useFocusWhenShown<HTMLParagraphElement>(step === "confirming");
  const result = useFocusWhenShown<HTMLParagraphElement>(outcome);
  const cancelButton = useRef<HTMLButtonElement>(null);

  async function confirmCancel() {
    setStep("sending");
    let answer: CancelResult;
    try {
      answer = await cancel(locale, token);
    } catch {
      answer = { outcome: "failed" };
    }
    if ("status" in answer) await mutate(answer.status, { revalidate: false });
    setOutcome(answer.outcome);
    setStep("idle");
  }

  return (
    <section className={styles.status} aria-labelledby="request-status-heading" data-testid="request-status" data-status={status.status}>
      <h2 id="request-status-heading" className={styles.label}>
        {t("statusLabel")}
      </h2>
      <div aria-live="polite">
        <p className={styles.statusText} data-testid="request-status-text">
          {t("status", { status: status.status })}
        </p>
        {status.declineReason ? <p data-testid="request-decline-reason">{t("declineReason", { reason: status.declineReason })}</p> : null}
      </div>
      <p className={styles.hint}>{t("live")}</p>
      {outcome ? (
        <p ref={result} tabIndex={-1} role="status" className={styles.outcome} data-testid="request-cancel-outcome">
          {t(OUTCOME_TEXT[outcome])}
        </p>
      ) : null}
      {status.cancellable && step === "idle" ? (
        <div className={styles.actions}>
          <button ref={cancelButton} type="button" className="button button--outline" onClick={() => setStep("confirming")}>
            {t("cancel")}
          </button>
          <p className={styles.hint}>{t("cancelUntil")}</p>
        </div>
      ) : null}
      {status.cancellable && step !== "idle" ? (
        <div className={styles.confirm} role="group" aria-labelledby="request-cancel-question">
          <p id="request-cancel-question" ref={question} tabIndex={-1}>
            {t("cancelConfirmQuestion", { reference })}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="button button--gold"
              onClick={confirmCancel}
              disabled={step === "sending"}
              aria-busy={step === "sending"}
            >
              {step === "sending" ? t("cancelling") : t("cancelConfirm")}
            </button>
            <button
              type="button"
              className="button button--outline"
              disabled={step === "sending"}
              onClick={() => {
                setStep("idle");
                requestAnimationFrame(() => cancelButton.current?.focus());
              }}
            >
              {t("cancelKeep")}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
