/// <reference path="../pb_data/types.d.ts" />
// Several rooms in one booking request, and the extras a guest adds to it.
//
// booking_requests.room_lines holds every room asked for, as
// [{ room_type, rooms, adults, children }] (room_type a room_types id; adults
// and children are the line's totals over its rooms). The older fields stay
// filled (room_type: the first line's type, rooms and guests: the totals), so
// whatever reads them keeps working; requests stored before this change have
// no room_lines, and their single room is those fields.
// booking_requests.extras holds the ids of the extras chosen (the extras
// collection, 1764510000_extras.js); what each cost is in price_breakdown,
// computed by PocketBase (pb_hooks/bookings.pb.js).

migrate(
  (app) => {
    const bookings = app.findCollectionByNameOrId("booking_requests");
    bookings.fields.add(
      new JSONField({
        name: "room_lines",
        maxSize: 5000,
        help: "Every room asked for: [{ room_type, rooms, adults, children }]. Empty on requests made before several rooms could be asked for.",
      }),
    );
    bookings.fields.add(
      new JSONField({ name: "extras", maxSize: 2000, help: "The ids of the extras the guest chose; their prices are in price_breakdown." }),
    );
    app.save(bookings);
  },
  (app) => {
    const bookings = app.findCollectionByNameOrId("booking_requests");
    bookings.fields.removeByName("room_lines");
    bookings.fields.removeByName("extras");
    app.save(bookings);
  },
);
