/// <reference path="../pb_data/types.d.ts" />
// Keeps the website's cached pages fresh: once a content record has been
// created, updated or deleted successfully (after e.next(), so only real
// saves count), tell the site (revalidate-lib.js). The save has already
// succeeded, so a failed call is logged, never thrown.
//
// The content collections are listed once, in content-collections.json, which
// the website's cache tags (web/src/lib/cms/tags.ts) read too.

// JSVM handlers run in isolated contexts and cannot see top-level values, so
// the handler is self-contained and registered for each event.
const revalidateOnSave = (e) => {
  e.next();
  require(`${__hooks}/revalidate-lib.js`).revalidateSite(e.app, { collection: e.record.collection().name, id: e.record.id }, "revalidate");
};

const CONTENT_COLLECTIONS = require(`${__hooks}/content-collections.json`);
onRecordAfterCreateSuccess(revalidateOnSave, ...CONTENT_COLLECTIONS);
onRecordAfterUpdateSuccess(revalidateOnSave, ...CONTENT_COLLECTIONS);
onRecordAfterDeleteSuccess(revalidateOnSave, ...CONTENT_COLLECTIONS);
