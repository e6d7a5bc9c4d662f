// Shared by the booking integration tests and the booking benchmark: a real
// SMTP receiver, and the hotel's seeded content as the values a booking needs.
import type PocketBase from "pocketbase";
import { SMTPServer } from "smtp-server";
import { freePort } from "@hotel/pocketbase/testing";
import { seedDatabase } from "@hotel/seed";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The Message-ID header, as sent. */
  messageId: string;
  /** The SMTP session (connection) it came on. */
  session: string;
  /** Headers and bodies with quoted-printable/base64 and encoded words undone (good enough for `contains`). */
  decoded: string;
}

/** How the receiver answers, changeable while it runs (a mail server on a bad day). */
export interface SmtpBehaviour {
  /** Milliseconds it takes to accept each message once its data has arrived. */
  delayMs: number;
  /** Refuse recipients (RCPT TO) with this reply, e.g. { code: 451, message: "try again later" }: every one, or only `to`. */
  refuse: { code: number; message: string; to?: string } | null;
}

export interface SmtpReceiver {
  port: number;
  messages: ReceivedMail[];
  behaviour: SmtpBehaviour;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Holds each message's data unanswered until the returned release is called;
   * `arrived` resolves when the first held message's data is in.
   */
  hold(): { arrived: Promise<void>; release: () => void };
  /** Stops listening (the mail server is down); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function decodeWords(header: string): string {
  return header.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeBodies(raw: string): string {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
  const qp = unfolded.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, (seq) =>
    Buffer.from(
      seq
        .split("=")
        .slice(1)
        .map((h) => parseInt(h, 16)),
    ).toString("utf8"),
  );
  const base64Parts = [...unfolded.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map(
    (m) => Buffer.from((m[1] ?? "").replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return decodeWords([qp, ...base64Parts].join("\n"));
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, " ") ?? "";

/** `onMessage` sees each mail as it arrives (the e2e stack writes them where the specs read them). */
export async function startSmtpReceiver(port?: number, onMessage?: (mail: ReceivedMail) => void): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const behaviour: SmtpBehaviour = { delayMs: 0, refuse: null };
  let held: { arrived: () => void; released: Promise<void> } | null = null;
  const listenPort = port ?? (await freePort());
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // Stopping cuts open sessions at once, as when the server's machine goes away.
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        if (!behaviour.refuse || (behaviour.refuse.to && behaviour.refuse.to !== address.address)) return callback();
        callback(Object.assign(new Error(behaviour.refuse.message), { responseCode: behaviour.refuse.code }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          if (held) {
            held.arrived();
            await held.released;
          }
          if (behaviour.delayMs > 0) await new Promise((r) => setTimeout(r, behaviour.delayMs));
          const raw = Buffer.concat(chunks).toString("utf8");
          const mail: ReceivedMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: decodeWords(header(raw, "Subject")),
            messageId: header(raw, "Message-ID").trim(),
            session: session.id,
            decoded: decodeBodies(raw),
          };
          messages.push(mail);
          onMessage?.(mail);
          for (const listener of listeners) listener();
          callback();
        });
      },
    });

  const start = async () => {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(listenPort, "127.0.0.1", () => resolve());
    });
  };
  await start();

  return {
    port: listenPort,
    messages,
    behaviour,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (found) {
            listeners.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms (received ${messages.length}: ${messages.map((m) => m.subject).join(" | ")})`,
            ),
          );
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    hold() {
      let arrived!: () => void;
      let release!: () => void;
      const arrivedPromise = new Promise<void>((r) => (arrived = r));
      held = { arrived, released: new Promise<void>((r) => (release = r)) };
      return {
        arrived: arrivedPromise,
        release: () => {
          held = null;
          release();
        },
      };
    },
    async stop() {
      const running = server;
      server = null;
      if (!running) return;
      await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    start,
  };
}

type RoomSlug = "standard" | "twin" | "deluxe" | "superior" | "executive-suite";

export interface BookingFixtures {
  settingsId: string;
  rooms: Record<RoomSlug, { id: string; price: number; adults: number; children: number; roomCount: number }>;
  weddingOfferId: string;
  expiredOfferId: string;
  breakfastCost: number;
  /** The seeded extras, by slug. */
  extras: Record<ExtraSlug, { id: string; price: number; pricing: "per_stay" | "per_night" | "per_guest" }>;
}

type ExtraSlug = "airport-pickup" | "extra-bed" | "late-check-out";

const pbDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10) + " 00:00:00.000Z";

/**
 * The hotel's seeded content (seedDatabase), plus an expired copy of the
 * Wedding Offer, read back as the few values the booking tests need.
 */
export async function createBookingFixtures(pb: PocketBase): Promise<BookingFixtures> {
  await seedDatabase(pb);
  const settings = (await pb.collection("settings").getList(1, 1, { sort: "-created" })).items[0]!;
  const rooms = {} as BookingFixtures["rooms"];
  for (const r of await pb.collection("room_types").getFullList({ filter: "published = true" })) {
    rooms[r.slug as RoomSlug] = { id: r.id, price: r.price_per_night, adults: r.adults, children: r.children, roomCount: r.room_count };
  }
  const wedding = await pb.collection("offers").getFirstListItem('slug = "wedding-offer"');
  const { id: _id, collectionId: _c, collectionName: _n, created: _cr, updated: _u, image: _i, ...copy } = wedding;
  const expired = await pb
    .collection("offers")
    .create({ ...copy, slug: "wedding-offer-last-year", valid_from: pbDay(-400), valid_through: pbDay(-2) });
  const extras = {} as BookingFixtures["extras"];
  for (const e of await pb.collection("extras").getFullList())
    extras[e.slug as ExtraSlug] = { id: e.id, price: e.price, pricing: e.pricing };
  return {
    settingsId: settings.id,
    rooms,
    weddingOfferId: wedding.id,
    expiredOfferId: expired.id,
    breakfastCost: settings.breakfast_cost,
    extras,
  };
}
