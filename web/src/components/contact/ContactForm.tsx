"use client";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { EmailField, Field, fieldAria, GuestForm, Honeypot, PhoneField } from "@/components/forms/Field";
import { sendSolvingChallenges } from "@/lib/forms/send-solving-challenges";
import { applyServerFieldErrors, FormAlert, FormChecking, FormSuccess } from "@/components/forms/FormFeedback";
import { lazyResolver, preloadValidation, preloadValidationSoon } from "@/lib/forms/lazy-resolver";
import type { ContactAction } from "./types";
import type { Locale } from "@/i18n/routing";
import { CONTACT_LIMITS } from "@/lib/booking/rules/limits";
import { CONTACT_FIELDS, toErrorKey } from "@/lib/forms/form-rules";
import type { ContactField, ContactInput, ContactValues } from "@/lib/contact/schema";
import type { FormLevelError } from "@/lib/forms/submit";
import { requestKeyFor, type RequestKeyMemo } from "@/lib/forms/request-key";
import { translator, type FormTexts } from "@/lib/forms/translate";
import { KeptOffline, keptOffline } from "@/components/forms/KeptOffline";
import forms from "@/components/forms/forms.module.css";

const resolver = lazyResolver((v) => v.contactResolver());

export interface ContactFormProps {
  locale: Locale;
  /** The hotel's number, shown with every failure so the guest can always call. */
  phone: string;
  /** Its tel: link (telHref, on the server). */
  phoneHref: string;
  action: ContactAction;
  /** The form's texts, compiled on the server (formTexts). */
  texts: FormTexts<"ContactForm" | "FormErrors">;
}

export function ContactForm({ locale, phone, phoneHref, action, texts }: ContactFormProps) {
  const t = useMemo(() => translator(locale, "ContactForm", texts.ContactForm), [locale, texts.ContactForm]);
  const te = useMemo(() => translator(locale, "FormErrors", texts.FormErrors), [locale, texts.FormErrors]);
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver,
    mode: "onTouched",
    // No defaultValues: react-hook-form then takes each input's value as it
    // finds it, so what a guest typed before the form hydrated is kept
    // (hydrateWhenLoaded); the inputs start empty anyway.
  });
  const { register, formState, setError } = form;
  useEffect(preloadValidationSoon, []);
  const [problem, setProblem] = useState<FormLevelError | "fields" | null>(null);
  const [sent, setSent] = useState(false);
  // Sent while offline: kept on the device (lib/offline/outbox.ts).
  const [queued, setQueued] = useState(false);
  const [checking, setChecking] = useState(false);
  // Sending the same message again (its answer was lost) must not store it twice.
  const [sentKey, setSentKey] = useState<RequestKeyMemo | null>(null);
  const errorText = (field: ContactField) => {
    const message = formState.errors[field]?.message;
    return message ? te(toErrorKey(message)) : undefined;
  };

  const onSubmit = form.handleSubmit(async (data) => {
    setProblem(null);
    const key = requestKeyFor(sentKey, data);
    setSentKey(key);
    let result;
    try {
      result = await sendSolvingChallenges((...proof) => action(locale, { ...data, requestKey: key.key }, ...proof), setChecking);
    } catch (error) {
      // No connection: the message waits on this device, under the same key, and goes when the connection returns.
      if (await keptOffline(error, { kind: "contact", locale, key: key.key, input: { ...data, requestKey: key.key } })) {
        setSentKey(null);
        setQueued(true);
        return;
      }
      result = { ok: false as const, fieldErrors: {}, formError: "unavailable" as const };
    }
    if (result.ok) {
      setSentKey(null);
      setSent(true);
      return;
    }
    applyServerFieldErrors(result.fieldErrors, CONTACT_FIELDS, setError);
    setProblem(result.formError ?? "fields");
  });

  if (queued) {
    return (
      <KeptOffline
        te={te}
        phone={phone}
        phoneHref={phoneHref}
        level={3}
        againLabel={t("newMessage")}
        onAgain={() => {
          setQueued(false);
          form.reset();
        }}
      />
    );
  }

  if (sent) {
    return (
      <FormSuccess
        heading={t("successHeading")}
        level={3}
        againLabel={t("newMessage")}
        onAgain={() => {
          setSent(false);
          form.reset();
        }}
        testId="contact-success"
      >
        <p>{t("successText")}</p>
      </FormSuccess>
    );
  }

  const nameError = errorText("name");
  const phoneError = errorText("phone");
  const emailError = errorText("email");
  const messageError = errorText("message");

  return (
    <GuestForm label={t("formLabel")} testId="contact-form" onSubmit={onSubmit} onFocus={preloadValidation}>
      {problem ? (
        <FormAlert
          message={te(`form.${problem}`)}
          callLabel={t("orCall")}
          phone={phone}
          phoneHref={phoneHref}
          shown={problem}
          testId="contact-error"
        />
      ) : null}
      <div className={forms.grid}>
        <Field id="contact-name" label={t("name")} error={nameError} required>
          <input
            type="text"
            className={forms.input}
            autoComplete="name"
            placeholder={t("namePlaceholder")}
            maxLength={CONTACT_LIMITS.maxNameLength}
            {...fieldAria("contact-name", { error: nameError })}
            {...register("name")}
          />
        </Field>
        <PhoneField
          id="contact-phone"
          label={t("phone")}
          hint={t("contactHint")}
          error={phoneError}
          placeholder={t("phonePlaceholder")}
          inputProps={register("phone")}
        />
        <EmailField
          id="contact-email"
          label={t("email")}
          error={emailError}
          placeholder={t("emailPlaceholder")}
          inputProps={register("email")}
        />
      </div>
      <Field id="contact-message" label={t("message")} error={messageError} required>
        <textarea
          className={forms.input}
          rows={6}
          maxLength={CONTACT_LIMITS.maxMessageLength}
          {...fieldAria("contact-message", { error: messageError })}
          {...register("message")}
        />
      </Field>
      <Honeypot label={t("honeypot")} inputProps={register("website")} />
      <div className={forms.actions}>
        <button type="submit" className="button button--gold" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting ? t("submitting") : t("submit")}
        </button>
        <FormChecking message={te("checking")} checking={checking} />
      </div>
    </GuestForm>
  );
}
