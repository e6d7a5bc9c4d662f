"use client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { addDays, daysBetween, hotelToday, isIsoDate, isoDateToUtcDate } from "@/lib/booking/dates";
import { computePrice, type PriceBreakdown } from "@/lib/booking/pricing";
import { closuresFor, stayProblem, type StayProblem } from "@/lib/booking/stay-rules";
import { BOOKING_FIELDS, BOOKING_LIMITS, toErrorKey } from "@/lib/forms/form-rules";
import type { BookingField, BookingInput, BookingValues } from "@/lib/booking/schema";
import type { FormLevelError } from "@/lib/forms/submit";
import { requestKeyFor, type RequestKeyMemo } from "@/lib/forms/request-key";
import { dayFormatter, dayRange, moneyFormatter, translator } from "@/lib/forms/translate";
import { whatsAppLink } from "@/lib/booking/whatsapp";
import { RequestLink } from "@/components/guest-request/RequestLink";
import { useClientValue } from "@/lib/runtime/use-client-value";
import { useLiveSettings } from "./LiveBookingSettings";
import { Field, fieldAria, Honeypot } from "@/components/forms/Field";
import { sendSolvingChallenges } from "@/lib/forms/send-solving-challenges";
import { applyServerFieldErrors, FormAlert, FormChecking, FormSuccess } from "@/components/forms/FormFeedback";
import { lazyResolver, preloadValidation } from "@/lib/forms/lazy-resolver";
import { LazyStayCalendar } from "./LazyStayCalendar";
import { PhoneLink } from "@/components/forms/PhoneLink";
import { PriceSummary } from "./PriceSummary";
import type { BookingFormProps } from "./types";
import { whenIdleAfterLoad } from "@/lib/runtime/when-idle";
import { KeptOffline, keptOffline, takeBack } from "@/components/forms/KeptOffline";
import styles from "./booking.module.css";
import forms from "@/components/forms/forms.module.css";

type Problem = { kind: FormLevelError | "fields" } | { kind: "priceChanged"; total: number } | { kind: "stay"; stay: StayProblem };

const STAY_ERRORS = new Set(["nightClosed", "minStay"]);

function isWhole(n: unknown, min: number): n is number {
  return typeof n === "number" && Number.isInteger(n) && n >= min;
}

export function BookingForm(props: BookingFormProps) {
  const { locale, roomTypes, offer, contact, texts } = props;
  const t = useMemo(() => translator(locale, "Booking", texts.Booking), [locale, texts.Booking]);
  const te = useMemo(() => translator(locale, "FormErrors", texts.FormErrors), [locale, texts.FormErrors]);
  const money = useMemo(() => moneyFormatter(locale, props.currency), [locale, props.currency]);
  // Live values while the page is open (inside /book's LiveBookingSettingsProvider); the rendered ones otherwise.
  const live = useLiveSettings();
  const breakfastCost = live?.breakfastCost ?? props.breakfastCost;

  // The page may have been rendered (and cached) on an earlier day.
  const today = useClientValue(hotelToday, props.today);

  const capacities = useMemo(
    () => roomTypes.map((r) => ({ id: r.id, slug: r.slug, adults: r.adults, children: r.children, roomCount: r.roomCount })),
    [roomTypes],
  );
  const { rates } = props;
  const resolver = useMemo(
    () => lazyResolver((v) => v.bookingResolver({ today, roomTypes: capacities, stayRules: rates })),
    [today, capacities, rates],
  );
  useEffect(() => whenIdleAfterLoad(preloadValidation), []);
  const initialRoom = roomTypes.find((r) => r.slug === props.initialRoomType) ?? roomTypes[0];

  const form = useForm<BookingInput, unknown, BookingValues>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      checkIn: "",
      checkOut: "",
      guests: initialRoom && initialRoom.adults + initialRoom.children < 2 ? 1 : 2,
      rooms: 1,
      firstName: "",
      lastName: "",
      phone: "",
      email: "",
      roomType: initialRoom?.slug ?? "",
      offer: offer?.id ?? "",
      breakfast: false,
      website: "",
    },
  });
  const { register, formState, setValue, setError } = form;
  // watch(), not useWatch: what a guest typed into the server's form before this code arrived
  // stays in the inputs, and react-hook-form reads it when it registers them, after the first
  // render; useWatch would keep the first render's defaults until the next change (so no nights
  // and no total), while watch() reads the form's values again on the re-render that follows.
  // (This component re-renders on every change either way, and the site has no React Compiler.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const values = form.watch();

  const room = roomTypes.find((r) => r.slug === values.roomType);
  const offerApplies = !!offer && (!offer.roomTypeSlug || offer.roomTypeSlug === values.roomType);
  const nights = isIsoDate(values.checkIn) && isIsoDate(values.checkOut) ? daysBetween(values.checkIn, values.checkOut) : 0;

  const livePrice = useMemo((): PriceBreakdown | null => {
    if (!room || nights < 1 || nights > BOOKING_LIMITS.maxNights) return null;
    if (!isWhole(values.guests, 1) || !isWhole(values.rooms, 1)) return null;
    try {
      return computePrice({
        checkIn: values.checkIn,
        roomTypeId: room.id,
        seasons: rates.seasons,
        nights,
        rooms: values.rooms,
        guests: values.guests,
        breakfast: !!values.breakfast,
        nightlyPrice: room.pricePerNight,
        breakfastCost,
        currency: props.currency,
        offer: offerApplies && offer ? offer : null,
      });
    } catch {
      return null;
    }
  }, [
    room,
    nights,
    values.checkIn,
    rates,
    values.guests,
    values.rooms,
    values.breakfast,
    breakfastCost,
    props.currency,
    offerApplies,
    offer,
  ]);

  // Closed nights and minimum stays, worded with the dates and what would work (the schema only names the rule).
  const localStay = useMemo(
    () =>
      room && nights > 0 ? stayProblem({ checkIn: values.checkIn!, checkOut: values.checkOut!, roomTypeId: room.id }, rates, today) : null,
    [room, nights, values.checkIn, values.checkOut, rates, today],
  );
  const closed = useMemo(() => closuresFor(room?.id, rates.closures, today), [room, rates, today]);

  // When the server priced the same request differently (prices changed after
  // this page was rendered), its price is the one shown and sent back.
  const signature = JSON.stringify([
    values.checkIn,
    values.checkOut,
    values.guests,
    values.rooms,
    values.roomType,
    values.breakfast,
    offerApplies,
  ]);
  const [serverPrice, setServerPrice] = useState<{ signature: string; price: PriceBreakdown } | null>(null);
  const price = serverPrice?.signature === signature ? serverPrice.price : livePrice;
  const [serverStay, setServerStay] = useState<{ signature: string; stay: StayProblem } | null>(null);
  const stay = localStay ?? (serverStay?.signature === signature ? serverStay.stay : null);

  const [calendarWanted, setCalendarWanted] = useState(false);
  const wantCalendar = useCallback(() => setCalendarWanted(true), []);

  const [problem, setProblem] = useState<Problem | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [requestToken, setRequestToken] = useState("");
  const [checking, setChecking] = useState(false);
  // Sending the same request again (its answer was lost) must not book twice.
  const [sentKey, setSentKey] = useState<RequestKeyMemo | null>(null);
  // Sent while offline: kept on the device (lib/offline/outbox.ts).
  const [queued, setQueued] = useState(false);

  // A request written offline whose price changed before it could be sent comes back here, with the new price, for the guest to confirm.
  useEffect(() => {
    let cancelled = false;
    void takeBack("booking", locale).then((entry) => {
      if (cancelled || !entry) return;
      const back = entry.input as BookingInput;
      form.reset({ ...form.getValues(), ...back, website: "" });
      const restoredOffer = !!offer && (!offer.roomTypeSlug || offer.roomTypeSlug === back.roomType);
      const backSignature = JSON.stringify([
        back.checkIn,
        back.checkOut,
        back.guests,
        back.rooms,
        back.roomType,
        back.breakfast,
        restoredOffer,
      ]);
      if (entry.price) {
        setServerPrice({ signature: backSignature, price: entry.price });
        setProblem({ kind: "priceChanged", total: entry.price.total });
      } else setProblem({ kind: "fields" });
    });
    return () => {
      cancelled = true;
    };
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const day = (iso: string) => dayFormatter(locale)(isoDateToUtcDate(iso));
  const stayText = (problem: StayProblem) =>
    problem.kind === "closed"
      ? te("nightClosed", {
          night: day(problem.night),
          reason: problem.reason,
          suggestion: problem.suggestion ? "some" : "none",
          checkIn: problem.suggestion ? day(problem.suggestion.checkIn) : "",
          checkOut: problem.suggestion ? day(problem.suggestion.checkOut) : "",
        })
      : te("minStay", { arrival: day(problem.arrival), count: problem.minNights, checkOut: day(problem.checkOut) });
  const errorText = (field: BookingField) => {
    const message = formState.errors[field]?.message;
    if (!message) return undefined;
    if (STAY_ERRORS.has(message)) return stay ? stayText(stay) : te("invalid");
    return te(toErrorKey(message));
  };

  const onSubmit = form.handleSubmit(async (data) => {
    setProblem(null);
    const input: BookingInput = { ...data, offer: offerApplies ? data.offer : "", total: price?.total };
    const key = requestKeyFor(sentKey, input);
    setSentKey(key);
    let result;
    try {
      result = await sendSolvingChallenges((...proof) => props.action(locale, { ...input, requestKey: key.key }, ...proof), setChecking);
    } catch (error) {
      // No connection: the request waits on this device, under the same key, and goes when the connection returns.
      if (await keptOffline(error, { kind: "booking", locale, key: key.key, input: { ...input, requestKey: key.key } })) {
        setSentKey(null);
        setQueued(true);
        return;
      }
      result = { ok: false as const, fieldErrors: {}, formError: "unavailable" as const };
    }
    if (result.ok) {
      setSentKey(null);
      setReference(result.reference);
      setRequestToken(result.token);
      return;
    }
    if (result.stay) setServerStay({ signature, stay: result.stay });
    applyServerFieldErrors(
      result.fieldErrors,
      BOOKING_FIELDS.filter((f) => f !== "total"),
      setError,
    );
    if (result.fieldErrors.total === "priceChanged" && result.price) {
      setServerPrice({ signature, price: result.price });
      setProblem({ kind: "priceChanged", total: result.price.total });
    } else if (result.stay) {
      // The CMS closed nights or set a minimum stay after this page was loaded: say what, and what would work.
      setProblem({ kind: "stay", stay: result.stay });
    } else {
      setProblem({ kind: result.formError ?? "fields" });
    }
  });

  if (queued) {
    return (
      <KeptOffline
        te={te}
        phone={contact.phone}
        phoneHref={contact.phoneHref}
        againLabel={t("newRequest")}
        onAgain={() => {
          setQueued(false);
          form.reset();
        }}
      />
    );
  }

  if (reference) {
    return (
      <FormSuccess
        heading={t("successHeading")}
        againLabel={t("newRequest")}
        onAgain={() => {
          setReference(null);
          form.reset();
        }}
        testId="booking-success"
      >
        <p>{t("callToConfirm")}</p>
        <p>
          <PhoneLink phone={contact.phone} href={contact.phoneHref} className={forms.phone} />
        </p>
        <p>{t("contactSoon")}</p>
        <p>
          {t("referenceLabel")} <span className={forms.reference}>{reference}</span>
        </p>
        {requestToken ? <RequestLink locale={locale} reference={reference} token={requestToken} t={t} /> : null}
      </FormSuccess>
    );
  }

  const whatsapp =
    room && nights > 0
      ? whatsAppLink(
          contact.whatsapp,
          t("whatsappMessage", {
            room: room.name,
            checkIn: day(values.checkIn!),
            checkOut: day(values.checkOut!),
            nights,
            guests: isWhole(values.guests, 1) ? values.guests : 1,
            rooms: isWhole(values.rooms, 1) ? values.rooms : 1,
            name: `${values.firstName ?? ""} ${values.lastName ?? ""}`.trim() || "-",
          }),
        )
      : null;

  // Bookings were switched to phone-only or paused while the page was open:
  // say so with the number at once (the provider also reloads the panel).
  if (live && live.reservationState !== "open") {
    return (
      <FormAlert
        message={te(`form.${live.reservationState === "closed" ? "bookingClosed" : "phoneOnly"}`)}
        callLabel={t("orCall")}
        phone={contact.phone}
        phoneHref={contact.phoneHref}
        shown
        testId="booking-live-state"
      />
    );
  }

  const capacityPerRoom = room ? room.adults + room.children : 0;
  // Typing the dates is the way in for keyboard and screen reader users: they hear the closed nights too.
  const withClosedNights = <A extends { "aria-describedby"?: string }>(aria: A): A =>
    closed.length > 0
      ? { ...aria, "aria-describedby": [aria["aria-describedby"], "booking-closed-nights"].filter(Boolean).join(" ") }
      : aria;
  const checkInError = errorText("checkIn");
  const checkOutError = errorText("checkOut");

  return (
    <form
      className={forms.form}
      onSubmit={onSubmit}
      onFocus={preloadValidation}
      noValidate
      aria-label={t("formLabel")}
      data-testid="booking-form"
    >
      {problem ? (
        <FormAlert
          message={
            problem.kind === "priceChanged"
              ? t("priceChanged", { total: money(problem.total) })
              : problem.kind === "stay"
                ? stayText(problem.stay)
                : te(`form.${problem.kind}`)
          }
          callLabel={t("orCall")}
          phone={contact.phone}
          phoneHref={contact.phoneHref}
          shown={problem}
          testId="booking-error"
        />
      ) : null}

      {offer ? (
        <div className={styles.offer} data-testid="booking-offer">
          <p className={styles.offerTitle}>{t("offer", { title: offer.title })}</p>
          {offer.includes ? <p>{t("lineIncluded", { text: offer.includes })}</p> : null}
          {!offerApplies ? <p className={forms.note}>{t("offerOtherRoom")}</p> : null}
        </div>
      ) : null}

      <fieldset className={forms.fieldset}>
        <legend className={forms.legend} id="booking-dates-legend">
          {t("dates")}
        </legend>
        <p className={forms.hint} id="booking-dates-hint">
          {t("datesHint")}
        </p>
        {closed.length > 0 ? (
          <div className={styles.closed} id="booking-closed-nights" data-testid="booking-closed-nights">
            <p className={styles.closedHeading}>{t("closedHeading")}</p>
            <ul className={styles.closedList}>
              {closed.map((c) => (
                <li key={c.id}>{t("closedRange", { dates: dayRange(day, c.firstNight, c.lastNight), reason: c.reason })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {/* Reaching the dates (focus, pointer) fetches the calendar at once, if idle time has not yet. */}
        <div className={styles.dates} onFocus={wantCalendar} onPointerOver={wantCalendar}>
          <div className={forms.grid}>
            <Field id="booking-check-in" label={t("checkIn")} error={checkInError} required>
              <input
                type="date"
                className={`${forms.input} ${forms.ltr}`}
                min={today}
                max={addDays(today, BOOKING_LIMITS.maxAdvanceDays)}
                {...withClosedNights(fieldAria("booking-check-in", { error: checkInError }))}
                {...register("checkIn")}
              />
            </Field>
            <Field id="booking-check-out" label={t("checkOut")} error={checkOutError} required>
              <input
                type="date"
                className={`${forms.input} ${forms.ltr}`}
                min={isIsoDate(values.checkIn) ? addDays(values.checkIn, 1) : addDays(today, 1)}
                {...withClosedNights(fieldAria("booking-check-out", { error: checkOutError }))}
                {...register("checkOut")}
              />
            </Field>
          </div>
          <LazyStayCalendar
            wanted={calendarWanted}
            onWanted={wantCalendar}
            locale={locale}
            today={today}
            checkIn={values.checkIn ?? ""}
            checkOut={values.checkOut ?? ""}
            closed={closed}
            closedLabel={(reason) => t("closedDay", { reason })}
            describedBy={closed.length > 0 ? "booking-closed-nights" : undefined}
            labelledBy="booking-dates-legend"
            onChange={(checkIn, checkOut) => {
              const opts = { shouldDirty: true, shouldTouch: true, shouldValidate: formState.isSubmitted };
              setValue("checkIn", checkIn, opts);
              setValue("checkOut", checkOut, opts);
            }}
          />
        </div>
        <p className={styles.nights} aria-live="polite" data-testid="booking-nights">
          {nights > 0 ? t("nights", { count: nights }) : ""}
        </p>
      </fieldset>

      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>{t("stay")}</legend>
        <div className={forms.grid}>
          <Field id="booking-room-type" label={t("roomType")} error={errorText("roomType")} required>
            <select className={forms.input} {...fieldAria("booking-room-type", { error: errorText("roomType") })} {...register("roomType")}>
              {roomTypes.map((r) => (
                <option key={r.slug} value={r.slug}>
                  {t("roomOption", { name: r.name, price: money(r.fromPrice) })}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="booking-guests"
            label={t("guests")}
            hint={capacityPerRoom ? t("capacityHint", { count: capacityPerRoom }) : undefined}
            error={errorText("guests")}
            required
          >
            <input
              type="number"
              inputMode="numeric"
              className={forms.input}
              min={1}
              max={BOOKING_LIMITS.maxGuests}
              step={1}
              {...fieldAria("booking-guests", { error: errorText("guests"), hint: !!capacityPerRoom })}
              {...register("guests", { valueAsNumber: true })}
            />
          </Field>
          <Field id="booking-rooms" label={t("rooms")} error={errorText("rooms")} required>
            <input
              type="number"
              inputMode="numeric"
              className={forms.input}
              min={1}
              max={Math.min(BOOKING_LIMITS.maxRooms, room?.roomCount || BOOKING_LIMITS.maxRooms)}
              step={1}
              {...fieldAria("booking-rooms", { error: errorText("rooms") })}
              {...register("rooms", { valueAsNumber: true })}
            />
          </Field>
        </div>
        <label className={forms.checkbox}>
          <input type="checkbox" {...register("breakfast")} />
          <span>{t("breakfast", { price: money(breakfastCost) })}</span>
        </label>
      </fieldset>

      <fieldset className={forms.fieldset}>
        <legend className={forms.legend}>{t("guestDetails")}</legend>
        <div className={forms.grid}>
          <Field id="booking-first-name" label={t("firstName")} error={errorText("firstName")} required>
            <input
              type="text"
              className={forms.input}
              autoComplete="given-name"
              maxLength={BOOKING_LIMITS.maxNameLength}
              {...fieldAria("booking-first-name", { error: errorText("firstName") })}
              {...register("firstName")}
            />
          </Field>
          <Field id="booking-last-name" label={t("lastName")} error={errorText("lastName")} required>
            <input
              type="text"
              className={forms.input}
              autoComplete="family-name"
              maxLength={BOOKING_LIMITS.maxNameLength}
              {...fieldAria("booking-last-name", { error: errorText("lastName") })}
              {...register("lastName")}
            />
          </Field>
          <Field id="booking-phone" label={t("phone")} hint={t("phoneHint")} error={errorText("phone")} required>
            <input
              type="tel"
              inputMode="tel"
              className={`${forms.input} ${forms.ltr}`}
              autoComplete="tel"
              placeholder={t("phonePlaceholder")}
              maxLength={BOOKING_LIMITS.maxPhoneInput}
              {...fieldAria("booking-phone", { error: errorText("phone"), hint: true })}
              {...register("phone")}
            />
          </Field>
          <Field id="booking-email" label={t("email")} error={errorText("email")}>
            <input
              type="email"
              className={`${forms.input} ${forms.ltr}`}
              autoComplete="email"
              placeholder={t("emailPlaceholder")}
              {...fieldAria("booking-email", { error: errorText("email") })}
              {...register("email")}
            />
          </Field>
        </div>
        <Honeypot label={t("honeypot")} inputProps={register("website")} />
      </fieldset>

      <PriceSummary price={price} offerTitle={offer?.title} locale={locale} t={t} usd={props.usd} day={day} />

      <div className={forms.actions}>
        <button type="submit" className="button button--gold" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting ? t("submitting") : t("submit")}
        </button>
        <FormChecking message={te("checking")} checking={checking} />
        {whatsapp ? (
          <a className="button button--outline" href={whatsapp} target="_blank" rel="noopener noreferrer" data-testid="booking-whatsapp">
            {t("whatsapp")}
          </a>
        ) : null}
      </div>
      <p className={forms.note}>{t("confirmByPhone")}</p>
    </form>
  );
}
