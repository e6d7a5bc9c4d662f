// reservation_state (settings collection) decides what /book shows:
//   open        the booking form
//   phone_only  a call-to-book panel with the phone number as a tel: link
//   closed      a clear "bookings are paused" message, with the phone number
// The original site kept it in a cookie named reservation_state as well. The cookie is
// informational (the CMS value decides, on the page and in the server action)
// and holds no personal data, so it is not an essential cookie.
export const RESERVATION_STATE_COOKIE = "reservation_state";

export const reservationStateCookie = {
  path: "/",
  sameSite: "lax" as const,
  maxAge: 60 * 60,
};

/** Writes the reservation_state cookie in the browser (every page keeps it current, /book also when it changes live). */
export function rememberReservationState(state: string): void {
  const secure = window.location.protocol === "https:" ? "; secure" : "";
  document.cookie = `${RESERVATION_STATE_COOKIE}=${state}; path=${reservationStateCookie.path}; max-age=${reservationStateCookie.maxAge}; samesite=${reservationStateCookie.sameSite}${secure}`;
}
