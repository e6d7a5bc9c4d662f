// Reads the content-model migration without PocketBase, by running it with
// stand-ins for the JSVM globals, so unit tests can check the seed content
// against the real field definitions.
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

export const MIGRATION_PATH = fileURLToPath(
  new URL("../../../pocketbase/pb_migrations/1763800000_content_model.js", import.meta.url),
);

export function readMigrationSchema(path = MIGRATION_PATH): Map<string, Map<string, MigrationField>> {
  const collections = new Map<string, Map<string, MigrationField>>();
  class Collection {
    constructor(readonly def: { name: string; fields: MigrationField[] }) {}
  }
  const app = {
    save(collection: Collection) {
      collections.set(collection.def.name, new Map(collection.def.fields.map((f) => [f.name, f])));
    },
    findCollectionByNameOrId(name: string) {
      return { id: name };
    },
  };
  const migrate = (up: (a: typeof app) => void) => up(app);
  new Function("migrate", "Collection", readFileSync(path, "utf8"))(migrate, Collection);
  return collections;
}
