/**
 * The hotel's time zone: Basra's calendar is the one the front desk uses.
 * The booking rules work with it as a fixed offset (HOTEL_UTC_OFFSET_MS and
 * hotelDayAt in lib/booking/rules/dates.ts), which PocketBase's hooks share.
 */
export const HOTEL_TIME_ZONE = "Asia/Baghdad";
