// The limits of what a guest may ask for in one request or message: the
// forms, the site's server and PocketBase's hooks all hold requests to these.

export const BOOKING_LIMITS = {
  maxNights: 30,
  /** How far ahead a stay may start. */
  maxAdvanceDays: 365,
  /** Rooms in one request, over all its lines. */
  maxRooms: 20,
  /** Guests in one request, over all its lines. */
  maxGuests: 60,
  /** Room lines in one request; each room type appears once. */
  maxRoomLines: 8,
  maxExtras: 10,
  maxNameLength: 80,
  maxPhoneInput: 30,
} as const;

export const CONTACT_LIMITS = {
  maxNameLength: 120,
  minMessageLength: 5,
  maxMessageLength: 5000,
} as const;

/** The longest e-mail address (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL_LENGTH = 254;
