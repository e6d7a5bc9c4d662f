import { requestBooking } from "@/components/booking/actions";
import type { Locale } from "@/i18n/routing";
import { hotelToday } from "@/lib/booking/rules/dates";
import { formTexts } from "@/lib/forms/form-texts";
import { intlWarmUpScript } from "@/lib/forms/intl-warm-up";
import { hotelContact } from "@/lib/forms/phone";
import {
  getAvailability,
  getExtras,
  getOffer,
  getRates,
  getRoomTypes,
  getSettings,
  isPocketBaseUp,
  type Extra,
  type Offer,
  type Rates,
  type RoomType,
  type Settings,
} from "@/lib/cms";
import { env } from "@/lib/env";
import { LiveBookingSettingsProvider } from "./LiveBookingSettings";
import { LiveAvailabilityProvider } from "./LiveAvailability";
import { LazyBookingForm } from "./LazyBookingForm";
import { CallToBook } from "./CallToBook";
import type { BookingExtraOption, BookingOfferOption, BookingRoomOption } from "./types";

export interface BookingSearchParams {
  /** Room type slug to preselect (links from room pages). */
  room?: string | string[];
  /** Offer id (links from offer pages); its room type is preselected. */
  offer?: string | string[];
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

function toRoomOption(room: RoomType): BookingRoomOption {
  return {
    id: room.id,
    slug: room.slug,
    name: room.name,
    pricePerNight: room.pricePerNight,
    fromPrice: room.fromPrice,
    adults: room.adults,
    children: room.children,
    roomCount: room.roomCount,
  };
}

function toOfferOption(offer: Offer, rooms: RoomType[]): BookingOfferOption {
  return {
    id: offer.id,
    title: offer.title,
    roomTypeSlug: rooms.find((r) => r.id === offer.roomTypeId)?.slug ?? null,
    discountPercent: offer.discountPercent,
    discountNight: offer.discountNight,
    minNights: offer.minNights,
    includes: offer.includes,
  };
}

function toExtraOption(extra: Extra): BookingExtraOption {
  return { id: extra.id, slug: extra.slug, name: extra.name, pricing: extra.pricing, price: extra.price };
}

async function load(locale: Locale, offerId: string) {
  const [up, settings, rooms, offer, rates, extras, availability] = await Promise.all([
    isPocketBaseUp(),
    // The last good settings still give the call-us panel its number when PocketBase is down.
    getSettings().catch(() => null),
    getRoomTypes(locale).catch(() => []),
    /^[a-z0-9]{15}$/.test(offerId) ? getOffer(offerId, locale).catch(() => null) : Promise.resolve(null),
    // Without them the form still works; the server checks the stay against the CMS anyway.
    getRates(locale).catch((): Rates => ({ seasons: [], closures: [] })),
    // Without them the guest books the rooms alone.
    getExtras(locale).catch((): Extra[] => []),
    // Without it no night shows as full; the server and PocketBase still refuse one.
    getAvailability(hotelToday()).catch(() => null),
  ]);
  return { up, settings, rooms, offer, rates, extras, availability };
}

/**
 * The body of /book: the booking form when reservation_state is open, the
 * call-to-book panel when it is phone_only, the paused message when closed,
 * and a call-us panel (never an error page) when PocketBase is unreachable:
 * the content may be cached, but a request could not be saved.
 */
export async function BookingSection({ locale, searchParams }: { locale: Locale; searchParams: BookingSearchParams }) {
  const data = await load(locale, first(searchParams.offer));
  const settings: Settings | null = data.settings;
  if (!data.up || !settings || data.rooms.length === 0) {
    return <CallToBook locale={locale} reason="unavailable" phone={settings?.phone ?? null} />;
  }
  const state = settings.reservationState;
  // An open page follows changes of reservation_state, breakfast_cost and hijri_shift without a reload.
  const initial = { reservationState: state, breakfastCost: settings.breakfastCost, hijriShift: settings.hijriShift };
  const live = { initial, pbUrl: env().pbPublicUrl };
  if (state !== "open") {
    return (
      <LiveBookingSettingsProvider {...live}>
        <CallToBook locale={locale} reason={state} phone={settings.phone} />
      </LiveBookingSettingsProvider>
    );
  }

  const offer = data.offer ? toOfferOption(data.offer, data.rooms) : null;
  const requestedRoom = first(searchParams.room);
  const initialRoomType =
    offer?.roomTypeSlug ?? (data.rooms.some((r) => r.slug === requestedRoom) ? requestedRoom : (data.rooms[0]?.slug ?? ""));

  // The form's texts only, compiled: the site's provider sends no messages to the browser.
  const texts = await formTexts(locale, ["Booking", "FormErrors"]);

  return (
    <LiveBookingSettingsProvider {...live}>
      {/* Before the form, so its worker has loaded ICU by the time the form hydrates (lib/forms/intl-warm-up.ts). */}
      <script dangerouslySetInnerHTML={{ __html: intlWarmUpScript(locale, settings.currency) }} />
      <LiveAvailabilityProvider initial={data.availability} pbUrl={live.pbUrl}>
        <LazyBookingForm
          locale={locale}
          today={hotelToday()}
          roomTypes={data.rooms.map(toRoomOption)}
          offer={offer}
          extras={data.extras.map(toExtraOption)}
          initialRoomType={initialRoomType}
          breakfastCost={settings.breakfastCost}
          hijriShift={settings.hijriShift}
          currency={settings.currency}
          rates={data.rates}
          usd={settings.usdRate && settings.currency === "IQD" ? { rate: settings.usdRate, setOn: settings.usdRateSetOn } : null}
          contact={hotelContact(settings.phone, settings.whatsapp)}
          action={requestBooking}
          texts={texts}
        />
      </LiveAvailabilityProvider>
    </LiveBookingSettingsProvider>
  );
}
