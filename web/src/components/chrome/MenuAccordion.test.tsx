// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MenuAccordion } from "./MenuAccordion";
import { nav, toggleLabels } from "./test-fixtures";

// Links navigate through the App Router, which these tests do not mount.
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

function setup() {
  const user = userEvent.setup();
  render(<MenuAccordion items={nav} label="Main menu" toggleLabels={toggleLabels} />);
  return { user, menu: screen.getByRole("navigation", { name: "Main menu" }) };
}

describe("MenuAccordion", () => {
  it("lists the top-level items in order with their links", () => {
    const { menu } = setup();
    const topLinks = within(menu)
      .getAllByRole("link")
      .filter((link) => link.closest(".menu__item--l0 > .menu__row"));
    expect(topLinks.map((link) => link.textContent)).toEqual(["Home", "About", "Facilities", "Contact"]);
    expect(screen.queryByRole("link", { name: "Gym" })).toBeNull();
  });

  it("opens one section at a time; choosing the open one again collapses it", async () => {
    const { user } = setup();
    const about = screen.getByRole("button", { name: "Show About" });
    const facilities = screen.getByRole("button", { name: "Show Facilities" });

    await user.click(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Our journey" })).toBeVisible();

    await user.click(facilities);
    expect(facilities).toHaveAttribute("aria-expanded", "true");
    expect(about).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Our journey" })).toBeNull();

    await user.click(facilities);
    expect(facilities).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("button", { name: "Show Wellness" })).toBeNull();
  });

  it("opens one sub-section at a time; the same again collapses it", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Show Facilities" }));
    const wellness = screen.getByRole("button", { name: "Show Wellness" });
    const dining = screen.getByRole("button", { name: "Show Dining" });

    await user.click(wellness);
    expect(screen.getByRole("link", { name: "Sauna" })).toBeVisible();

    await user.click(dining);
    expect(wellness).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Sauna" })).toBeNull();
    expect(screen.getByRole("link", { name: "Restaurant" })).toBeVisible();

    await user.click(dining);
    expect(dining).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Restaurant" })).toBeNull();
  });

  it("closes the sub-section when its section is closed", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Show Facilities" }));
    await user.click(screen.getByRole("button", { name: "Show Wellness" }));
    await user.click(screen.getByRole("button", { name: "Show Facilities" }));
    await user.click(screen.getByRole("button", { name: "Show Facilities" }));
    expect(screen.getByRole("button", { name: "Show Wellness" })).toHaveAttribute("aria-expanded", "false");
  });
});
