/// <reference path="../pb_data/types.d.ts" />
// Seasonal rates and closures, wherever the save comes from (admin UI, API,
// seed): a range whose last night is before its first, a price of 0 or less,
// or a season that changes nothing is refused with a message that says what
// to do; and each row's `overlaps` field names the rows whose nights it
// shares, because the admin UI lists fields but cannot compute a column.
// The rules live in rates-lib.js.

// Handlers run in isolated contexts (see revalidate.pb.js): each is self-contained.
const checkRange = (e) => {
  const lib = require(`${__hooks}/rates-lib.js`);
  lib.refuseInvalidRange(e.record);
  lib.setOwnOverlaps(e.app, e.record);
  e.next();
};
onRecordCreate(checkRange, "seasonal_rates", "closures");
onRecordUpdate(checkRange, "seasonal_rates", "closures");

const refreshOverlaps = (e) => {
  e.next();
  require(`${__hooks}/rates-lib.js`).refreshOverlaps(e.app, e.record.collection().name);
};

onRecordAfterCreateSuccess(refreshOverlaps, "seasonal_rates", "closures");
onRecordAfterUpdateSuccess(refreshOverlaps, "seasonal_rates", "closures");
onRecordAfterDeleteSuccess(refreshOverlaps, "seasonal_rates", "closures");
