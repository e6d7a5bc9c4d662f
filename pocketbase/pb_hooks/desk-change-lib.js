// A desk member's change of a request's stay (desk-change.pb.js): what they
// may send (the rules' STAY_CHANGE_FIELDS), on which requests, and the fields
// PocketBase derives from the room lines and dates, so that what staff change
// is judged and priced as a guest's request is (booking-rules-lib.js's
// judgeStay). Plain ES2015 + CommonJS (goja).

// Required once per VM: require() looks its path up on the disk at every call, even for a loaded module.
const rules = require(`${__hooks}/booking-rules.gen.js`);

/** The statuses whose stay the desk may change: a request not yet decided, or confirmed and not yet arrived. */
const CHANGEABLE = ["new", "confirmed"];

/** Whether a request body asks to change the stay. */
function changesStay(body) {
  const fields = rules.STAY_CHANGE_FIELDS;
  return Object.keys(body || {}).some(function (name) {
    return fields.indexOf(name) >= 0;
  });
}

/** Why the stay of a request that was `before` may not change now ("" when it may). */
function changeProblem(before, after) {
  if (CHANGEABLE.indexOf(before.getString("status")) < 0) return "desk_stay_locked";
  if (after.getString("status") !== before.getString("status")) return "desk_stay_and_status";
  return "";
}

/** nights, rooms, guests and room_type from the dates and room lines, as the site's form sets them (left alone when malformed). */
function deriveStay(record) {
  const checkIn = rules.stayDay(record.getString("check_in"));
  const checkOut = rules.stayDay(record.getString("check_out"));
  if (checkIn && checkOut) record.set("nights", Math.max(0, rules.daysBetween(checkIn, checkOut)));
  const lines = require(`${__hooks}/availability-lib.js`).jsonField(record, "room_lines");
  if (!Array.isArray(lines) || lines.length === 0) return;
  const valid = lines.every(function (l) {
    return l !== null && typeof l === "object" && typeof l.room_type === "string";
  });
  if (!valid) return;
  const totals = rules.lineTotals(
    lines.map(function (l) {
      return { rooms: Number(l.rooms) || 0, adults: Number(l.adults) || 0, children: Number(l.children) || 0 };
    }),
  );
  record.set("room_type", lines[0].room_type);
  record.set("rooms", totals.rooms);
  record.set("guests", totals.guests);
}

/** "2027-03-01 → 2027-03-03 · 2 rooms · 200000 IQD", a stay in one line for the history. */
function stayLine(checkIn, checkOut, rooms, total, currency) {
  return rules.stayDay(checkIn) + " → " + rules.stayDay(checkOut) + " · " + rooms + " rooms · " + total + " " + currency;
}

/** The history's note of a change of stay (before ⟶ after), or "" when the stay and price are as they were. */
function stayNote(before, after) {
  const line = function (r) {
    return stayLine(r.getString("check_in"), r.getString("check_out"), r.getInt("rooms"), r.getInt("total_price"), r.getString("currency"));
  };
  const was = line(before);
  const is = line(after);
  return was === is && before.getString("room_lines") === after.getString("room_lines") ? "" : was + " ⟶ " + is;
}

module.exports = { CHANGEABLE, changesStay, changeProblem, deriveStay, stayNote };
