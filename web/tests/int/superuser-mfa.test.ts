// The content editor's sign-in through the front door's editor host, against
// a real PocketBase and a real SMTP receiver (pb_hooks/superuser-mfa.pb.js):
// the door names itself with X-Hotel-Door: editor (proxy/hotel/editor-headers.conf),
// and there a superuser's password alone opens nothing; a session from
// inside the machine (the site's staff sign-in) opens nothing there either;
// and wrong passwords from many addresses lock no member of staff out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { startSmtpReceiver, type SmtpReceiver } from "./booking-helpers";

const DOOR = { "X-Hotel-Door": "editor" };

let pb: PocketBaseServer;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  pb = await startPocketBase({
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port), SMTP_TLS: "false", PB_TRUSTED_PROXY_HEADER: "X-Forwarded-For" },
  });
}, 60_000);

afterAll(async () => {
  await pb?.stop();
  await smtp?.stop();
});

async function call(path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${pb.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, string> };
}

const password = (extra: Record<string, string> = {}, pass = pb.superuser.password) =>
  call("/api/collections/_superusers/auth-with-password", {
    body: { identity: pb.superuser.email, password: pass },
    headers: extra,
  });

describe("superusers through the editor's host", () => {
  it("get no session for the password alone, only a step asking for the second factor", async () => {
    const first = await password({ ...DOOR, "X-Forwarded-For": "198.51.100.10" });
    expect(first.status).toBe(401);
    expect(first.json.mfaId).toMatch(/\S/);
    expect(first.json.token).toBeUndefined();
  });

  it("get one with the code sent by e-mail, and that session opens the API there", async () => {
    const headers = { ...DOOR, "X-Forwarded-For": "198.51.100.11" };
    const { json: step } = await password(headers);
    const sent = Date.now();
    const otp = await call("/api/collections/_superusers/request-otp", { body: { email: pb.superuser.email }, headers });
    expect(otp.status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(pb.superuser.email) && Date.now() >= sent);
    const code = /\b(\d{8})\b/.exec(mail.decoded)?.[1];
    expect(code, mail.decoded.slice(0, 400)).toBeDefined();

    const wrong = await call("/api/collections/_superusers/auth-with-otp", {
      body: { otpId: otp.json.otpId, password: "00000000", mfaId: step.mfaId },
      headers,
    });
    expect(wrong.status).toBe(400);
    const signedIn = await call("/api/collections/_superusers/auth-with-otp", {
      body: { otpId: otp.json.otpId, password: code, mfaId: step.mfaId },
      headers,
    });
    expect(signedIn.status).toBe(200);
    const collections = await call("/api/collections?perPage=1", { headers: { ...headers, Authorization: signedIn.json.token! } });
    expect(collections.status).toBe(200);
  });

  it("refuse a session made inside the machine with the password alone (the site's staff sign-in, an SSH tunnel)", async () => {
    // A token names its account and its expiry in whole seconds: one made in the same second as the
    // session above would be that session's, byte for byte.
    await new Promise((r) => setTimeout(r, 1100));
    const inside = await password();
    expect(inside.status).toBe(200);
    const token = inside.json.token!;
    expect((await call("/api/collections?perPage=1", { headers: { Authorization: token } })).status).toBe(200);
    const atDoor = await call("/api/collections?perPage=1", { headers: { ...DOOR, Authorization: token } });
    expect(atDoor.status).toBe(401);
    const refresh = await call("/api/collections/_superusers/auth-refresh", { body: {}, headers: { ...DOOR, Authorization: token } });
    expect(refresh.status).toBe(401);
  });

  it("lock no member of staff out after a flood of wrong passwords from many addresses", async () => {
    for (let client = 0; client < 25; client++) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await password({ ...DOOR, "X-Forwarded-For": `203.0.113.${client + 1}` }, `wrong-${client}-${attempt}`);
        expect(answer.status).toBe(400);
      }
    }
    const staff = await password({ ...DOOR, "X-Forwarded-For": "198.51.100.12" });
    expect(staff.status, "the password is still accepted: the code step follows").toBe(401);
    expect(staff.json.mfaId).toMatch(/\S/);
  });
});
