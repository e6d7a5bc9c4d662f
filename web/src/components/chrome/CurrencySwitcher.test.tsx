// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { APPLY_CURRENCY_SCRIPT, CURRENCY_COOKIE, dinarsToDollars } from "@/lib/currency/display-currency";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { panelContent } from "./test-fixtures";

const props = panelContent.currencySwitcher!;

function clearCookie() {
  document.cookie = `${CURRENCY_COOKIE}=; path=/; max-age=0`;
}

describe("CurrencySwitcher", () => {
  beforeEach(() => {
    clearCookie();
    delete document.documentElement.dataset.currency;
  });
  afterEach(cleanup);

  it("remembers dollars in a cookie, and marks the page for CSS", async () => {
    render(<CurrencySwitcher {...props} />);
    const usd = screen.getByRole("button", { name: /Also show approximate US dollars/ });
    expect(usd).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(usd);
    expect(usd).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.dataset.currency).toBe("USD");
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=USD`);

    await userEvent.click(screen.getByRole("button", { name: /Show prices in Iraqi dinars/ }));
    expect(document.documentElement.dataset.currency).toBe("IQD");
    expect(document.cookie).toContain(`${CURRENCY_COOKIE}=IQD`);
  });

  it("the early script applies a remembered choice of dollars from the cookie, and nothing else", () => {
    new Function(APPLY_CURRENCY_SCRIPT)();
    expect(document.documentElement.dataset.currency).toBeUndefined();
    document.cookie = `${CURRENCY_COOKIE}=USD; path=/`;
    new Function(APPLY_CURRENCY_SCRIPT)();
    expect(document.documentElement.dataset.currency).toBe("USD");
    for (const other of ["IQD", "USDX", "usd"]) {
      delete document.documentElement.dataset.currency;
      document.cookie = `${CURRENCY_COOKIE}=${other}; path=/`;
      new Function(APPLY_CURRENCY_SCRIPT)();
      expect(document.documentElement.dataset.currency, other).toBeUndefined();
    }
    clearCookie();
    document.cookie = `x_${CURRENCY_COOKIE}=USD; path=/`;
    new Function(APPLY_CURRENCY_SCRIPT)();
    expect(document.documentElement.dataset.currency).toBeUndefined();
    document.cookie = `x_${CURRENCY_COOKIE}=; path=/; max-age=0`;
  });

  it("shows the stored choice as pressed after it mounts", () => {
    document.documentElement.dataset.currency = "USD";
    render(<CurrencySwitcher {...props} />);
    expect(screen.getByRole("button", { name: /Also show approximate US dollars/ })).toHaveAttribute("aria-pressed", "true");
  });
});

describe("dinarsToDollars", () => {
  it("rounds to whole dollars and needs a positive rate", () => {
    expect(dinarsToDollars(157_200, 1310)).toBe(120);
    expect(dinarsToDollars(655, 1310)).toBe(1);
    expect(dinarsToDollars(100_000, 0)).toBeNull();
    expect(dinarsToDollars(100_000, null)).toBeNull();
  });
});
