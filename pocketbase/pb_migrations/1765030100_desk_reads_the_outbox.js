/// <reference path="../pb_data/types.d.ts" />
// The desk shows a request's e-mails and sends a failed one again: active
// members of staff may read the outbox and set a message back to queued
// (pocketbase/outbox guards the update: the status alone, and only to queued).

const STAFF = '@request.auth.collectionName = "staff" && @request.auth.active = true';

migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("outbox");
    outbox.listRule = STAFF;
    outbox.viewRule = STAFF;
    outbox.updateRule = STAFF;
    app.save(outbox);
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId("outbox");
    outbox.listRule = null;
    outbox.viewRule = null;
    outbox.updateRule = null;
    app.save(outbox);
  },
);
