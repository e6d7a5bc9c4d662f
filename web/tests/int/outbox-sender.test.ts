// The outbox's sender (pocketbase/outbox) against a real SMTP server on a bad
// day: slow, refusing with a 4xx and a 5xx, down while messages wait, and
// PocketBase itself stopped or killed (SIGKILL) mid-queue. Messages are written
// straight into the outbox as staff (superusers) may; outbox.test.ts covers the
// hooks that write them for guests' requests.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type PocketBase from "pocketbase";
import type { RecordModel } from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPocketBase, superuserClient, type PocketBaseServer } from "@hotel/pocketbase/testing";
import { startSmtpReceiver, type SmtpReceiver } from "./booking-helpers";

let smtp: SmtpReceiver;
let pb: PocketBaseServer;
let admin: PocketBase;
let dataDir: string;
let counter = 0;

const GIVE_UP_AFTER_MS = 20_000;

async function start() {
  pb = await startPocketBase({
    dataDir,
    port: pb?.port,
    env: {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: "reservations@hotel.example",
      MAIL_GIVE_UP_AFTER: `${GIVE_UP_AFTER_MS}ms`,
      // Mistyped, for the test of what that does to guests' requests.
      STAFF_NOTIFY_EMAIL: "front desk",
    },
  });
  admin = await superuserClient(pb);
}

/** Writes `n` messages into the outbox as staff can, each with a subject of its own. */
async function queue(n: number, label: string, to = (_i: number) => "desk@hotel.example"): Promise<RecordModel[]> {
  const made: RecordModel[] = [];
  for (let i = 0; i < n; i++) {
    counter++;
    made.push(
      await admin.collection("outbox").create({
        kind: "staff_new_request",
        to: to(i),
        subject: `${label} ${counter}`,
        text: `Message ${counter}`,
        html: `<p>Message ${counter}</p>`,
      }),
    );
  }
  return made;
}

const outbox = (id: string) => admin.collection("outbox").getOne(id);
const copies = (record: RecordModel) => smtp.messages.filter((m) => m.subject === record.subject);

async function until(what: string, check: () => Promise<boolean>, timeout = 20_000) {
  await expect.poll(check, { timeout, interval: 100, message: what }).toBe(true);
}

async function delivered(records: RecordModel[]) {
  await until(`${records.length} messages sent`, async () => {
    const now = await Promise.all(records.map((r) => outbox(r.id)));
    return now.every((r) => r.status === "sent");
  });
}

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  dataDir = await mkdtemp(join(tmpdir(), "hotel-outbox-"));
  await start();
});

afterAll(async () => {
  await pb?.stop();
  await smtp?.stop().catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
});

describe("the sender", () => {
  it("sends a message once, with its stable Message-ID, and records when", async () => {
    const [message] = await queue(1, "Plain");
    expect(message).toMatchObject({ status: "queued", attempts: 0 });
    expect(message!.message_id).toBe(`<${message!.id}.outbox@hotel.example>`);
    await delivered([message!]);
    const sent = await outbox(message!.id);
    expect(sent).toMatchObject({ status: "sent", attempts: 1, last_error: "" });
    expect(Date.parse(sent.sent_at)).toBeGreaterThan(0);
    expect(copies(message!)).toHaveLength(1);
    expect(copies(message!)[0]!.messageId).toBe(message!.message_id);
    expect(copies(message!)[0]!.from).toBe("reservations@hotel.example");
  });

  it("waits for a slow server without counting it a failure, and sends the next after it", async () => {
    smtp.behaviour.delayMs = 2_000;
    try {
      const messages = await queue(2, "Slow");
      await delivered(messages);
      for (const m of messages) expect(await outbox(m.id)).toMatchObject({ status: "sent", attempts: 1 });
      expect(messages.map((m) => copies(m).length)).toEqual([1, 1]);
    } finally {
      smtp.behaviour.delayMs = 0;
    }
  });

  it("tries again, with the same Message-ID, while the server answers 4xx, and sends once it accepts", async () => {
    smtp.behaviour.refuse = { code: 451, message: "4.3.0 Try again later" };
    const [message] = await queue(1, "Greylisted");
    try {
      await until("two refused attempts", async () => (await outbox(message!.id)).attempts >= 2);
      const waiting = await outbox(message!.id);
      expect(waiting.status).toBe("queued");
      expect(waiting.last_error).toContain("451");
      expect(waiting.last_error).toContain("RCPT TO");
      // Growing waits: the next attempt is later than the last one was.
      expect(Date.parse(waiting.next_attempt_at)).toBeGreaterThan(Date.parse(waiting.updated));
    } finally {
      smtp.behaviour.refuse = null;
    }
    await delivered([message!]);
    expect(copies(message!)).toHaveLength(1);
    expect(copies(message!)[0]!.messageId).toBe(message!.message_id);
    const sent = await outbox(message!.id);
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    expect(sent.last_error).toBe("");
  });

  it("marks a message failed at a 5xx, at once, and sends it again when staff set it back to queued", async () => {
    smtp.behaviour.refuse = { code: 550, message: "5.1.1 Mailbox unavailable" };
    const [message] = await queue(1, "Refused");
    try {
      await until("failed", async () => (await outbox(message!.id)).status === "failed");
      const failed = await outbox(message!.id);
      expect(failed).toMatchObject({ status: "failed", attempts: 1 });
      expect(failed.last_error).toMatch(/^550 .*Mailbox unavailable/);
      await new Promise((r) => setTimeout(r, 1_000));
      expect((await outbox(message!.id)).attempts).toBe(1);
    } finally {
      smtp.behaviour.refuse = null;
    }
    expect(copies(message!)).toHaveLength(0);
    await admin.collection("outbox").update(message!.id, { status: "queued" });
    await delivered([message!]);
    expect(await outbox(message!.id)).toMatchObject({ status: "sent", attempts: 1, last_error: "" });
    expect(copies(message!)).toHaveLength(1);
    expect(copies(message!)[0]!.messageId).toBe(message!.message_id);
  });

  it("sends the messages around one the server refuses on the same connection, each once", async () => {
    smtp.behaviour.refuse = { code: 550, message: "5.1.1 No such mailbox", to: "nobody@hotel.example" };
    const held = smtp.hold();
    let messages: RecordModel[];
    try {
      // Queued while the first is held, so all four go in one pass, on one connection.
      messages = await queue(4, "Mixed", (i) => (i === 2 ? "nobody@hotel.example" : "desk@hotel.example"));
      await held.arrived;
      held.release();
      await until("all done", async () => (await Promise.all(messages.map((m) => outbox(m.id)))).every((m) => m.status !== "queued"));
    } finally {
      held.release();
      smtp.behaviour.refuse = null;
    }
    expect((await Promise.all(messages.map((m) => outbox(m.id)))).map((m) => m.status)).toEqual(["sent", "sent", "failed", "sent"]);
    expect(messages.map((m) => copies(m).length)).toEqual([1, 1, 0, 1]);
    expect(new Set([0, 1, 3].map((i) => copies(messages[i]!)[0]!.session)).size).toBe(1);
  });

  it("keeps every message while the server is down, and sends them all, once each, soon after it is back", async () => {
    await smtp.stop();
    let messages: RecordModel[];
    try {
      messages = await queue(5, "Outage");
      await until("the first attempt refused", async () => (await outbox(messages[0]!.id)).attempts >= 1);
      const first = await outbox(messages[0]!.id);
      expect(first.status).toBe("queued");
      expect(first.last_error).toMatch(/connect|refused/i);
      await new Promise((r) => setTimeout(r, 1_500));
    } finally {
      await smtp.start();
    }
    const back = Date.now();
    await delivered(messages);
    // Probed every 200 ms here (MAIL_PROBE_INTERVAL), whatever each message's own wait had grown to.
    expect(Date.now() - back).toBeLessThan(10_000);
    expect(messages.map((m) => copies(m).length)).toEqual([1, 1, 1, 1, 1]);
  });

  it("gives up on a message after MAIL_GIVE_UP_AFTER, marking it failed for staff", async () => {
    smtp.behaviour.refuse = { code: 421, message: "4.7.0 Too busy" };
    const [message] = await queue(1, "Never");
    try {
      await until("failed after the give-up time", async () => (await outbox(message!.id)).status === "failed", GIVE_UP_AFTER_MS + 15_000);
    } finally {
      smtp.behaviour.refuse = null;
    }
    const failed = await outbox(message!.id);
    expect(failed.attempts).toBeGreaterThanOrEqual(2);
    expect(failed.last_error).toContain("421");
    expect(Date.parse(failed.updated) - Date.parse(failed.queued_at)).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(copies(message!)).toHaveLength(0);
  });
});

describe("a mistyped STAFF_NOTIFY_EMAIL", () => {
  it("loses staff's message, logged, and never the guest's request", async () => {
    const contact = await admin
      .collection("contact_messages")
      .create({ name: "Typo Guest", phone: "07701234567", message: "Is breakfast included?", locale: "en", status: "new" });
    expect(
      (await admin.collection("outbox").getFullList({ filter: admin.filter("contact_message = {:id}", { id: contact.id }) })).length,
    ).toBe(0);
    await expect
      .poll(async () => (await admin.logs.getList(1, 5, { filter: 'message = "staff message not queued"' })).totalItems, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(1);
  });
});

describe("PocketBase stopped mid-queue", () => {
  it("sends what waited once it starts again, once each", async () => {
    await smtp.stop();
    let messages: RecordModel[];
    try {
      messages = await queue(3, "Restart");
      await new Promise((r) => setTimeout(r, 1_000));
      expect((await Promise.all(messages.map((m) => outbox(m.id)))).map((m) => m.status)).toEqual(["queued", "queued", "queued"]);
      await pb.stop({ keepData: true });
    } finally {
      await smtp.start();
    }
    await start();
    await delivered(messages);
    expect(messages.map((m) => copies(m).length)).toEqual([1, 1, 1]);
  });

  it("killed (SIGKILL) while sending: nothing lost, at most the message on the line sent twice, with the same Message-ID", async () => {
    const held = smtp.hold();
    const messages = await queue(3, "Killed");
    await held.arrived;
    await pb.stop({ keepData: true, signal: "SIGKILL" });
    // The server takes the message PocketBase was sending when it died.
    held.release();
    await start();
    await delivered(messages);
    const counts = messages.map((m) => copies(m).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(messages.length + 1);
    expect(counts.every((n) => n >= 1 && n <= 2)).toBe(true);
    for (const m of messages) {
      expect(new Set(copies(m).map((c) => c.messageId))).toEqual(new Set([m.message_id]));
    }
  });
});
