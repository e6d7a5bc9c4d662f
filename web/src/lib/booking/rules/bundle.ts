// What PocketBase's hooks require of the booking rules, and what
// web/tests/int/booking-rules-goja.test.ts runs there besides:
// scripts/bundle-rules.mjs bundles this file and what it imports into
// pocketbase/pb_hooks/booking-rules.gen.js (CommonJS for goja). The site
// imports the modules themselves, never this one.
export { addDays, daysBetween, hotelDay, hotelDayAt, stayDay } from "./dates";
export { BOOKING_LIMITS, CONTACT_LIMITS, MAX_EMAIL_LENGTH } from "./limits";
export { REFERENCE_PATTERN } from "./reference";
export { DESK_SOURCES, GUEST_BOOKING_FIELDS, GUEST_CONTACT_FIELDS, STAY_CHANGE_FIELDS } from "./guest-fields";
export { guestMayCancel } from "./cancelling";
export { CONTROL_OR_BREAK, hasInvisible, messageProblem, nameProblem, phoneProblem, storedPhoneProblem, trimName } from "./text";
export { countDigits, hasLetter } from "./unicode";
export { computePrice, EXTRA_PRICINGS, priceStay } from "./pricing";
export { closureOf, firstClosedNight, minStayOn, seasonOf, stayProblem } from "./stay-rules";
export { freeRooms, roomsByType, shortNights } from "./availability";
export { extraIdsProblem, lineCapacityProblems, lineTotals, roomLinesProblems } from "./checks";
export { priceRequest, stayDateRefusals } from "./request";
