// Desk accounts for tests: a `staff` member of either role, made by a
// superuser, and a token for it without the e-mailed code (PocketBase's
// superuser-only impersonate endpoint). Browser tests sign in the way staff
// do, code and all; these are for rules and hooks.
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { siteAccountClient, type PocketBaseServer } from "./pocketbase-server";

export type DeskRole = "reservations" | "manager";

export interface DeskMember {
  id: string;
  email: string;
  password: string;
  name: string;
  role: DeskRole;
}

let members = 0;

/** A new desk account (active unless told otherwise). */
export async function createMember(
  admin: PocketBase,
  role: DeskRole,
  overrides: Partial<{ name: string; email: string; password: string; active: boolean }> = {},
): Promise<DeskMember> {
  const n = ++members;
  const email = overrides.email ?? `${role}-${n}-${Date.now().toString(36)}@desk.example.com`;
  const password = overrides.password ?? `desk-password-${n}-long`;
  const name = overrides.name ?? `${role === "manager" ? "Manager" : "Clerk"} ${n}`;
  const record = await admin.collection("staff").create({
    email,
    password,
    passwordConfirm: password,
    name,
    role,
    active: overrides.active ?? true,
    verified: true,
  });
  return { id: record.id, email, password, name, role };
}

/** A token of the member's own, as if they had signed in (password and code). */
export async function memberToken(admin: PocketBase, id: string, seconds = 3600): Promise<string> {
  const client = await admin.collection("staff").impersonate(id, seconds);
  return client.authStore.token;
}

/** Who the desk's rule tests try each action as: members of each role, a disabled one, the site's account, a forged token. */
export type DeskActor = "reservations" | "manager" | "inactive member" | "site service" | "forged member";

/**
 * A reservations member, a manager and a disabled member (switched off behind PocketBase's back: their token stays
 * good, so only the rules' `active = true` refuses it), with a token for each actor; anonymous has none.
 */
export async function deskActors(server: PocketBaseServer, admin: PocketBase) {
  const members = {
    reservations: await createMember(admin, "reservations", { name: "Reem" }),
    manager: await createMember(admin, "manager", { name: "Muna" }),
    inactive: await createMember(admin, "reservations", { name: "Idle" }),
  };
  const tokens = new Map<string, string>([
    ["reservations", await memberToken(admin, members.reservations.id)],
    ["manager", await memberToken(admin, members.manager.id)],
    ["inactive member", await memberToken(admin, members.inactive.id)],
    ["site service", (await siteAccountClient(server)).authStore.token],
  ]);
  // A manager's token with its signature made up: PocketBase must take it for no one.
  const [header, payload] = (await memberToken(admin, members.manager.id)).split(".");
  tokens.set("forged member", `${header}.${payload}.${Buffer.from("made-up signature").toString("base64url")}`);
  const db = new DatabaseSync(join(server.dataDir, "data.db"));
  db.prepare("UPDATE staff SET active = 0 WHERE id = ?").run(members.inactive.id);
  db.close();
  return { members, tokens };
}

/** One raw API call with `token` (none: a visitor), as an attacker would make it; `json` is {} when the answer is not JSON. */
export async function callAs(url: string, token: string | undefined, method: string, path: string, body?: Record<string, unknown>) {
  const headers: Record<string, string> = {};
  if (body) headers["content-type"] = "application/json";
  if (token) headers.authorization = token;
  const res = await fetch(url + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, text, json };
}

/** A client acting as the member. */
export function memberClient(url: string, token: string): PocketBase {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  pb.authStore.save(token, null);
  return pb;
}

export interface Listener {
  /** The ids of the records PocketBase told this subscriber about. */
  heard: string[];
  close(): void;
}

/**
 * Subscribes to a collection's realtime events as `token` (PocketBase's
 * protocol: a server-sent event stream, then a POST naming its topics), the
 * way an open desk's server does. Resolves once PocketBase has the topics.
 */
export async function listen(url: string, token: string, topic: string): Promise<Listener> {
  const abort = new AbortController();
  const heard: string[] = [];
  const res = await fetch(`${url}/api/realtime`, { signal: abort.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let subscribed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split("\n\n");
        buffer = blocks.pop() ?? "";
        for (const block of blocks) {
          const event = /^event:(.*)$/m.exec(block)?.[1]?.trim();
          const data = /^data:(.*)$/m.exec(block)?.[1]?.trim() ?? "{}";
          if (event === "PB_CONNECT") {
            const { clientId } = JSON.parse(data) as { clientId: string };
            const post = await fetch(`${url}/api/realtime`, {
              method: "POST",
              headers: { "content-type": "application/json", authorization: token },
              body: JSON.stringify({ clientId, subscriptions: [topic] }),
            });
            if (!post.ok) throw new Error(`subscription refused: ${post.status}`);
            subscribed();
          } else if (event) {
            heard.push((JSON.parse(data) as { record: { id: string } }).record.id);
          }
        }
      }
    } catch {
      // closed
    }
  })();
  await ready;
  return { heard, close: () => abort.abort() };
}
