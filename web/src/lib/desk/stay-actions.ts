"use server";

import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { whatsAppLink } from "@/lib/booking/whatsapp";
import { DeskError, getCatalog } from "@/lib/cms/desk";
import { changeStay, createPhoneRequest, StayRefused } from "@/lib/cms/desk-change";
import { env } from "@/lib/env";
import { whatsAppNumber } from "@/lib/forms/phone";
import { formatDay } from "./format";
import { deskPath } from "./paths";
import { deskClientAddress, getMember, signInAgain } from "./server";
import { parsePhoneRequest, parseStay } from "./stay-form";
import type { Member } from "./types";

export interface StayState {
  ok: boolean;
  /** What went wrong, in the member's language. */
  error: string | null;
  /** A request just taken: where it is, and the guest's private link (shown once: PocketBase keeps only its hash). */
  made?: { reference: string; path: string; link: string; whatsapp: string | null };
}

// PocketBase's codes (booking-rules-lib.js, desk-change.pb.js) that the desk words; anything else is "refused" with its own words.
const REFUSALS = [
  "night_full",
  "night_closed",
  "min_stay",
  "date_in_past",
  "date_too_far",
  "stay_too_long",
  "date_order",
  "room_unavailable",
  "too_many_for_room",
  "too_many",
  "rooms_exceed_adults",
  "repeated_room_type",
  "offer_unavailable",
  "offer_room_mismatch",
  "extra_unavailable",
  "desk_stay_locked",
  "desk_stay_and_status",
  "overbooked",
  "invalid_phone",
  "no_letter",
  "markup",
] as const;

function formLocale(form: FormData): Locale {
  const value = form.get("locale");
  return isLocale(value) ? value : routing.defaultLocale;
}

/** PocketBase's refusal in the member's language: a full night names the types and their nights. */
async function refusalText(error: unknown, member: Member, locale: Locale): Promise<string> {
  if (!(error instanceof DeskError)) throw error;
  const t = await getTranslations({ locale, namespace: "Desk.change" });
  if (error.reason === "signed_out") return signInAgain(locale);
  if (error.reason !== "refused") return t(`failures.${error.reason}`);
  if (error instanceof StayRefused && error.code === "night_full" && Object.keys(error.full).length > 0) {
    const catalog = await getCatalog(member).catch(() => null);
    const types = Object.entries(error.full).map(([id, nights]) =>
      t("fullType", {
        name: catalog?.get(id)?.name[locale] || id,
        nights: nights.map((night) => formatDay(night, locale, "medium")).join(locale === "ar" ? "، " : ", "),
      }),
    );
    return t("refusals.night_full", { types: types.join(locale === "ar" ? "؛ " : "; ") });
  }
  const code = (REFUSALS as readonly string[]).includes(error.code) ? error.code : "";
  if (code) return t(`refusals.${code as (typeof REFUSALS)[number]}`);
  return `${t("refusals.other")} (${error.detail || error.code})`;
}

export async function deskChangeStay(_previous: StayState, form: FormData): Promise<StayState> {
  const locale = formLocale(form);
  const t = await getTranslations({ locale, namespace: "Desk.change" });
  const id = form.get("id");
  if (typeof id !== "string" || !/^[a-z0-9]{15}$/.test(id)) return { ok: false, error: t("refusals.other") };
  const parsed = parseStay(form);
  if (!parsed.ok) return { ok: false, error: t(`errors.${parsed.error}`) };
  const member = (await getMember()) ?? signInAgain(locale);
  try {
    await changeStay(member, id, parsed.stay, await deskClientAddress());
  } catch (error) {
    return { ok: false, error: await refusalText(error, member, locale) };
  }
  redirect(deskPath(`/requests/${id}`, locale));
}

export async function deskTakeRequest(_previous: StayState, form: FormData): Promise<StayState> {
  const locale = formLocale(form);
  const t = await getTranslations({ locale, namespace: "Desk.change" });
  const parsed = parsePhoneRequest(form);
  if (!parsed.ok) return { ok: false, error: t(`errors.${parsed.error}`) };
  const member = (await getMember()) ?? signInAgain(locale);
  let made;
  try {
    made = await createPhoneRequest(member, parsed.request, await deskClientAddress());
  } catch (error) {
    return { ok: false, error: await refusalText(error, member, locale) };
  }
  const guest = parsed.request.locale;
  const link = `${env().siteUrl.replace(/\/+$/, "")}${guest === "en" ? "/en" : ""}/request/${made.token}`;
  const words = await getTranslations({ locale: guest, namespace: "Desk.phone" });
  const text = words("whatsappText", { name: parsed.request.firstName, reference: made.reference, link });
  return {
    ok: true,
    error: null,
    made: {
      reference: made.reference,
      path: deskPath(`/requests/${made.id}`, locale),
      link,
      whatsapp: whatsAppLink(whatsAppNumber(parsed.request.phone), text),
    },
  };
}
