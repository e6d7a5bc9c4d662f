"use client";
import { useMemo, useState, type FormEvent } from "react";
import { Field, fieldAria, GuestForm } from "@/components/forms/Field";
import { FormAlert, FormChecking } from "@/components/forms/FormFeedback";
import type { Locale } from "@/i18n/routing";
import { sendSolvingChallenges } from "@/lib/forms/send-solving-challenges";
import { translator, type FormTexts } from "@/lib/forms/translate";
import forms from "@/components/forms/forms.module.css";
import type { lookUpRequest } from "./actions";

export interface FindRequestFormProps {
  locale: Locale;
  phone: string;
  phoneHref: string;
  action: typeof lookUpRequest;
  texts: FormTexts<"GuestRequest" | "Booking" | "FormErrors">;
}

/**
 * Reference + phone → the request's page. A match opens it with a new link
 * (a full page load: the page is never kept by any cache). A wrong pair is
 * one message, whatever was wrong.
 */
export function FindRequestForm({ locale, phone, phoneHref, action, texts }: FindRequestFormProps) {
  const t = useMemo(() => translator(locale, "GuestRequest", texts.GuestRequest), [locale, texts.GuestRequest]);
  const tb = useMemo(() => translator(locale, "Booking", texts.Booking), [locale, texts.Booking]);
  const te = useMemo(() => translator(locale, "FormErrors", texts.FormErrors), [locale, texts.FormErrors]);
  const [errors, setErrors] = useState<{ reference?: string; phone?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { reference: String(data.get("reference") ?? ""), phone: String(data.get("phone") ?? "") };
    setProblem(null);
    setErrors({});
    setSending(true);
    try {
      const result = await sendSolvingChallenges((...proof) => action(locale, input, ...proof), setChecking).catch(() => ({
        ok: false as const,
        fieldErrors: {},
        formError: "unavailable" as const,
      }));
      if (result.ok) {
        window.location.assign(result.path);
        return;
      }
      const fields: { reference?: string; phone?: string } = result.fieldErrors;
      setErrors({
        reference: fields.reference ? t("findReferenceInvalid") : undefined,
        phone: fields.phone ? te("phoneInvalid") : undefined,
      });
      if (result.formError === "notFound") setProblem(t("findNotFound"));
      else if (result.formError) setProblem(te(`form.${result.formError}`));
      setSending(false);
    } catch {
      setProblem(te("form.unexpected"));
      setSending(false);
    }
  }

  return (
    <GuestForm label={t("findHeading")} testId="find-request-form" onSubmit={onSubmit}>
      {problem ? (
        <FormAlert
          message={problem}
          callLabel={tb("orCall")}
          phone={phone}
          phoneHref={phoneHref}
          shown={problem}
          testId="find-request-error"
        />
      ) : null}
      <Field id="find-reference" label={t("findReference")} hint={t("findReferenceHint")} error={errors.reference} required>
        <input
          type="text"
          name="reference"
          className={`${forms.input} ${forms.ltr}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          {...fieldAria("find-reference", { error: errors.reference, hint: true })}
        />
      </Field>
      <Field id="find-phone" label={t("findPhone")} hint={tb("phoneHint")} error={errors.phone} required>
        <input
          type="tel"
          name="phone"
          inputMode="tel"
          className={`${forms.input} ${forms.ltr}`}
          autoComplete="tel"
          placeholder={tb("phonePlaceholder")}
          maxLength={40}
          required
          {...fieldAria("find-phone", { error: errors.phone, hint: true })}
        />
      </Field>
      <div className={forms.actions}>
        <button type="submit" className="button button--gold" disabled={sending} aria-busy={sending}>
          {sending ? t("findSearching") : t("findSubmit")}
        </button>
        <FormChecking message={te("checking")} checking={checking} />
      </div>
    </GuestForm>
  );
}
