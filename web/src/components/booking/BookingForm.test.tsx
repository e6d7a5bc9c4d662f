// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, hotelToday } from "@/lib/booking/rules/dates";
import { createChallenges } from "@/lib/forms/challenge";
import { compileTexts } from "@/lib/forms/form-texts";
import { hotelContact } from "@/lib/forms/phone";
import type { BookingInput } from "@/lib/booking/schema";
import type { SubmitBookingResult } from "@/lib/booking/submit";
import en from "../../../messages/en.json";
import { hijriOf } from "./calendar-dates";
import { BookingForm } from "./BookingForm";

// Counts the calendar's days rendered: each asks for its Hijri date once per render.
vi.mock("./calendar-dates", async (original) => {
  const real = await original<typeof import("./calendar-dates")>();
  return { ...real, hijriOf: vi.fn(real.hijriOf) };
});
import type { BookingAction, BookingFormProps } from "./types";

const today = hotelToday();
// A private link's token as the server makes them (lib/booking/guest-token.ts).
const TOKEN = "q0bY3p1uC8k2m5N7r9T1v3X5z7B9d1F3h5J7l9N1p3R";
const checkIn = addDays(today, 10);
const checkOut = addDays(today, 12);

const rooms: BookingFormProps["roomTypes"] = [
  {
    id: "standardroom001",
    slug: "standard",
    name: "Standard Room",
    pricePerNight: 100_000,
    fromPrice: 100_000,
    adults: 1,
    children: 0,
    roomCount: 15,
  },
  {
    id: "deluxeroom00001",
    slug: "deluxe",
    name: "Deluxe Room",
    pricePerNight: 150_000,
    fromPrice: 150_000,
    adults: 2,
    children: 1,
    roomCount: 29,
  },
];
const pickup: BookingFormProps["extras"][number] = {
  id: "airportpickup01",
  slug: "airport-pickup",
  name: "Airport pickup",
  pricing: "per_stay",
  price: 35_000,
};
const extraBed: BookingFormProps["extras"][number] = {
  id: "extrabed0000001",
  slug: "extra-bed",
  name: "Extra bed",
  pricing: "per_night",
  price: 25_000,
};
const wedding: NonNullable<BookingFormProps["offer"]> = {
  id: "weddingoffer001",
  title: "Wedding Offer",
  roomTypeSlug: "deluxe",
  discountPercent: 10,
  discountNight: 2,
  minNights: 2,
  includes: "Dinner card for two, valid for one week",
};

function setup(overrides: Partial<BookingFormProps> = {}, action?: BookingAction) {
  const calls: BookingInput[] = [];
  const submit: BookingAction =
    action ??
    (async (_locale, input) => {
      calls.push(input);
      return {
        ok: true,
        reference: "BK-7QH3KD",
        token: TOKEN,
        price: { lines: [], subtotal: 0, discount: 0, breakfast: 0, total: 0, currency: "IQD" },
      };
    });
  const props: BookingFormProps = {
    locale: "en",
    today,
    roomTypes: rooms,
    offer: null,
    extras: [],
    initialRoomType: "deluxe",
    breakfastCost: 15_000,
    hijriShift: 0,
    currency: "IQD",
    rates: { seasons: [], closures: [] },
    usd: null,
    // As BookingSection builds it on the server.
    contact: hotelContact("+964 780 000 0000", "+964 780 000 0000"),
    action: submit,
    texts: compileTexts(en, ["Booking", "FormErrors"]),
    ...overrides,
  };
  render(<BookingForm {...props} />);
  return { calls, user: userEvent.setup() };
}

async function fillDates(from = checkIn, to = checkOut) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(/Check-in/), { target: { value: from } });
    fireEvent.change(screen.getByLabelText(/Check-out/), { target: { value: to } });
  });
}

async function fillGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), "Zainab");
  await user.type(screen.getByLabelText(/Last name/), "Al-Basri");
  await user.type(screen.getByLabelText(/^Phone/), "0780 123 4567");
}

afterEach(cleanup);

const total = () => screen.getByTestId("booking-total").textContent ?? "";
const digits = (s: string) => s.replace(/[^\d]/g, "");

describe("BookingForm", () => {
  it("renders no calendar day again for a key press in the guest's fields, a ticked extra or breakfast, and only the days a pick changes", async () => {
    const { user } = setup({ extras: [pickup] });
    const rendered = vi.mocked(hijriOf);
    const daysRendered = async (act: () => Promise<void>) => {
      rendered.mockClear();
      await act();
      return rendered.mock.calls.length;
    };
    expect(await daysRendered(() => user.type(screen.getByLabelText(/First name/), "Zainab"))).toBe(0);
    expect(await daysRendered(() => user.type(screen.getByLabelText(/^Phone/), "0780"))).toBe(0);
    expect(await daysRendered(() => user.click(screen.getByLabelText(/Airport pickup/)))).toBe(0);
    expect(await daysRendered(() => user.click(screen.getByLabelText(/breakfast/i)))).toBe(0);
    // Today, then tomorrow as the check-out: the two days and the ones whose tab stop or range moved, not the month.
    const todayCell = screen.getByRole("button", { name: /^Today, / });
    const pickedIn = await daysRendered(() => user.click(todayCell));
    expect(pickedIn).toBeGreaterThan(0);
    expect(pickedIn).toBeLessThan(4);
  });

  it("labels every field and shows the total only once dates are chosen", () => {
    setup();
    for (const label of [
      /Check-in/,
      /Check-out/,
      /Select room/,
      /Room count/,
      /^Adults/,
      /^Children/,
      /First name/,
      /Last name/,
      /^Phone/,
      /Email/,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText(en.Booking.totalPending)).toBeInTheDocument();
    expect((screen.getByLabelText(/Select room/) as HTMLSelectElement).value).toBe("deluxe");
  });

  it("computes the live total with its breakdown, nights and breakfast", async () => {
    const { user } = setup();
    await fillDates();
    expect(screen.getByTestId("booking-nights")).toHaveTextContent("2 nights");
    expect(digits(total())).toBe("300000");
    await user.click(screen.getByLabelText(/Add breakfast/));
    // + 15,000 × 2 guests × 2 nights
    expect(digits(total())).toBe("360000");
    await user.selectOptions(screen.getByLabelText(/Select room/), "standard");
    await user.clear(screen.getByLabelText(/^Adults/));
    await user.type(screen.getByLabelText(/^Adults/), "1");
    expect(digits(total())).toBe(String(2 * 100_000 + 15_000 * 2));
  });

  it("applies the Wedding Offer and lists the dinner card as included", async () => {
    setup({ offer: wedding });
    await fillDates();
    const summary = screen.getByTestId("price-summary");
    expect(within(summary).getByText(/Wedding Offer: 10% off night 2/)).toBeInTheDocument();
    expect(within(summary).getByText(/Included: Dinner card for two/)).toBeInTheDocument();
    expect(digits(total())).toBe("285000");
  });

  it("sends the values and the total the guest saw, then shows the success texts and the reference", async () => {
    const { user, calls } = setup({ offer: wedding });
    await fillDates();
    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      checkIn,
      checkOut,
      roomLines: [{ roomType: "deluxe", rooms: 1, adults: 2, children: 0 }],
      extras: [],
      firstName: "Zainab",
      lastName: "Al-Basri",
      phone: "0780 123 4567",
      offer: wedding.id,
      breakfast: false,
      total: 285_000,
    });
    const success = await screen.findByTestId("booking-success");
    expect(success).toHaveTextContent("To confirm booking, kindly call the following number");
    expect(success).toHaveTextContent("We will contact you soon, Thank you");
    expect(success).toHaveTextContent("BK-7QH3KD");
    expect(within(success).getByRole("link", { name: "+964 780 000 0000" })).toHaveAttribute("href", "tel:+9647800000000");
    // The private link, shown once, and a way to keep it in WhatsApp.
    expect(within(success).getByTestId("booking-request-link-url")).toHaveAttribute("href", `/en/request/${TOKEN}`);
    const keep = within(success).getByRole("link", { name: en.Booking.requestLinkWhatsapp });
    expect(decodeURIComponent(keep.getAttribute("href")!)).toContain(`/en/request/${TOKEN}`);
  });

  it("during a flood, solves the server's challenge and sends the same request again with the answer", async () => {
    // Cheap, but a real challenge, checked by the code the server runs.
    const challenges = createChallenges({ cost: 5, maxCounter: 50, ttlMs: 60_000 });
    const action = vi.fn<BookingAction>(async (_locale, _input, proof) => {
      if (!proof) return { ok: false, fieldErrors: {}, formError: "challenge", challenge: await challenges.issue() };
      if (!(await challenges.redeem(proof))) return { ok: false, fieldErrors: {}, formError: "unexpected" };
      return {
        ok: true,
        reference: "BK-FLOOD1",
        token: TOKEN,
        price: { lines: [], subtotal: 0, discount: 0, breakfast: 0, total: 0, currency: "IQD" },
      };
    });
    const { user } = setup({}, action);
    await fillDates();
    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(await screen.findByTestId("booking-success", {}, { timeout: 10_000 })).toHaveTextContent("BK-FLOOD1");
    expect(action).toHaveBeenCalledTimes(2);
    expect(action.mock.calls[1]?.[1]).toEqual(action.mock.calls[0]?.[1]);
  });

  it("refuses a past check-in in the browser with a translated message, without calling the server", { tags: ["calendar"] }, async () => {
    const { user, calls } = setup();
    await fillDates(addDays(today, -2), addDays(today, 1));
    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(await screen.findByText(en.FormErrors.dateInPast)).toBeInTheDocument();
    expect(screen.getByLabelText(/Check-in/)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("refuses hidden characters inside a name in the browser with a translated message, without calling the server", async () => {
    const { user, calls } = setup();
    await fillDates();
    await fillGuest(user);
    const first = screen.getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, "Ali\u200b\u200f\u061c\u2028X");
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(await screen.findByText(en.FormErrors.nameInvisible)).toBeInTheDocument();
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("keeps every typed value and shows the phone when the server cannot save", async () => {
    const action = vi.fn<BookingAction>(
      async () => ({ ok: false, fieldErrors: {}, formError: "unavailable" }) satisfies SubmitBookingResult,
    );
    const { user } = setup({}, action);
    await fillDates();
    await fillGuest(user);
    await user.type(screen.getByLabelText(/Email/), "z@example.com");
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    const alert = await screen.findByTestId("booking-error");
    expect(alert).toHaveTextContent(en.FormErrors.form.unavailable);
    expect(within(alert).getByRole("link", { name: "+964 780 000 0000" })).toHaveAttribute("href", "tel:+9647800000000");
    expect(screen.getByLabelText(/First name/)).toHaveValue("Zainab");
    expect(screen.getByLabelText(/^Phone/)).toHaveValue("0780 123 4567");
    expect(screen.getByLabelText(/Email/)).toHaveValue("z@example.com");
    expect(screen.getByLabelText(/Check-in/)).toHaveValue(checkIn);
  });

  it("says so when the request's key went with another phone or stay, and sends it again under a new key", async () => {
    const action = vi.fn<BookingAction>(
      async () => ({ ok: false, fieldErrors: {}, formError: "requestChanged" }) satisfies SubmitBookingResult,
    );
    const { user } = setup({}, action);
    await fillDates();
    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(await screen.findByTestId("booking-error")).toHaveTextContent(en.FormErrors.form.requestChanged);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    const keys = action.mock.calls.map(([, input]) => (input as { requestKey?: string }).requestKey);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("shows a server field error on its field", async () => {
    const action = vi.fn<BookingAction>(async () => ({ ok: false, fieldErrors: { phone: "phoneInvalid" } }));
    const { user } = setup({}, action);
    await fillDates();
    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(await screen.findByText(en.FormErrors.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's new total when prices changed, and sends that total the second time", async () => {
    const sent: (number | undefined)[] = [];
    const newPrice = { lines: [], subtotal: 320_000, discount: 0, breakfast: 0, total: 320_000, currency: "IQD" as const };
    const action: BookingAction = async (_l, input) => {
      sent.push(input.total);
      return sent.length === 1
        ? { ok: false, fieldErrors: { total: "priceChanged" }, price: newPrice }
        : { ok: true, reference: "BK-AAAAAA", token: TOKEN, price: newPrice };
    };
    const { user } = setup({}, action);
    await fillDates();
    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(await screen.findByTestId("booking-error")).toHaveTextContent(/new total is/);
    expect(digits(total())).toBe("320000");
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(await screen.findByTestId("booking-success")).toBeInTheDocument();
    expect(sent).toEqual([300_000, 320_000]);
  });

  it("offers a WhatsApp hand-off with the room, dates and guests prefilled", async () => {
    setup();
    await fillDates();
    const link = screen.getByTestId("booking-whatsapp");
    const url = new URL(link.getAttribute("href")!);
    expect(url.host).toBe("wa.me");
    expect(url.pathname).toBe("/9647800000000");
    const text = url.searchParams.get("text")!;
    expect(text).toContain("1 room Deluxe Room (2 adults)");
    expect(text).toContain("2 nights");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("takes a second room type and an extra: each room line and the extra in the breakdown, the total, the request and the WhatsApp text", async () => {
    const { user, calls } = setup({ extras: [pickup, extraBed] });
    await fillDates();
    await user.clear(screen.getByLabelText(/^Room count/));
    await user.type(screen.getByLabelText(/^Room count/), "2");
    await user.clear(screen.getByLabelText(/^Adults/));
    await user.type(screen.getByLabelText(/^Adults/), "4");
    await user.click(screen.getByRole("button", { name: en.Booking.addRoomLine }));
    const lines = screen.getAllByTestId("booking-room-line");
    expect(lines).toHaveLength(2);
    // The new line offers the type not yet chosen.
    expect((within(lines[1]!).getByLabelText(/Select room/) as HTMLSelectElement).value).toBe("standard");
    await user.click(screen.getByLabelText(/Airport pickup/));

    const summary = screen.getByTestId("price-summary");
    expect(within(summary).getByText("Deluxe Room")).toBeInTheDocument();
    expect(within(summary).getByText("Standard Room")).toBeInTheDocument();
    expect(within(summary).getByText("Airport pickup")).toBeInTheDocument();
    // 2 deluxe × 2 nights × 150,000 + 1 standard × 2 × 100,000 + pickup 35,000
    expect(digits(total())).toBe(String(600_000 + 200_000 + 35_000));

    const text = new URL(screen.getByTestId("booking-whatsapp").getAttribute("href")!).searchParams.get("text")!;
    expect(text).toContain("2 rooms Deluxe Room (4 adults)");
    expect(text).toContain("1 room Standard Room (1 adult)");
    expect(text).toContain("Extras: Airport pickup.");

    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    // Checked after the tap has been painted (lazy-resolver.ts), then sent.
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      roomLines: [
        { roomType: "deluxe", rooms: 2, adults: 4, children: 0 },
        { roomType: "standard", rooms: 1, adults: 1, children: 0 },
      ],
      extras: [pickup.id],
      total: 835_000,
    });
  });

  it("moves focus to a room line's type once it is added, after the tap has been painted", async () => {
    const { user } = setup();
    const add = screen.getByRole("button", { name: en.Booking.addRoomLine });
    await user.click(add);
    const lines = screen.getAllByTestId("booking-room-line");
    expect(lines).toHaveLength(2);
    await waitFor(() => expect(within(lines[1]!).getByLabelText(/Select room/)).toHaveFocus());
  });

  it("says at the line when its adults do not fit the room type, and sends nothing", async () => {
    const { user, calls } = setup();
    await fillDates();
    await user.clear(screen.getByLabelText(/^Adults/));
    await user.type(screen.getByLabelText(/^Adults/), "3");
    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(await screen.findByText(en.FormErrors.tooManyAdults)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Adults/)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("hides the honeypot from people and assistive technology", () => {
    setup();
    const honeypot = document.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe("BookingForm with seasons and closed nights", { tags: ["calendar"] }, () => {
  const season = {
    id: "season00000001",
    name: "Arba'een",
    roomTypeId: null,
    firstNight: addDays(today, 11),
    lastNight: addDays(today, 20),
    nightlyPrice: 250_000,
    percentChange: 0,
    priority: 1,
    minStay: 0,
  };
  const closure = {
    id: "closure0000001",
    reason: "Hotel fully booked",
    roomTypeId: null,
    firstNight: addDays(today, 30),
    lastNight: addDays(today, 31),
  };
  const rates = { seasons: [season], closures: [closure] };

  it("prices each night by its season and says which nights cost what, and why", async () => {
    setup({ rates });
    await fillDates(addDays(today, 10), addDays(today, 13));
    // 1 night at the Deluxe's own 150,000, then 2 at the season's 250,000.
    expect(digits(total())).toBe(String(150_000 + 2 * 250_000));
    const summary = screen.getByTestId("price-summary");
    expect(within(summary).getByText(/Arba'een rate/)).toBeInTheDocument();
    expect(within(summary).getAllByText(/nights of/)).toHaveLength(2);
  });

  it("lists the closed nights by the dates, and refuses a stay across them with the nearest open dates", async () => {
    const { user, calls } = setup({ rates });
    const list = screen.getByTestId("booking-closed-nights");
    expect(list).toHaveTextContent("Hotel fully booked");
    expect(screen.getByLabelText(/Check-in/).getAttribute("aria-describedby")).toContain("booking-closed-nights");
    await fillDates(addDays(today, 29), addDays(today, 31));
    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(calls).toHaveLength(0);
    const message = await screen.findByText(/is closed: Hotel fully booked/);
    expect(message.textContent).toMatch(/The nearest open dates for a stay this long: .+ to .+\./);
  });

  it("shows the server's reason when the CMS closed the nights after the page was loaded", async () => {
    const stay = { kind: "minStay" as const, arrival: checkIn, minNights: 3, checkOut: addDays(checkIn, 3) };
    const { user } = setup({}, async () => ({ ok: false, fieldErrors: { checkOut: "minStay" }, stay }));
    await fillDates();
    await fillGuest(user);
    await user.click(screen.getByRole("button", { name: en.Booking.submit }));
    expect(await screen.findByTestId("booking-error")).toHaveTextContent(/are at least 3 nights: check out on .+ or later\./);
  });

  it("shows an approximate dollar total with the rate and its date, for guests who chose dollars", async () => {
    setup({ usd: { rate: 1310, setOn: "2026-11-20" } });
    await fillDates();
    expect(screen.getByTestId("booking-total-usd")).toHaveTextContent("≈ $229");
    expect(screen.getByText(/at 1,310 IQD per US dollar \(set Nov 20, 2026\)/)).toHaveClass("usd-note");
  });
});
