// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactAction } from "./types";
import { createChallenges } from "@/lib/forms/challenge";
import { compileTexts } from "@/lib/forms/form-texts";
import { telHref } from "@/lib/forms/phone";
import ar from "../../../messages/ar.json";
import en from "../../../messages/en.json";
import { ContactForm } from "./ContactForm";

afterEach(cleanup);

function setup(action: ContactAction, locale: "ar" | "en" = "en") {
  const messages = locale === "en" ? en : ar;
  render(
    <ContactForm
      locale={locale}
      phone="+964 780 000 0000"
      phoneHref={telHref("+964 780 000 0000")}
      action={action}
      texts={compileTexts(messages, ["ContactForm", "FormErrors"])}
    />,
  );
  return userEvent.setup();
}

describe("ContactForm", () => {
  it("sends name, phone and message and thanks the guest", async () => {
    const action = vi.fn<ContactAction>(async () => ({ ok: true }));
    const user = setup(action);
    await user.type(screen.getByLabelText(/Name/), "Omar Kareem");
    await user.type(screen.getByLabelText(/Phone/), "07701234567");
    await user.type(screen.getByLabelText(/Message/), "Do you host weddings in June?");
    await user.click(screen.getByRole("button", { name: en.ContactForm.submit }));
    // The form calls the action once the validation code has come (lazy-resolver.ts): after the click, not during it.
    expect(await screen.findByTestId("contact-success")).toHaveTextContent("We will contact you soon, Thank you");
    expect(action).toHaveBeenCalledWith(
      "en",
      expect.objectContaining({ name: "Omar Kareem", phone: "07701234567", message: "Do you host weddings in June?" }),
    );
  });

  it("asks for a way to answer, in Arabic, before calling the server", async () => {
    const action = vi.fn<ContactAction>(async () => ({ ok: true }));
    const user = setup(action, "ar");
    await user.type(screen.getByLabelText(/الاسم/), "عمر");
    await user.type(screen.getByLabelText(/الرسالة/), "هل لديكم قاعة للمناسبات؟");
    await user.click(screen.getByRole("button", { name: ar.ContactForm.submit }));
    expect(await screen.findByText(ar.FormErrors.contactMethodRequired)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it("keeps the message and shows the phone when sending fails", async () => {
    const user = setup(async () => ({ ok: false, fieldErrors: {}, formError: "rateLimited", retryAfterSeconds: 60 }));
    await user.type(screen.getByLabelText(/Name/), "Omar");
    await user.type(screen.getByLabelText(/Email/), "omar@example.com");
    await user.type(screen.getByLabelText(/Message/), "Please call me back about catering.");
    await user.click(screen.getByRole("button", { name: en.ContactForm.submit }));
    const alert = await screen.findByTestId("contact-error");
    expect(alert).toHaveTextContent(en.FormErrors.form.rateLimited);
    expect(within(alert).getByRole("link")).toHaveAttribute("href", "tel:+9647800000000");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Please call me back about catering.");
  });

  async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText(/Name/), "Omar");
    await user.type(screen.getByLabelText(/Phone/), "07701234567");
    await user.type(screen.getByLabelText(/Message/), "Is the pool open in winter?");
    await user.click(screen.getByRole("button", { name: en.ContactForm.submit }));
  }

  it("solves the challenge the server asks during a flood, says so meanwhile, and sends the same request with the answer", async () => {
    // Cheap, but a real challenge, checked by the code the server runs.
    const challenges = createChallenges({ cost: 5, maxCounter: 50, ttlMs: 60_000 });
    const shownWhileSending: string[] = [];
    const action = vi.fn<ContactAction>(async (_locale, _input, proof) => {
      if (!proof) return { ok: false, fieldErrors: {}, formError: "challenge", challenge: await challenges.issue() };
      shownWhileSending.push(screen.getByTestId("form-checking").textContent ?? "");
      return (await challenges.redeem(proof)) ? { ok: true } : { ok: false, fieldErrors: {}, formError: "unexpected" };
    });
    const user = setup(action);
    await fillAndSend(user);
    expect(await screen.findByTestId("contact-success", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(2);
    expect(action.mock.calls[1]?.[1]).toEqual(action.mock.calls[0]?.[1]);
    expect(shownWhileSending).toEqual([en.FormErrors.checking]);
  });

  it("offers the phone, and keeps the message, when the challenge cannot be solved", async () => {
    const challenge = await createChallenges({ cost: 5, maxCounter: 50, ttlMs: 60_000 }).issue();
    // A prefix no key can have: the solver gives up at once.
    const unsolvable = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: "not hex" } };
    const action = vi.fn<ContactAction>(async () => ({ ok: false, fieldErrors: {}, formError: "challenge", challenge: unsolvable }));
    const user = setup(action);
    await fillAndSend(user);
    const alert = await screen.findByTestId("contact-error", {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(en.FormErrors.form.challenge);
    expect(within(alert).getByRole("link")).toHaveAttribute("href", "tel:+9647800000000");
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("form-checking")).toHaveTextContent("");
    expect(screen.getByLabelText(/Message/)).toHaveValue("Is the pool open in winter?");
  });

  it("sends the same message again with the same key, and a changed or new one with a new key", async () => {
    const answers = [
      { ok: false as const, fieldErrors: {}, formError: "unavailable" as const },
      { ok: true as const },
      { ok: true as const },
    ];
    const action = vi.fn<ContactAction>(async () => answers.shift()!);
    const user = setup(action);
    await user.type(screen.getByLabelText(/Name/), "Omar");
    await user.type(screen.getByLabelText(/Email/), "omar@example.com");
    await user.type(screen.getByLabelText(/Message/), "Please call me back about catering.");
    const send = () => user.click(screen.getByRole("button", { name: en.ContactForm.submit }));
    await send();
    await screen.findByTestId("contact-error");
    await send();
    await screen.findByTestId("contact-success");
    await user.click(screen.getByRole("button", { name: en.ContactForm.newMessage }));
    await user.type(screen.getByLabelText(/Name/), "Omar");
    await user.type(screen.getByLabelText(/Email/), "omar@example.com");
    await user.type(screen.getByLabelText(/Message/), "Please call me back about catering.");
    await send();
    await screen.findByTestId("contact-success");
    const keys = action.mock.calls.map(([, input]) => (input as { requestKey?: string }).requestKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    // A resend after a lost answer is the same request; once it was acknowledged, the next message is a new one.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
