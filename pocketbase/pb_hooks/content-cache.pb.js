/// <reference path="../pb_data/types.d.ts" />
// What hook VMs keep of the content staff edit (content-cache-lib.js) is read
// again after every save of it, and after any change to a collection (its
// rules or fields), once the change has committed.

const contentChanged = (e) => {
  e.next();
  require(`${__hooks}/content-cache-lib.js`).changed(e.app);
};

const CONTENT = require(`${__hooks}/content-collections.json`);
onRecordAfterCreateSuccess(contentChanged, ...CONTENT);
onRecordAfterUpdateSuccess(contentChanged, ...CONTENT);
onRecordAfterDeleteSuccess(contentChanged, ...CONTENT);
onCollectionAfterCreateSuccess(contentChanged);
onCollectionAfterUpdateSuccess(contentChanged);
onCollectionAfterDeleteSuccess(contentChanged);
