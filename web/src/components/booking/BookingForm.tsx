"use client";
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { daysBetween, hotelToday, isIsoDate, isoDateToUtcDate } from "@/lib/booking/rules/dates";
import { closuresOfRooms, stayProblemOfRooms, type StayProblem } from "@/lib/booking/rules/stay-rules";
import { BOOKING_FIELDS, toErrorKey } from "@/lib/forms/form-rules";
import type { BookingField, BookingInput, BookingValues } from "@/lib/booking/schema";
import { requestKeyFor, type RequestKeyMemo } from "@/lib/forms/request-key";
import { dayFormatter, moneyFormatter, translator } from "@/lib/forms/translate";
import { useClientValue } from "@/lib/runtime/use-client-value";
import { useLiveSettings } from "./LiveBookingSettings";
import { RoomsLeft } from "./RoomsLeft";
import { roomsPerType } from "@/lib/booking/rules/availability";
import { useStayRules } from "./use-stay-rules";
import { sendSolvingChallenges } from "@/lib/forms/send-solving-challenges";
import { applyServerFieldErrors, FormAlert } from "@/components/forms/FormFeedback";
import { lazyResolver, preloadValidation, preloadValidationSoon } from "@/lib/forms/lazy-resolver";
import { PriceSummary } from "./PriceSummary";
import { BookingProblem, type BookingProblemKind } from "./BookingProblem";
import { BookingSuccess } from "./BookingSuccess";
import { DatesStep } from "./DatesStep";
import { RoomsStep } from "./RoomsStep";
import { ExtrasStep } from "./ExtrasStep";
import { whatsAppHandOff } from "./whatsapp-text";
import { GuestStep } from "./GuestStep";
import { BookingActions } from "./BookingActions";
import { OfferNote } from "./OfferNote";
import { chosenRooms, useBookingPrice } from "./use-booking-price";
import { stayProblemText } from "./stay-problem-text";
import type { BookingFormProps } from "./types";
import { KeptOffline } from "@/components/forms/KeptOffline";
import { GuestForm } from "@/components/forms/Field";
import { useKeptBooking } from "./use-kept-booking";
import { useSnapshot } from "@/lib/runtime/use-snapshot";
import type { LineErrors } from "./RoomsStep";

const STAY_ERRORS = new Set(["nightClosed", "nightFull", "minStay"]);
const NO_EXTRAS: string[] = [];

/**
 * The booking request form: its state, validation and sending. Each step is a part of its own
 * (DatesStep, RoomsStep, ExtrasStep, GuestStep); useBookingPrice works out the price.
 *
 * The form renders again on every change of its values; each step is memoised and given plain
 * values and stable callbacks, so a key press in a name renders no calendar and no price, and a
 * picked day none of the guest's fields (bench:interactions, docs/benchmarks.md).
 */
export function BookingForm(props: BookingFormProps) {
  const { locale, roomTypes, offer, contact, texts } = props;
  const t = useMemo(() => translator(locale, "Booking", texts.Booking), [locale, texts.Booking]);
  const te = useMemo(() => translator(locale, "FormErrors", texts.FormErrors), [locale, texts.FormErrors]);
  const money = useMemo(() => moneyFormatter(locale, props.currency), [locale, props.currency]);
  // Live values while the page is open (inside /book's LiveBookingSettingsProvider); the rendered ones otherwise.
  const live = useLiveSettings();
  const breakfastCost = live?.breakfastCost ?? props.breakfastCost;
  const hijriShift = live?.hijriShift ?? props.hijriShift;

  // The page may have been rendered (and cached) on an earlier day.
  const today = useClientValue(hotelToday, props.today);

  const capacities = useMemo(
    () => roomTypes.map((r) => ({ id: r.id, slug: r.slug, adults: r.adults, children: r.children, roomCount: r.roomCount })),
    [roomTypes],
  );
  const { rates } = props;
  const { availability, rules, typeIds, setNeeded } = useStayRules(rates, t("fullyBooked"), roomTypes);
  const resolver = useMemo(
    () => lazyResolver((v) => v.bookingResolver({ today, roomTypes: capacities, stayRules: rules })),
    [today, capacities, rules],
  );
  useEffect(preloadValidationSoon, []);
  const initialRoom = roomTypes.find((r) => r.slug === props.initialRoomType) ?? roomTypes[0];

  const form = useForm<BookingInput, unknown, BookingValues>({
    resolver,
    mode: "onTouched",
    defaultValues: {
      checkIn: "",
      checkOut: "",
      firstName: "",
      lastName: "",
      phone: "",
      email: "",
      roomLines: [{ roomType: initialRoom?.slug ?? "", rooms: 1, adults: initialRoom && initialRoom.adults < 2 ? 1 : 2, children: 0 }],
      extras: [],
      offer: offer?.id ?? "",
      breakfast: false,
      website: "",
    },
  });
  const { register, formState, setValue, setError } = form;
  // watch(), not useWatch: what a guest typed before this code arrived is read when the inputs
  // register, after the first render, and useWatch would keep the defaults until the next change.
  // eslint-disable-next-line react-hooks/incompatible-library
  const values = form.watch();
  const lines = values.roomLines ?? [];
  const neededKey = JSON.stringify(roomsPerType(lines, roomTypes));
  // The full nights of the rooms asked for follow a frame after the line that changed them.
  useEffect(() => startTransition(() => setNeeded(neededKey)), [setNeeded, neededKey]);
  const chosenSlugs = lines.map((l) => l.roomType).join(",");
  const chosenTypes = useMemo(() => roomTypes.filter((r) => chosenSlugs.split(",").includes(r.slug)), [roomTypes, chosenSlugs]);
  const nights = isIsoDate(values.checkIn) && isIsoDate(values.checkOut) ? daysBetween(values.checkIn, values.checkOut) : 0;

  // The price, the stay's problems (a stay across a closed night looks for the nearest open one), the
  // rooms left and the WhatsApp text are worked out a frame after the tap or key that changed them
  // (useDeferredValue): the calendar, the room lines and the fields answer it first.
  const request = useDeferredValue(
    useSnapshot({
      checkIn: values.checkIn ?? "",
      checkOut: values.checkOut ?? "",
      lines,
      extras: values.extras ?? [],
      breakfast: !!values.breakfast,
      name: `${values.firstName ?? ""} ${values.lastName ?? ""}`.trim(),
    }),
  );
  const requestSlugs = request.lines.map((l) => l.roomType).join(",");
  const requestTypes = useMemo(() => roomTypes.filter((r) => requestSlugs.split(",").includes(r.slug)), [roomTypes, requestSlugs]);
  const offerApplies = !!offer && (!offer.roomTypeSlug || requestTypes.some((r) => r.slug === offer.roomTypeSlug));
  const requestNights = isIsoDate(request.checkIn) && isIsoDate(request.checkOut) ? daysBetween(request.checkIn, request.checkOut) : 0;

  const { price, signature, setServerPrice } = useBookingPrice({
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    lines: request.lines,
    roomTypes,
    extras: props.extras,
    chosenExtras: request.extras,
    breakfast: request.breakfast,
    nights: requestNights,
    rates,
    breakfastCost,
    currency: props.currency,
    offer,
    offerApplies,
  });

  // Closed nights and minimum stays, worded with the dates and what would work (the schema only names the rule).
  const localStay = useMemo(
    () => (requestNights > 0 ? stayProblemOfRooms(request.checkIn, request.checkOut, requestTypes, rules, today, typeIds) : null),
    [requestTypes, requestNights, request.checkIn, request.checkOut, rules, today, typeIds],
  );
  // A snapshot: a room line added with no closures of its own must not render the calendar again.
  const closed = useSnapshot(useMemo(() => closuresOfRooms(chosenTypes, rules.closures, today), [chosenTypes, rules, today]));
  const [serverStay, setServerStay] = useState<{ signature: string; stay: StayProblem } | null>(null);
  const stay = localStay ?? (serverStay?.signature === signature ? serverStay.stay : null);

  const [problem, setProblem] = useState<BookingProblemKind | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const [requestToken, setRequestToken] = useState("");
  const [checking, setChecking] = useState(false);
  // Sending the same request again (its answer was lost) must not book twice.
  const [sentKey, setSentKey] = useState<RequestKeyMemo | null>(null);
  // Sent while offline, or back from the device with a new price for the guest to confirm.
  const kept = useKeptBooking(locale, form, (price) => {
    if (price) setServerPrice(price);
    setProblem(price ? { kind: "priceChanged", total: price.total } : { kind: "fields" });
  });

  const day = useMemo(() => {
    const format = dayFormatter(locale);
    return (iso: string) => format(isoDateToUtcDate(iso));
  }, [locale]);
  const typeNames = (ids: string[]) =>
    new Intl.ListFormat(locale).format(ids.map((id) => roomTypes.find((r) => r.id === id)?.name ?? "").filter(Boolean));
  const stayText = (problem: StayProblem) => stayProblemText(te, day, problem, typeNames);
  const messageText = (message: string | undefined) => {
    if (!message) return undefined;
    if (STAY_ERRORS.has(message)) return stay ? stayText(stay) : te("invalid");
    return te(toErrorKey(message));
  };
  // Error messages as plain strings: react-hook-form changes its errors object in place.
  const errorText = (field: BookingField) => messageText(formState.errors[field]?.message);
  const lineErrors = useSnapshot(
    lines.map((_, i): LineErrors => {
      const errors = formState.errors.roomLines?.[i];
      return {
        roomType: messageText(errors?.roomType?.message),
        rooms: messageText(errors?.rooms?.message),
        adults: messageText(errors?.adults?.message),
        children: messageText(errors?.children?.message),
      };
    }),
  );
  // The lines as a whole (their number, all their rooms or guests), from the browser's check or the server's answer.
  const linesError = messageText(formState.errors.roomLines?.root?.message ?? formState.errors.roomLines?.message);
  const shownLines = useSnapshot(lines);

  const onPick = useCallback(
    (checkIn: string, checkOut: string) => {
      // Not shouldDirty: nothing reads it, and it compares the whole form with its defaults on every pick.
      const submitted = form.formState.isSubmitted;
      const opts = { shouldTouch: true, shouldValidate: submitted };
      // Only the day that changed (both once sent: the stay's errors are checked together): setting a date
      // input's value lays its fields out again, the most of a pick's own time at 4x CPU (bench:interactions).
      if (submitted || form.getValues("checkIn") !== checkIn) setValue("checkIn", checkIn, opts);
      if (submitted || form.getValues("checkOut") !== checkOut) setValue("checkOut", checkOut, opts);
    },
    [form, setValue],
  );
  const currentStay = useCallback((): [string, string] => [form.getValues("checkIn") ?? "", form.getValues("checkOut") ?? ""], [form]);
  const onExtras = useCallback((chosen: string[]) => setValue("extras", chosen), [setValue]);
  const roomName = useCallback((id: string) => roomTypes.find((r) => r.id === id)?.name ?? "", [roomTypes]);
  const extraName = useCallback((id: string) => props.extras.find((e) => e.id === id)?.name ?? "", [props.extras]);

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
      if (await kept.keep(error, key.key, { ...input, requestKey: key.key })) return setSentKey(null);
      result = { ok: false as const, fieldErrors: {}, formError: "unavailable" as const };
    }
    if (result.ok || result.formError === "requestChanged") {
      setSentKey(null);
    }
    if (result.ok) {
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
      setServerPrice(result.price);
      setProblem({ kind: "priceChanged", total: result.price.total });
    } else if (result.stay) {
      // The CMS closed nights or set a minimum stay after this page was loaded: say what, and what would work.
      setProblem({ kind: "stay", stay: result.stay });
    } else {
      setProblem({ kind: result.formError ?? "fields" });
    }
  });

  const again = () => {
    setReference(null);
    kept.sendAnother();
    form.reset();
  };
  if (kept.queued) {
    return <KeptOffline te={te} phone={contact.phone} phoneHref={contact.phoneHref} againLabel={t("newRequest")} onAgain={again} />;
  }
  if (reference) {
    return <BookingSuccess t={t} locale={locale} contact={contact} reference={reference} token={requestToken} onAgain={again} />;
  }

  const whatsapp = whatsAppHandOff(contact.whatsapp, t, {
    rooms: chosenRooms(request.lines, roomTypes),
    extras: props.extras.filter((e) => request.extras.includes(e.id)),
    checkIn: requestNights > 0 ? day(request.checkIn) : "",
    checkOut: requestNights > 0 ? day(request.checkOut) : "",
    nights: requestNights,
    name: request.name || "-",
  });

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
    <GuestForm label={t("formLabel")} testId="booking-form" onSubmit={onSubmit} onFocus={preloadValidation}>
      {problem ? <BookingProblem problem={problem} t={t} te={te} money={money} stayText={stayText} contact={contact} /> : null}

      {offer ? <OfferNote t={t} offer={offer} applies={offerApplies} /> : null}

      <DatesStep
        t={t}
        locale={locale}
        today={today}
        checkIn={values.checkIn}
        checkOut={values.checkOut}
        nights={nights}
        closed={closed}
        hijriShift={hijriShift}
        day={day}
        register={register}
        checkInError={errorText("checkIn")}
        checkOutError={errorText("checkOut")}
        onPick={onPick}
        currentStay={currentStay}
      />

      {requestTypes.map((room) => (
        <RoomsLeft key={room.id} t={t} availability={availability} room={room} checkIn={request.checkIn} checkOut={request.checkOut} />
      ))}

      <RoomsStep
        t={t}
        money={money}
        roomTypes={roomTypes}
        lines={shownLines}
        breakfastCost={breakfastCost}
        control={form.control}
        register={register}
        linesError={linesError}
        lineErrors={lineErrors}
      />

      <ExtrasStep
        t={t}
        money={money}
        extras={props.extras}
        chosen={values.extras ?? NO_EXTRAS}
        error={errorText("extras")}
        onChange={onExtras}
      />

      <GuestStep
        t={t}
        register={register}
        firstNameError={errorText("firstName")}
        lastNameError={errorText("lastName")}
        phoneError={errorText("phone")}
        emailError={errorText("email")}
      />

      <PriceSummary
        price={price}
        offerTitle={offer?.title}
        locale={locale}
        t={t}
        usd={props.usd}
        day={day}
        roomName={roomName}
        extraName={extraName}
      />

      <BookingActions t={t} submitting={formState.isSubmitting} checking={checking} checkingLabel={te("checking")} whatsapp={whatsapp} />
    </GuestForm>
  );
}
