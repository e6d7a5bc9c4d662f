import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { BOOKING_LIMITS } from "@/lib/booking/rules/limits";
import type { Catalog } from "@/lib/cms/desk";
import type { Stay } from "@/lib/cms/desk-change";
import styles from "./desk.module.css";

/** The stay's inputs: dates, room lines (one empty line more to add one), extras, breakfast and the offer kept. */
export async function StayFields({ catalog, stay, locale, today }: { catalog: Catalog; stay: Stay; locale: Locale; today: string }) {
  const t = await getTranslations({ locale, namespace: "Desk.change" });
  const name = (id: string) => {
    const names = catalog.get(id)?.name;
    return (names && (names[locale] || names[locale === "ar" ? "en" : "ar"])) || id;
  };
  const rooms = [...catalog.entries()].filter(([, row]) => row.kind === "room_type").map(([id]) => id);
  const extras = [...catalog.entries()].filter(([, row]) => row.kind === "extra").map(([id]) => id);
  const lines = [...stay.lines, { roomTypeId: "", rooms: 1, adults: 1, children: 0 }].slice(0, BOOKING_LIMITS.maxRoomLines);
  return (
    <>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="stay-check-in">{t("checkIn")}</label>
          <input id="stay-check-in" name="checkIn" type="date" required min={today} defaultValue={stay.checkIn} dir="ltr" />
        </div>
        <div className={styles.field}>
          <label htmlFor="stay-check-out">{t("checkOut")}</label>
          <input id="stay-check-out" name="checkOut" type="date" required min={today} defaultValue={stay.checkOut} dir="ltr" />
        </div>
      </div>
      <fieldset className={styles.form}>
        <legend>{t("lines")}</legend>
        {lines.map((line, i) => (
          <div key={i} className={styles.filters} data-testid="stay-line">
            <div className={styles.field}>
              <label htmlFor={`stay-room-${i}`}>{t("roomType", { n: i + 1 })}</label>
              <select id={`stay-room-${i}`} name="roomType" defaultValue={line.roomTypeId} required={i === 0}>
                <option value="">{t("noRoom")}</option>
                {rooms.map((id) => (
                  <option key={id} value={id}>
                    {name(id)}
                  </option>
                ))}
              </select>
            </div>
            <Count id={`stay-rooms-${i}`} name="rooms" label={t("rooms")} min={1} max={BOOKING_LIMITS.maxRooms} value={line.rooms} />
            <Count id={`stay-adults-${i}`} name="adults" label={t("adults")} min={1} max={BOOKING_LIMITS.maxGuests} value={line.adults} />
            <Count
              id={`stay-children-${i}`}
              name="children"
              label={t("children")}
              min={0}
              max={BOOKING_LIMITS.maxGuests}
              value={line.children}
            />
          </div>
        ))}
      </fieldset>
      {extras.length > 0 ? (
        <fieldset className={styles.form}>
          <legend>{t("extras")}</legend>
          {extras.map((id) => (
            <label key={id}>
              <input type="checkbox" name="extra" value={id} defaultChecked={stay.extras.includes(id)} /> {name(id)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label>
        <input type="checkbox" name="breakfast" defaultChecked={stay.breakfast} /> {t("breakfast")}
      </label>
      {stay.offer ? (
        <label>
          <input type="checkbox" name="offer" value={stay.offer} defaultChecked /> {t("keepOffer", { offer: name(stay.offer) })}
        </label>
      ) : null}
    </>
  );
}

function Count({ id, name, label, min, max, value }: { id: string; name: string; label: string; min: number; max: number; value: number }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="number" min={min} max={max} defaultValue={value} />
    </div>
  );
}
