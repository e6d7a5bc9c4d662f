// PocketBase's rate limiter, as the rate-limit migration configures it,
// against a real server: floods from one address are cut off with 429, and
// superusers (the website's server, which has its own per-guest limit) are
// not. The e2e stack switches the limiter off, so this is the test of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, superuserClient, type PocketBaseServer } from "../../testing/pocketbase-server";
import { createMember } from "../../testing/desk-fixtures";

let pb: PocketBaseServer;

beforeAll(async () => {
  pb = await startPocketBase();
}, 60_000);

afterAll(async () => {
  await pb?.stop();
});

async function post(path: string, body: unknown, token?: string): Promise<number> {
  const res = await fetch(`${pb.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

async function statuses(count: number, send: (i: number) => Promise<number>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(await send(i));
  return out;
}

const contact = (i: number) => ({ name: `Flood ${i}`, phone: "+9647801234567", message: "hello", locale: "en", status: "new" });

describe("rate limits from the migration", () => {
  it("cuts an anonymous flood of booking requests off after 5 a minute", async () => {
    const answers = await statuses(7, () => post("/api/collections/booking_requests/records", { first_name: "Flood" }));
    // The first five reach the collection's rule (superusers only); then the limiter answers.
    expect(
      answers.slice(0, 5).every((s) => s !== 429),
      answers.join(","),
    ).toBe(true);
    expect(answers.slice(5)).toEqual([429, 429]);
  });

  it("cuts password guessing on the staff sign-in off after 20 a minute", async () => {
    const answers = await statuses(22, (i) =>
      post("/api/collections/_superusers/auth-with-password", { identity: pb.superuser.email, password: `wrong-${i}` }),
    );
    expect(
      answers.slice(0, 20).every((s) => s === 400),
      answers.join(","),
    ).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
  });

  it("counts staff sign-ins per client the site names, so guesses from many addresses lock no one else out", async () => {
    // A fresh server, so the sign-in flood above does not count here.
    const own = await startPocketBase();
    const signIn = async (password: string, client: string) => {
      const res = await fetch(`${own.url}/api/collections/_superusers/auth-with-password`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-hotel-sign-in-client": client },
        body: JSON.stringify({ identity: own.superuser.email, password }),
      });
      await res.arrayBuffer();
      return res.status;
    };
    try {
      // 25 addresses, two wrong passwords each: 50 sign-ins from the site's one address, 2 per client.
      const guesses = await statuses(50, (i) => signIn(`wrong-${i}`, `203.0.113.${(i % 25) + 1}`));
      expect(guesses, guesses.join(",")).toEqual(Array(50).fill(400));
      expect(await signIn(own.superuser.password, "198.51.100.7")).toBe(200);
      // One named client still meets the limit.
      const one = await statuses(21, (i) => signIn(`again-${i}`, "192.0.2.9"));
      expect(one.slice(0, 20), one.join(",")).toEqual(Array(20).fill(400));
      expect(one[20]).toBe(429);
    } finally {
      await own.stop();
    }
  }, 60_000);

  it("counts desk sign-ins and their e-mailed codes per client, so guesses from many addresses lock no member out", async () => {
    const own = await startPocketBase();
    const admin = await superuserClient(own);
    const member = await createMember(admin, "reservations");
    const send = async (path: string, body: unknown, client: string) => {
      const res = await fetch(`${own.url}/api/collections/staff/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-hotel-sign-in-client": client },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as { mfaId?: string } };
    };
    const guess = async (password: string, client: string) =>
      (await send("auth-with-password", { identity: member.email, password }, client)).status;
    try {
      // 12 addresses, two wrong passwords each: more than one address may send, 2 per client.
      const guesses = await statuses(24, (i) => guess(`wrong-${i}`, `203.0.113.${(i % 12) + 1}`));
      expect(guesses, guesses.join(",")).toEqual(Array(24).fill(400));
      // The member's own password still gets the second step (401 with an MFA id), and a code is e-mailed.
      const first = await send("auth-with-password", { identity: member.email, password: member.password }, "198.51.100.7");
      expect(first.status).toBe(401);
      expect(first.body.mfaId).toEqual(expect.any(String));
      // Asking for codes: 3 a minute per client, whatever the other clients asked.
      const codes = await statuses(4, async () => (await send("request-otp", { email: member.email }, "192.0.2.77")).status);
      expect(codes).toEqual([200, 200, 200, 429]);
      expect((await send("request-otp", { email: member.email }, "198.51.100.7")).status).toBe(200);
      // One named client still meets the sign-in limit.
      const one = await statuses(21, (i) => guess(`again-${i}`, "192.0.2.9"));
      expect(one.slice(0, 20), one.join(",")).toEqual(Array(20).fill(400));
      expect(one[20]).toBe(429);
    } finally {
      await own.stop();
    }
  }, 120_000);

  it("does not limit superusers: the site saves every guest's request", async () => {
    // A fresh server, so the sign-in flood above cannot block this sign-in.
    const own = await startPocketBase();
    try {
      const auth = await fetch(`${own.url}/api/collections/_superusers/auth-with-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ identity: own.superuser.email, password: own.superuser.password }),
      });
      const { token } = (await auth.json()) as { token: string };
      const answers = await statuses(8, async (i) => {
        const res = await fetch(`${own.url}/api/collections/contact_messages/records`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: token },
          body: JSON.stringify(contact(i)),
        });
        await res.arrayBuffer();
        return res.status;
      });
      expect(answers).toEqual(Array(8).fill(200));
    } finally {
      await own.stop();
    }
  }, 60_000);

  it("limits anonymous contact messages too", async () => {
    const answers = await statuses(6, (i) => post("/api/collections/contact_messages/records", contact(i)));
    expect(
      answers.slice(0, 5).every((s) => s !== 429),
      answers.join(","),
    ).toBe(true);
    expect(answers[5]).toBe(429);
  });
});
