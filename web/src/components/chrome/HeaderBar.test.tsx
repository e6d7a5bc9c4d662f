// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeaderBar } from "./HeaderBar";
import { panelContent, searchButton } from "./test-fixtures";

// Links navigate through the App Router, which these tests do not mount.
vi.mock("next/navigation", () => ({ usePathname: () => "/en/offers", useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

function renderHeader() {
  return render(
    <HeaderBar
      hotelName="Hotel"
      homeHref="/en"
      logoLabel="Hotel, home"
      offers={{ href: "/en/offers", label: "Offers" }}
      contact={{ href: "/en/contact", label: "Contact" }}
      menuLabel="Menu"
      openMenuLabel="Open the menu"
      search={searchButton}
      panel={panelContent}
    />,
  );
}

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  });
}

afterEach(() => {
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});

describe("HeaderBar", () => {
  it("turns sticky (the compact logo is its style) only once scrolled more than 80 px", async () => {
    const { container } = renderHeader();
    const header = container.querySelector("header")!;
    expect(header).toHaveAttribute("data-sticky", "false");

    await scrollTo(80);
    expect(header).toHaveAttribute("data-sticky", "false");

    await scrollTo(81);
    expect(header).toHaveAttribute("data-sticky", "true");

    await scrollTo(10);
    expect(header).toHaveAttribute("data-sticky", "false");
  });

  it("has an Offers link, a Contact button and a language switcher", () => {
    renderHeader();
    expect(screen.getAllByRole("link", { name: "Offers" })[0]).toHaveAttribute("href", "/en/offers");
    expect(screen.getAllByRole("link", { name: "Contact" })[0]).toHaveAttribute("href", "/en/contact");
    expect(screen.getAllByRole("navigation", { name: "Language" }).length).toBeGreaterThan(0);
  });

  it("opens the side panel from both the Menu button and the hamburger", async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Menu" }));
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Close the menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open the menu" }));
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});
