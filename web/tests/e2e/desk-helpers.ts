// What the desk's browser tests share: desk accounts and requests made by a
// superuser, signing in the way staff do (the password, then the code from
// the e-mail PocketBase sent to the stack's SMTP receiver), and a member's
// token for planting cookies.
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type PocketBase from "pocketbase";
import { expect } from "./fixtures";
import { onOwnDevice, uniqueTag } from "./staff-helpers";

export const DESK_COOKIE = "desk_auth";

export interface Member {
  id: string;
  email: string;
  password: string;
  name: string;
}

export async function createDeskMember(pb: PocketBase, role: "reservations" | "manager", name: string): Promise<Member> {
  const tag = uniqueTag();
  const email = `${role}-${tag}@desk.example.com`;
  const password = `desk-${tag}-password`;
  const record = await pb.collection("staff").create({ email, password, passwordConfirm: password, name, role, active: true });
  return { id: record.id, email, password, name };
}

/** A token of the member's own without the e-mailed code (PocketBase's superuser-only impersonate). */
export async function deskToken(pb: PocketBase, id: string): Promise<string> {
  return (await pb.collection("staff").impersonate(id, 3600)).authStore.token;
}

/** The newest sign-in code PocketBase e-mailed to `email` after `since` (ms), from the stack's receiver. */
/** The e-mails the stack's SMTP receiver took for `email` since `since` (ms), oldest first. */
export function mailsTo(email: string, since = 0): { to: string[]; subject: string; decoded: string }[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run through playwright.config.ts (global-setup starts the stack)");
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).mtimeMs >= since - 1_000)
    .map((path) => JSON.parse(readFileSync(path, "utf8")) as { to: string[]; subject: string; decoded: string })
    .filter((mail) => mail.to.includes(email));
}

async function codeFor(email: string, since: number): Promise<string> {
  let code = "";
  await expect
    .poll(
      () => {
        const mails = mailsTo(email, since).filter((mail) => mail.subject.includes("Reservations desk"));
        code = /\b(\d{8})\b/.exec(mails.at(-1)?.decoded ?? "")?.[1] ?? "";
        return code;
      },
      { timeout: 15_000, message: `a sign-in code e-mailed to ${email}` },
    )
    .toMatch(/^\d{8}$/);
  return code;
}

const SIGN_IN = {
  ar: { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "متابعة", code: "رمز الدخول", verify: "تسجيل الدخول", today: "اليوم" },
  en: { email: "E-mail", password: "Password", submit: "Continue", code: "Sign-in code", verify: "Sign in", today: "Today" },
} as const;

/** Signs in to the desk as staff do, on a device of its own; lands on `path` (the desk's first page by default). */
export async function signInToDesk(page: Page, member: Member, locale: "ar" | "en", path = "") {
  await onOwnDevice(page);
  const prefix = locale === "en" ? "/en/desk" : "/desk";
  await page.goto(`${prefix}${path}`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/sign-in`));
  const l = SIGN_IN[locale];
  const since = Date.now();
  await page.getByLabel(l.email).fill(member.email);
  await page.getByLabel(l.password).fill(member.password);
  await page.getByRole("button", { name: l.submit }).click();
  await expect(page.getByLabel(l.code)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(l.code).fill(await codeFor(member.email, since));
  await page.getByRole("button", { name: l.verify, exact: true }).click();
  await expect(page.getByTestId("desk-member")).toContainText(member.name, { timeout: 30_000 });
  await expect(page.getByTestId("desk-live")).toHaveAttribute("data-state", "live", { timeout: 15_000 });
}

/** A guest's private link for a request made by a superuser: the token, and its hash to store. */
export function guestLink(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: createHash("sha256").update(token).digest("hex") };
}

export const addDays = (from: string, n: number) => new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let references = 0;
function reference(): string {
  const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
  let n = Date.now() + ++references * 7919;
  let out = "";
  for (let i = 0; i < 6; i++) {
    out += alphabet[n % alphabet.length];
    n = Math.floor(n / alphabet.length);
  }
  return `BK-${out}`;
}

export interface Made {
  id: string;
  reference: string;
  token: string;
}

/** A request stored by a superuser as the site stores a guest's: one room line, two nights from `checkIn`. */
export async function makeRequest(
  pb: PocketBase,
  room: { id: string; price: number },
  fields: { checkIn: string; status: string; first: string; last: string; phone: string; locale: string; email?: string },
): Promise<Made> {
  const link = guestLink();
  const ref = reference();
  const checkOut = addDays(fields.checkIn, 2);
  const record = await pb.collection("booking_requests").create({
    reference: ref,
    status: fields.status,
    locale: fields.locale,
    check_in: `${fields.checkIn} 00:00:00.000Z`,
    check_out: `${checkOut} 00:00:00.000Z`,
    nights: 2,
    guests: 2,
    rooms: 1,
    first_name: fields.first,
    last_name: fields.last,
    phone: fields.phone,
    email: fields.email ?? "",
    room_type: room.id,
    room_lines: [{ room_type: room.id, rooms: 1, adults: 2, children: 0 }],
    total_price: room.price * 2,
    currency: "IQD",
    price_breakdown: {
      lines: [
        {
          kind: "room",
          roomTypeId: room.id,
          firstNight: fields.checkIn,
          nights: 2,
          rooms: 1,
          unitPrice: room.price,
          amount: room.price * 2,
        },
      ],
      subtotal: room.price * 2,
      discount: 0,
      breakfast: 0,
      extras: 0,
      total: room.price * 2,
      currency: "IQD",
    },
    guest_token_hash: link.hash,
  });
  return { id: record.id, reference: ref, token: link.token };
}
