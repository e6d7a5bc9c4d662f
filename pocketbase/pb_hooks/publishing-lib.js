// Shared code of publishing.pb.js. PocketBase runs every hook handler in its
// own isolated VM, so handlers `require()` this file instead of sharing
// top-level functions. Plain ES2015 + CommonJS (goja).

// ---------------------------------------------------------------- bilingual completeness

// What a published record must have in BOTH languages. Other `_ar`/`_en`
// pairs are optional, but half a pair (one language filled, the other empty)
// is refused too: that is exactly the half-translated content the site must
// never show.
const REQUIRED = {
  room_types: ["name", "summary", "description", "beds", "bathroom"],
  facilities: ["name", "summary", "body"],
  offers: ["title", "summary", "body"],
  catering: ["title", "summary", "body"],
  pages: ["title", "summary", "body"],
  tour_scenes: ["title", "description"],
  extras: ["name"],
};
const LANGUAGES = [
  { suffix: "_ar", name: "Arabic" },
  { suffix: "_en", name: "English" },
];

/** Rich-text fields count as empty when only tags, &nbsp; and spaces remain (the editor leaves "<p><br></p>"). */
function isBlank(value) {
  const text = String(value == null ? "" : value)
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .replace(/[\s\u00a0\u200b-\u200f]+/g, "");
  return text === "";
}

/** Every base name that has both an `_ar` and an `_en` field in the collection, in schema order. */
function bilingualBases(collection) {
  const names = collection.fields.fieldNames();
  const seen = {};
  const bases = [];
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (!/_ar$/.test(name)) continue;
    const base = name.slice(0, -3);
    if (names.indexOf(base + "_en") !== -1 && !seen[base]) {
      seen[base] = true;
      bases.push(base);
    }
  }
  return bases;
}

function label(base) {
  return base.replace(/_/g, " ");
}

/**
 * The bilingual fields `record` is missing to be published: a list of
 * { field, base, language, reason, blankRefused } with reason "required" (must
 * be filled in both languages) or "untranslated" (filled in the other language
 * only).
 */
function missingTranslations(record) {
  const collection = record.collection();
  const required = REQUIRED[collection.name] || [];
  const missing = [];
  const bases = bilingualBases(collection);
  for (let i = 0; i < bases.length; i++) {
    const base = bases[i];
    const empty = LANGUAGES.map((lang) => isBlank(record.getString(base + lang.suffix)));
    const isRequired = required.indexOf(base) !== -1;
    if (!isRequired && empty[0] === empty[1]) continue;
    for (let j = 0; j < LANGUAGES.length; j++) {
      if (!empty[j]) continue;
      const field = base + LANGUAGES[j].suffix;
      missing.push({
        field: field,
        base: base,
        language: LANGUAGES[j].name,
        reason: isRequired ? "required" : "untranslated",
        // The schema itself requires it, drafts included: reported the way PocketBase does.
        blankRefused: collection.fields.getByName(field).required === true,
      });
    }
  }
  return missing;
}

function fieldMessage(item) {
  return item.reason === "required"
    ? "Required in " + item.language + " before publishing."
    : "The other language has a " + label(item.base) + "; add the " + item.language + " one too, or clear both.";
}

/**
 * Throws a 400 with one message per field (the admin UI shows each under its
 * field) when a record that is, or is being, published is missing a language.
 * Drafts (published unticked) may be incomplete.
 */
function refuseIncompletePublish(record) {
  if (!REQUIRED[record.collection().name] || !record.getBool("published")) return;
  const missing = missingTranslations(record);
  if (missing.length === 0) return;
  const data = {};
  const names = [];
  for (let i = 0; i < missing.length; i++) {
    data[missing[i].field] = missing[i].blankRefused
      ? new ValidationError("validation_required", "Cannot be blank.")
      : new ValidationError("validation_missing_translation", fieldMessage(missing[i]));
    names.push(label(missing[i].base) + " (" + missing[i].language + ")");
  }
  throw new BadRequestError("Cannot publish: fill in " + names.join(", ") + '. Or untick "published" to save it as a draft.', data);
}

/**
 * Every content record with a missing or half-translated language, drafts
 * included, for the content report (npm run content:report and /test).
 */
function contentReport(app) {
  const collections = Object.keys(REQUIRED);
  const result = [];
  for (let i = 0; i < collections.length; i++) {
    const name = collections[i];
    const collection = app.findCollectionByNameOrId(name);
    const presentable = presentableField(collection);
    const records = app.findAllRecords(name);
    const incomplete = [];
    for (let j = 0; j < records.length; j++) {
      const record = records[j];
      const missing = missingTranslations(record);
      if (missing.length === 0) continue;
      incomplete.push({
        id: record.id,
        slug: record.getString("slug"),
        title: presentable ? record.getString(presentable + "_en") || record.getString(presentable + "_ar") : "",
        published: record.getBool("published"),
        missing: missing.map((m) => m.field),
      });
    }
    result.push({ collection: name, total: records.length, incomplete: incomplete });
  }
  return result;
}

function presentableField(collection) {
  const bases = bilingualBases(collection);
  for (let i = 0; i < bases.length; i++) if (bases[i] === "title" || bases[i] === "name") return bases[i];
  return null;
}

// ---------------------------------------------------------------- interface texts

/** Flattens the site's bundled messages ({"Header": {"contact": "…"}}) into {"Header.contact": "…"}. */
function flattenMessages(tree) {
  const flat = {};
  const walk = (node, prefix) => {
    for (const key in node) {
      const value = node[key];
      const path = prefix ? prefix + "." + key : key;
      if (typeof value === "string") flat[path] = value;
      else if (value && typeof value === "object") walk(value, path);
    }
  };
  walk(tree, "");
  return flat;
}

/** The site's interface texts, from web/messages/en.json (the type source of every message key). */
function bundledMessages(hooksDir) {
  const path = hooksDir + "/../../web/messages/en.json";
  let raw;
  try {
    raw = toString($os.readFile(path));
  } catch (err) {
    throw new BadRequestError(
      "The list of interface texts is not available on this server (" +
        path +
        "). Ask the web team to deploy web/messages with PocketBase.",
    );
  }
  return flattenMessages(JSON.parse(raw));
}

/** Names of the top-level ICU arguments ({phone}, {count, plural, …}); throws on unbalanced braces. */
function messageArguments(message) {
  const names = [];
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < message.length; i++) {
    const ch = message[i];
    if (ch === "'") {
      // ICU quoting: '' is a literal apostrophe, '{' starts a quoted literal.
      if (message[i + 1] === "'") i++;
      else if (quoted || message[i + 1] === "{" || message[i + 1] === "}") quoted = !quoted;
      continue;
    }
    if (quoted) continue;
    if (ch === "{") {
      if (depth === 0) {
        const match = /^\{\s*([^\s,{}]+)\s*[,}]/.exec(message.slice(i));
        if (!match) throw new Error("unnamed placeholder");
        if (names.indexOf(match[1]) === -1) names.push(match[1]);
      }
      depth++;
    } else if (ch === "}") {
      depth--;
      if (depth < 0) throw new Error("unbalanced");
    }
  }
  if (depth !== 0) throw new Error("unbalanced");
  return names;
}

function editDistance(a, b) {
  const row = [];
  for (let j = 0; j <= b.length; j++) row.push(j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

function closestKeys(key, keys) {
  const lower = key.toLowerCase();
  return keys
    .map((k) => ({ k: k, d: editDistance(lower, k.toLowerCase()) }))
    .filter((x) => x.d <= Math.max(3, Math.floor(key.length / 4)))
    .sort((x, y) => x.d - y.d)
    .slice(0, 3)
    .map((x) => x.k);
}

/**
 * Field errors of an interface-text override ({} when it is fine; each error
 * is [code, message]): the key must
 * name one of the site's texts, and a replacement may only use placeholders
 * ({phone}, {count}) that the built-in text has.
 */
function uiTextErrors(record, hooksDir) {
  const errors = {};
  const messages = bundledMessages(hooksDir);
  const key = record.getString("key").trim();
  const bundled = messages[key];
  if (bundled === undefined) {
    const keys = Object.keys(messages);
    const isNamespace = keys.some((k) => k.indexOf(key + ".") === 0);
    const suggestions = closestKeys(key, keys);
    let message = isNamespace
      ? '"' + key + '" is a group of texts, not one text. Use a full key, e.g. ' + keys.filter((k) => k.indexOf(key + ".") === 0)[0] + "."
      : '"' + key + '" is not a text on the site.';
    if (!isNamespace) {
      message += suggestions.length
        ? " Did you mean " + suggestions.join(" or ") + "?"
        : " Keys look like Header.contact; the staff page lists them all.";
    }
    errors.key = ["validation_unknown_ui_text", message];
    return errors;
  }
  let allowed;
  try {
    allowed = messageArguments(bundled);
  } catch (_) {
    allowed = [];
  }
  const values = ["value_ar", "value_en"];
  for (let i = 0; i < values.length; i++) {
    const value = record.getString(values[i]);
    if (value.trim() === "") continue;
    let used;
    try {
      used = messageArguments(value);
    } catch (_) {
      errors[values[i]] = ["validation_ui_text_braces", "Curly braces { } must come in pairs around a placeholder, e.g. {phone}."];
      continue;
    }
    const unknown = used.filter((name) => allowed.indexOf(name) === -1);
    if (unknown.length) {
      errors[values[i]] = [
        "validation_ui_text_placeholder",
        "Unknown placeholder {" +
          unknown.join("}, {") +
          "}. " +
          (allowed.length ? "This text can use {" + allowed.join("}, {") + "}." : "This text has no placeholders."),
      ];
    }
  }
  return errors;
}

function refuseInvalidUiText(record, hooksDir) {
  const errors = uiTextErrors(record, hooksDir);
  const fields = Object.keys(errors);
  if (fields.length === 0) return;
  const data = {};
  for (let i = 0; i < fields.length; i++) data[fields[i]] = new ValidationError(errors[fields[i]][0], errors[fields[i]][1]);
  throw new BadRequestError("Interface text not saved: " + errors[fields[0]][1], data);
}

module.exports = {
  REQUIRED,
  isBlank,
  missingTranslations,
  refuseIncompletePublish,
  contentReport,
  flattenMessages,
  messageArguments,
  uiTextErrors,
  refuseInvalidUiText,
};
