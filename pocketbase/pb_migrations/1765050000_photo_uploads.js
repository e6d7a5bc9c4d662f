/// <reference path="../pb_data/types.d.ts" />
// Staff photos as phones and photographers deliver them: up to 25 MB each (8 MB
// refused a modern phone's photo). PocketBase stores each at most 2560 px on its
// long side (main.go, photos.go), unless the hotel keeps the originals
// (settings.keep_photo_originals). The 360° panoramas keep their own 30 MB and
// their full size.

const PHOTO_FIELDS = [
  ["room_types", "images"],
  ["facilities", "images"],
  ["offers", "image"],
  ["catering", "images"],
  ["pages", "image"],
];
const MAX_SIZE = 25 * 1024 * 1024;
const OLD_MAX_SIZE = 8 * 1024 * 1024;

function setMaxSize(app, size) {
  for (const [name, fieldName] of PHOTO_FIELDS) {
    const collection = app.findCollectionByNameOrId(name);
    collection.fields.getByName(fieldName).maxSize = size;
    app.save(collection);
  }
}

migrate(
  (app) => {
    setMaxSize(app, MAX_SIZE);
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.addAt(
      settings.fields.fieldNames().indexOf("hijri_shift") + 1,
      new BoolField({
        name: "keep_photo_originals",
        help:
          "Off: a photo over 2560 px is stored at 2560 px on its long side (the site never shows more). " +
          "On: photos are stored as uploaded, up to 25 MB each, and use more disk and backup space.",
      }),
    );
    app.save(settings);
  },
  (app) => {
    setMaxSize(app, OLD_MAX_SIZE);
    const settings = app.findCollectionByNameOrId("settings");
    settings.fields.removeByName("keep_photo_originals");
    app.save(settings);
  },
);
