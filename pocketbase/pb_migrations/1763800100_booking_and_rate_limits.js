/// <reference path="../pb_data/types.d.ts" />
// Switches on PocketBase's rate limiter (off by default) with rules for the
// abuse that matters here: password guessing on the staff login, mail floods
// through the e-mail-sending endpoints, and create floods on the guests'
// collections. Limits are per client address and do not apply to superusers
// (the website saves requests with a superuser session and has its own
// per-guest limit).
//
// No catch-all "/api/" rule: the website's server reads content from one
// address for every visitor, so a per-address cap on reads would throttle
// all guests together; those reads are cached by the site instead.

const RULES = [
  // Sign-in attempts (password, OAuth2, OTP) on any auth collection, staff
  // included: 20 a minute per address stops password guessing and still lets
  // test suites and the site's own server sign in as often as they need.
  { label: "*:auth", maxRequests: 20, duration: 60 },
  // Endpoints that send e-mail.
  { label: "*:requestPasswordReset", maxRequests: 3, duration: 60 },
  { label: "*:requestVerification", maxRequests: 3, duration: 60 },
  { label: "*:requestOTP", maxRequests: 3, duration: 60 },
  { label: "*:requestEmailChange", maxRequests: 3, duration: 60 },
  // Guests' collections are superuser-only; anyone else trying is at best a misconfigured script.
  { label: "booking_requests:create", maxRequests: 5, duration: 60 },
  { label: "contact_messages:create", maxRequests: 5, duration: 60 },
  { label: "*:create", maxRequests: 20, duration: 5 },
  { label: "/api/batch", maxRequests: 3, duration: 1 },
];

// PocketBase's own suggestion, restored (disabled) on the way down.
const POCKETBASE_DEFAULTS = [
  { label: "*:auth", maxRequests: 2, duration: 3 },
  { label: "*:create", maxRequests: 20, duration: 5 },
  { label: "/api/batch", maxRequests: 3, duration: 1 },
  { label: "/api/", maxRequests: 300, duration: 10 },
];

migrate(
  (app) => {
    const settings = app.settings();
    unmarshal({ rateLimits: { enabled: true, rules: RULES.map((r) => Object.assign({ audience: "" }, r)) } }, settings);
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    unmarshal({ rateLimits: { enabled: false, rules: POCKETBASE_DEFAULTS.map((r) => Object.assign({ audience: "" }, r)) } }, settings);
    app.save(settings);
  },
);
