"use client";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { daysBetween, hotelToday, isIsoDate, isoDateToUtcDate } from "@/lib/booking/dates";
import { closuresFor, stayProblem, type StayProblem } from "@/lib/booking/stay-rules";
import { BOOKING_FIELDS, toErrorKey } from "@/lib/forms/form-rules";
import type { BookingField, BookingInput, BookingValues } from "@/lib/booking/schema";
import type { FormLevelError } from "@/lib/forms/submit";
import { requestKeyFor, type RequestKeyMemo } from "@/lib/forms/request-key";
import { dayFormatter, moneyFormatter, translator } from "@/lib/forms/translate";
import { whatsAppLink } from "@/lib/booking/whatsapp";
import { useClientValue } from "@/lib/runtime/use-client-value";
import { useLiveSettings } from "./LiveBookingSettings";
import { useAvailability } from "./LiveAvailability";
import { RoomsLeft } from "./RoomsLeft";
import { withFullNights } from "@/lib/booking/availability";
import { sendSolvingChallenges } from "@/lib/forms/send-solving-challenges";
import { applyServerFieldErrors, FormAlert } from "@/components/forms/FormFeedback";
import { lazyResolver, preloadValidation } from "@/lib/forms/lazy-resolver";
import { PriceSummary } from "./PriceSummary";
import { BookingSuccess } from "./BookingSuccess";
import { DatesStep } from "./DatesStep";
import { StayStep } from "./StayStep";
import { GuestStep } from "./GuestStep";
import { BookingActions } from "./BookingActions";
import { isWhole, useBookingPrice } from "./use-booking-price";
import { stayProblemText } from "./stay-problem-text";
import type { BookingFormProps } from "./types";
import { whenIdleAfterLoad } from "@/lib/runtime/when-idle";
import styles from "./booking.module.css";
import forms from "@/components/forms/forms.module.css";

type Problem = { kind: FormLevelError | "fields" } | { kind: "priceChanged"; total: number } | { kind: "stay"; stay: StayProblem };

const STAY_ERRORS = new Set(["nightClosed", "nightFull", "minStay"]);

/**
 * The booking request form: its state, validation and sending. Each step is a
 * part of its own (DatesStep, StayStep, GuestStep), the price is worked out by
 * useBookingPrice and shown by PriceSummary.
 */
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
  // Nights on which the rooms asked for are not free count as closed (availability.ts); rules follow the rooms field.
  const availability = useAvailability();
  const [roomsWanted, setRoomsWanted] = useState(1);
  const fullReason = useMemo(() => translator(locale, "Booking", texts.Booking)("fullyBooked"), [locale, texts.Booking]);
  const rules = useMemo(() => withFullNights(rates, availability, roomsWanted, fullReason), [rates, availability, roomsWanted, fullReason]);
  const typeIds = useMemo(() => roomTypes.map((r) => r.id), [roomTypes]);
  const resolver = useMemo(
    () => lazyResolver((v) => v.bookingResolver({ today, roomTypes: capacities, stayRules: rules })),
    [today, capacities, rules],
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
  const rooms = isWhole(values.rooms, 1) ? values.rooms : 1;
  useEffect(() => setRoomsWanted(rooms), [rooms]);

  const room = roomTypes.find((r) => r.slug === values.roomType);
  const offerApplies = !!offer && (!offer.roomTypeSlug || offer.roomTypeSlug === values.roomType);
  const nights = isIsoDate(values.checkIn) && isIsoDate(values.checkOut) ? daysBetween(values.checkIn, values.checkOut) : 0;

  const { price, signature, setServerPrice } = useBookingPrice({
    values,
    room,
    nights,
    rates,
    breakfastCost,
    currency: props.currency,
    offer,
    offerApplies,
  });

  // Closed nights and minimum stays, worded with the dates and what would work (the schema only names the rule).
  const localStay = useMemo(
    () =>
      room && nights > 0
        ? stayProblem({ checkIn: values.checkIn!, checkOut: values.checkOut!, roomTypeId: room.id }, rules, today, typeIds)
        : null,
    [room, nights, values.checkIn, values.checkOut, rules, today, typeIds],
  );
  const closed = useMemo(() => closuresFor(room?.id, rules.closures, today), [room, rules, today]);
  const [serverStay, setServerStay] = useState<{ signature: string; stay: StayProblem } | null>(null);
  const stay = localStay ?? (serverStay?.signature === signature ? serverStay.stay : null);

  const [problem, setProblem] = useState<Problem | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Sending the same request again (its answer was lost) must not book twice.
  const [sentKey, setSentKey] = useState<RequestKeyMemo | null>(null);

  const day = (iso: string) => dayFormatter(locale)(isoDateToUtcDate(iso));
  const typeNames = (ids: string[]) =>
    new Intl.ListFormat(locale).format(ids.map((id) => roomTypes.find((r) => r.id === id)?.name ?? "").filter(Boolean));
  const stayText = (problem: StayProblem) => stayProblemText(te, day, problem, typeNames);
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
    } catch {
      result = { ok: false as const, fieldErrors: {}, formError: "unavailable" as const };
    }
    if (result.ok) {
      setSentKey(null);
      setReference(result.reference);
      return;
    }
    if (result.stay) setServerStay({ signature, stay: result.stay });
    applyServerFieldErrors(
      result.fieldErrors,
      BOOKING_FIELDS.filter((f) => f !== "total"),
      setError,
    );
    if (result.fieldErrors.total === "priceChanged" && result.price) {
      setServerPrice(result.price);
      setProblem({ kind: "priceChanged", total: result.price.total });
    } else if (result.stay) {
      // The CMS closed nights or set a minimum stay after this page was loaded: say what, and what would work.
      setProblem({ kind: "stay", stay: result.stay });
    } else {
      setProblem({ kind: result.formError ?? "fields" });
    }
  });

  if (reference) {
    const again = () => {
      setReference(null);
      form.reset();
    };
    return <BookingSuccess t={t} contact={contact} reference={reference} onAgain={again} />;
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

      <DatesStep
        t={t}
        locale={locale}
        today={today}
        checkIn={values.checkIn}
        checkOut={values.checkOut}
        nights={nights}
        closed={closed}
        day={day}
        register={register}
        errorText={errorText}
        onPick={(checkIn, checkOut) => {
          const opts = { shouldDirty: true, shouldTouch: true, shouldValidate: formState.isSubmitted };
          setValue("checkIn", checkIn, opts);
          setValue("checkOut", checkOut, opts);
        }}
      />

      <RoomsLeft t={t} availability={availability} room={room} checkIn={values.checkIn} checkOut={values.checkOut} />

      <StayStep
        t={t}
        money={money}
        roomTypes={roomTypes}
        room={room}
        breakfastCost={breakfastCost}
        register={register}
        errorText={errorText}
      />

      <GuestStep t={t} register={register} errorText={errorText} />

      <PriceSummary price={price} offerTitle={offer?.title} locale={locale} t={t} usd={props.usd} day={day} />

      <BookingActions t={t} submitting={formState.isSubmitting} checking={checking} checkingLabel={te("checking")} whatsapp={whatsapp} />
    </form>
  );
}
