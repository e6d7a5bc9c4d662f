// A guest's form is sent with a key made once for what they filled in
// (web/src/lib/forms/request-key.ts); idempotency.pb.js answers a resend with
// the request already stored. PocketBase keeps only the key's SHA-256 (the
// 1765060100 migration), so the database, its backup and the admin UI hold
// nothing that sends a request "again". Plain ES2015 + CommonJS (goja).

// The site's keys (REQUEST_KEY in request-key.ts).
const KEY = /^[A-Za-z0-9_-]{16,64}$/;
const FIELD = "idempotency_key";

/** The key a create request was sent with, as sent ("" for none). */
function sentKey(requestInfo) {
  const value = (requestInfo.body || {})[FIELD];
  return typeof value === "string" ? value : "";
}

/** What is stored for a key: its SHA-256 in hex; "" for none. */
function keyHash(key) {
  return key === "" ? "" : $security.sha256(key);
}

/** The request stored with this key's hash, or null. */
function findByKey(app, collection, key) {
  if (key === "" || !KEY.test(key)) return null;
  try {
    return app.findFirstRecordByData(collection, FIELD, keyHash(key));
  } catch (_) {
    return null;
  }
}

/**
 * Whether `resend` is the same booking request as `first`: the same phone and
 * the same stay (nights and rooms per type). A key alone is not: whoever has
 * it (the device the form was sent from) would otherwise get the request's
 * reference and a new private link, which stops the guest's own.
 */
function sameBooking(first, resend) {
  const lib = require(`${__hooks}/availability-lib.js`);
  const a = lib.heldStay(first);
  const b = lib.heldStay(resend);
  return (
    first.getString("phone") === resend.getString("phone") &&
    a.checkIn === b.checkIn &&
    a.checkOut === b.checkOut &&
    JSON.stringify(sortedKeys(a.rooms)) === JSON.stringify(sortedKeys(b.rooms))
  );
}

function sortedKeys(object) {
  const out = {};
  Object.keys(object)
    .sort()
    .forEach(function (key) {
      out[key] = object[key];
    });
  return out;
}

module.exports = { KEY, FIELD, sentKey, keyHash, findByKey, sameBooking };
