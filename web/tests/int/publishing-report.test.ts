// `npm run content:report` against a real, seeded PocketBase.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { connectAsSuperuser, seedDatabase } from "@hotel/seed";

const script = fileURLToPath(new URL("../../scripts/content-report.ts", import.meta.url));
const tsx = fileURLToPath(new URL("../../../node_modules/.bin/tsx", import.meta.url));

let server: PocketBaseServer;
let admin: PocketBase;

function report(...args: string[]) {
  const result = spawnSync(tsx, [script, ...args], {
    encoding: "utf8",
    env: {
      ...process.env,
      PB_URL: server.url,
      PB_SUPERUSER_EMAIL: server.superuser.email,
      PB_SUPERUSER_PASSWORD: server.superuser.password,
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  server = await startPocketBase();
  admin = await connectAsSuperuser(server.url, server.superuser.email, server.superuser.password);
  await seedDatabase(admin);
});

afterAll(async () => {
  await server?.stop();
});

it("says the seeded content is complete, and --strict passes", () => {
  const run = report("--strict");
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^room_types \(\d+ records\): complete$/m);
  expect(run.stdout).toContain("Every record has its Arabic and English texts.");
});

it("names an incomplete draft's missing fields with a link to edit it, and --strict fails", async () => {
  const draft = await admin
    .collection("tour_scenes")
    .create({ slug: "roof", title_ar: "السطح", title_en: "Roof terrace", description_en: "The view.", published: false });
  try {
    const run = report("--strict");
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("tour_scenes (4 records): 1 incomplete");
    expect(run.stdout).toContain(`draft      Roof terrace  [${draft.id}]`);
    expect(run.stdout).toContain("missing: description_ar");
    expect(run.stdout).toContain(`${server.url}/_/#/collections?collection=tour_scenes&record=${draft.id}`);
    expect(run.stdout).toContain("1 record(s) lack Arabic or English text.");

    const json = JSON.parse(report("--json").stdout) as {
      collections: { collection: string; incomplete: { id: string; missing: string[] }[] }[];
    };
    const scenes = json.collections.find((c) => c.collection === "tour_scenes");
    expect(scenes?.incomplete).toEqual([expect.objectContaining({ id: draft.id, missing: ["description_ar"] })]);
  } finally {
    await admin.collection("tour_scenes").delete(draft.id);
  }
});

it("explains a wrong password instead of printing a report", () => {
  const result = spawnSync(tsx, [script], {
    encoding: "utf8",
    env: { ...process.env, PB_URL: server.url, PB_SUPERUSER_EMAIL: server.superuser.email, PB_SUPERUSER_PASSWORD: "wrong" },
  });
  expect(result.status).toBe(2);
  expect(result.stderr).toContain(`cannot sign in to PocketBase at ${server.url} as ${server.superuser.email}`);
});
