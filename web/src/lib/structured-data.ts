import type { Locale } from "@/i18n/routing";
import type { Facility, Offer, RoomType, Settings } from "@/lib/cms";

/**
 * schema.org JSON-LD. Prices are the same numbers the pages show: the "From"
 * price per night (the lowest bookable in the next 12 months) in the
 * settings currency.
 */

export function hotelJsonLd(settings: Settings, rooms: RoomType[], facilities: Facility[], locale: Locale, url?: string) {
  const numberOfRooms = rooms.reduce((sum, room) => sum + room.roomCount, 0);
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    name: settings.hotelName[locale],
    alternateName: settings.hotelName[locale === "ar" ? "en" : "ar"],
    description: settings.blurb[locale] || settings.tagline[locale] || undefined,
    url,
    telephone: settings.phone,
    email: settings.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address[locale],
      addressLocality: locale === "ar" ? "البصرة" : "Basra",
      addressCountry: "IQ",
    },
    geo: { "@type": "GeoCoordinates", latitude: settings.map.lat, longitude: settings.map.lng },
    starRating: settings.starRating ? { "@type": "Rating", ratingValue: settings.starRating } : undefined,
    numberOfRooms,
    checkinTime: settings.checkInTime ?? undefined,
    checkoutTime: settings.checkOutTime ?? undefined,
    currenciesAccepted: settings.currency,
    amenityFeature: facilities.map((facility) => ({
      "@type": "LocationFeatureSpecification",
      name: facility.name,
      value: true,
    })),
    sameAs: settings.social.map((link) => link.url),
    image: rooms[0]?.cover?.card.src,
  };
}

export function hotelRoomJsonLd(room: RoomType) {
  return {
    "@type": "HotelRoom",
    name: room.name,
    description: room.summary || undefined,
    bed: room.beds,
    occupancy: { "@type": "QuantitativeValue", maxValue: room.adults + room.children },
    floorSize: { "@type": "QuantitativeValue", value: room.areaM2, unitCode: "MTK" },
    image: room.cover?.card.src,
  };
}

export function roomOfferJsonLd(room: RoomType, currency: string, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    name: room.name,
    url,
    price: room.fromPrice,
    priceCurrency: currency,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: room.fromPrice,
      priceCurrency: currency,
      unitText: "night",
    },
    availability: "https://schema.org/InStock",
    itemOffered: hotelRoomJsonLd(room),
  };
}

export function offerJsonLd(offer: Offer, room: RoomType | null, currency: string, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Offer",
    name: offer.title,
    description: offer.summary || undefined,
    url,
    validFrom: offer.validFrom ?? undefined,
    validThrough: offer.validThrough ?? undefined,
    image: offer.image?.card.src,
    ...(room
      ? {
          price: room.fromPrice,
          priceCurrency: currency,
          itemOffered: hotelRoomJsonLd(room),
        }
      : {}),
  };
}
