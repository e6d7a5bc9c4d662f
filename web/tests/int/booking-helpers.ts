// Shared by the booking integration tests and the booking benchmark: a real
// SMTP receiver, and the few CMS records a booking needs.
import PocketBase from "pocketbase";
import { SMTPServer } from "smtp-server";
import { freePort } from "@hotel/pocketbase/testing";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** Headers and bodies with quoted-printable/base64 and encoded words undone (good enough for `contains`). */
  decoded: string;
}

export interface SmtpReceiver {
  port: number;
  messages: ReceivedMail[];
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

function decodeWords(header: string): string {
  return header.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8"),
  );
}

function decodeBodies(raw: string): string {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
  const qp = unfolded
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (seq) => Buffer.from(seq.split("=").slice(1).map((h) => parseInt(h, 16))).toString("utf8"));
  const base64Parts = [...unfolded.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from((m[1] ?? "").replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return decodeWords([qp, ...base64Parts].join("\n"));
}

export async function startSmtpReceiver(port?: number): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? "";
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeWords(subjectLine.replace(/\r?\n[ \t]+/g, " ")),
          decoded: decodeBodies(raw),
        });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return {
    port: listenPort,
    messages,
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
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${messages.length}: ${messages.map((m) => m.subject).join(" | ")})`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface BookingFixtures {
  settingsId: string;
  rooms: Record<"deluxe" | "standard" | "executive-suite", { id: string; price: number; adults: number; children: number; roomCount: number }>;
  weddingOfferId: string;
  expiredOfferId: string;
  breakfastCost: number;
}

const pbDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10) + " 00:00:00.000Z";

/** The records a booking needs, shaped like the seed's (seedDatabase is not used so these tests do not depend on its images). */
export async function createBookingFixtures(pb: PocketBase): Promise<BookingFixtures> {
  const breakfastCost = 15_000;
  const settings = await pb.collection("settings").create({
    hotel_name_ar: "فندق البصرة",
    hotel_name_en: "Basra Hotel",
    address_ar: "العراق، البصرة، شارع السعدي",
    address_en: "Iraq, Basra, Al-saadi Street",
    phone: "+964 780 000 0000",
    whatsapp: "+964 780 000 0000",
    email: "settings-inbox@example.com",
    map_lat: 30.5,
    map_lng: 47.8,
    reservation_state: "open",
    breakfast_cost: breakfastCost,
    currency: "IQD",
  });
  const room = async (slug: string, category: string, price: number, adults: number, children: number, roomCount: number) => {
    const record = await pb.collection("room_types").create({
      slug,
      name_ar: `غرفة ${slug}`,
      name_en: `Room ${slug}`,
      category,
      beds_ar: "سرير",
      beds_en: "Bed",
      bathroom_ar: "حمام خاص",
      bathroom_en: "Private bathroom",
      adults,
      children,
      area_m2: 30,
      price_per_night: price,
      room_count: roomCount,
      published: true,
    });
    return { id: record.id, price, adults, children, roomCount };
  };
  const rooms = {
    deluxe: await room("deluxe", "deluxe", 150_000, 2, 1, 29),
    standard: await room("standard", "standard", 100_000, 1, 0, 15),
    "executive-suite": await room("executive-suite", "executive_suite", 400_000, 4, 2, 3),
  };
  const offer = (slug: string, from: string, through: string) =>
    pb.collection("offers").create({
      slug,
      title_ar: "عرض الزفاف",
      title_en: "Wedding Offer",
      includes_ar: "بطاقة عشاء لشخصين صالحة لمدة أسبوع",
      includes_en: "Dinner card for two, valid for one week",
      valid_from: from,
      valid_through: through,
      discount_percent: 10,
      discount_night: 2,
      min_nights: 2,
      room_type: rooms.deluxe.id,
      published: true,
    });
  const wedding = await offer("wedding-offer", pbDay(-30), pbDay(365));
  const expired = await offer("old-wedding-offer", pbDay(-60), pbDay(-2));
  return { settingsId: settings.id, rooms, weddingOfferId: wedding.id, expiredOfferId: expired.id, breakfastCost };
}

export async function superuserClient(url: string, email: string, password: string): Promise<PocketBase> {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection("_superusers").authWithPassword(email, password);
  return pb;
}
