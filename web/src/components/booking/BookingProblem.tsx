"use client";
import { FormAlert } from "@/components/forms/FormFeedback";
import type { FormLevelError } from "@/lib/forms/submit";
import type { StayProblem } from "@/lib/booking/rules/stay-rules";
import type { Translate } from "@/lib/forms/translate";
import type { HotelContact } from "./types";

export type BookingProblemKind =
  { kind: FormLevelError | "fields" } | { kind: "priceChanged"; total: number } | { kind: "stay"; stay: StayProblem };

/** Why the request was not sent, in words, with the number to call instead. */
export function BookingProblem(props: {
  problem: BookingProblemKind;
  t: Translate<"Booking">;
  te: Translate<"FormErrors">;
  money: (amount: number) => string;
  stayText: (stay: StayProblem) => string;
  contact: HotelContact;
}) {
  const { problem, t, te } = props;
  const message =
    problem.kind === "priceChanged"
      ? t("priceChanged", { total: props.money(problem.total) })
      : problem.kind === "stay"
        ? props.stayText(problem.stay)
        : te(`form.${problem.kind}`);
  return (
    <FormAlert
      message={message}
      callLabel={t("orCall")}
      phone={props.contact.phone}
      phoneHref={props.contact.phoneHref}
      shown={problem}
      testId="booking-error"
    />
  );
}
