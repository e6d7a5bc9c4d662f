/// <reference path="../pb_data/types.d.ts" />
// Photos ready before the first guest: once a content record's save has added
// photos (after e.next(), so only real saves count), the site is told which
// (revalidate-lib.js), answers at once, and makes every size and format it
// serves them at. The save has already succeeded, so a failed call is logged,
// never thrown; the first guest then waits for the encoding, as before.

// JSVM handlers run in isolated contexts and cannot see top-level values, so
// the handler is self-contained and registered for each event.
const warmPhotosOnSave = (e) => {
  e.next();
  require(`${__hooks}/revalidate-lib.js`).warmNewPhotos(e.app, e.record);
};

const PHOTO_COLLECTIONS = require(`${__hooks}/content-collections.json`);
onRecordAfterCreateSuccess(warmPhotosOnSave, ...PHOTO_COLLECTIONS);
onRecordAfterUpdateSuccess(warmPhotosOnSave, ...PHOTO_COLLECTIONS);
