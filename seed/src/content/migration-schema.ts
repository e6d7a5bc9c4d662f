// Reads the migrations that define the seeded collections without
// PocketBase, by running them with stand-ins for the JSVM globals, so unit
// tests can check the seed content against the real field definitions.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface MigrationField {
  name: string;
  type: string;
  required?: boolean;
  max?: number;
  min?: number;
  pattern?: string;
  values?: string[];
  maxSelect?: number;
  onlyInt?: boolean;
  maxSize?: number;
}

const migration = (name: string) => fileURLToPath(new URL(`../../../pocketbase/pb_migrations/${name}`, import.meta.url));
export const MIGRATION_PATHS = [
  migration("1763800000_content_model.js"),
  migration("1764000000_rates_and_closures.js"),
  migration("1764100000_facility_page_keys.js"),
  migration("1764500000_rooms_left_threshold.js"),
  migration("1764510000_extras.js"),
];

export function readMigrationSchema(paths = MIGRATION_PATHS): Map<string, Map<string, MigrationField>> {
  const collections = new Map<string, Map<string, MigrationField>>();
  class Collection {
    constructor(readonly def: { name: string; fields: MigrationField[] }) {}
  }
  const field = (type: string) =>
    class {
      constructor(def: MigrationField) {
        Object.assign(this, { type }, def);
      }
    };
  const app = {
    save(collection: Collection | { id: string }) {
      if (collection instanceof Collection) {
        collections.set(collection.def.name, new Map(collection.def.fields.map((f) => [f.name, f])));
      }
    },
    // A collection an earlier migration made, as later ones change it: the fields they add are kept.
    findCollectionByNameOrId(name: string) {
      const fields = collections.get(name);
      return {
        id: name,
        fields: {
          getByName: (n: string) => fields?.get(n),
          fieldNames: () => [...(fields?.keys() ?? [])],
          addAt: (_index: number, f: MigrationField) => fields?.set(f.name, f),
        },
      };
    },
    // Records are not modelled: a migration's SQL on them does nothing here.
    db() {
      const query = { bind: () => query, execute: () => undefined };
      return { newQuery: () => query };
    },
  };
  const migrate = (up: (a: typeof app) => void) => up(app);
  for (const path of paths) {
    new Function("migrate", "Collection", "NumberField", "DateField", readFileSync(path, "utf8"))(
      migrate,
      Collection,
      field("number"),
      field("date"),
    );
  }
  return collections;
}
