// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { SidePanel } from "./SidePanel";
import { panelContent } from "./test-fixtures";

// Links navigate through the App Router, which these tests do not mount.
vi.mock("next/navigation", () => ({ usePathname: () => "/en/about", useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/outside">Outside link</a>
      <SidePanel {...panelContent} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

describe("SidePanel", () => {
  it("renders its contents once opened, and keeps them after closing", async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    expect(container.querySelector(".side-panel__dialog")?.childElementCount).toBe(0);
    expect(screen.queryByRole("link", { name: "+964 780 000 0000", hidden: true })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open" }));
    // The title and close button at once; the rest when its code has arrived.
    expect(screen.getByRole("button", { name: "Close the menu" })).toHaveFocus();
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await screen.findByRole("link", { name: "+964 780 000 0000" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("link", { name: "+964 780 000 0000", hidden: true })).toBeInTheDocument();
  });

  it("renders its contents, hidden, when the browser is idle after load: the first opening does not wait for them", async () => {
    const { container } = render(<Harness />);
    expect(container.querySelector(".side-panel__dialog")?.childElementCount).toBe(0);
    expect(await screen.findByRole("link", { name: "+964 780 000 0000", hidden: true })).not.toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens as a modal dialog with the menu, switcher, contact and address", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));

    expect(screen.getByRole("button", { name: "Close the menu" })).toHaveFocus();
    await screen.findByRole("link", { name: "+964 780 000 0000" });
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("link", { name: "+964 780 000 0000" })).toHaveAttribute("href", "tel:+9647800000000");
    expect(screen.getByRole("link", { name: "reservations@example.com" })).toHaveAttribute("href", "mailto:reservations@example.com");
    expect(screen.getByText("Iraq, Basra, Al-saadi Street")).toBeVisible();
    expect(screen.getAllByRole("link", { name: /Facebook|Instagram|^X$/ })).toHaveLength(3);
    expect(screen.getByRole("navigation", { name: "Language" })).toBeVisible();
  });

  it("closes on Escape and gives focus back to the opener", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    await user.click(opener);
    expect(screen.getByRole("dialog")).toBeVisible();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("keeps Tab and Shift+Tab inside while open", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const close = screen.getByRole("button", { name: "Close the menu" });
    await screen.findByRole("link", { name: "+964 780 000 0000" });
    const dialog = screen.getByRole("dialog");

    // Shift+Tab from the first control wraps to the last one inside the panel.
    await user.tab({ shift: true });
    const last = document.activeElement;
    expect(dialog).toContainElement(last as HTMLElement);
    expect(last).toHaveAccessibleName("X");

    // Tab from the last wraps to the first; many Tabs never leave the panel.
    await user.tab();
    expect(close).toHaveFocus();
    for (let i = 0; i < 25; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.getByRole("link", { name: "Outside link" })).not.toHaveFocus();
  });
});
