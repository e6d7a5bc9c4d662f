/** The hotel's time zone: Basra's calendar is the one the front desk uses. */
export const HOTEL_TIME_ZONE = "Asia/Baghdad";

/**
 * The same zone as a fixed offset, for PocketBase filters (SQLite cannot name
 * a zone). Iraq is UTC+3 all year: no daylight saving since 2008.
 */
export const HOTEL_UTC_OFFSET_HOURS = 3;
