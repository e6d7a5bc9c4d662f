// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// next/link needs the App Router at runtime; what matters here is the
// prefetch value the wrapper hands it.
const seen: Array<{ href: unknown; prefetch: unknown; target: unknown }> = [];
vi.mock("next/link", () => ({
  default: (props: { href: string; prefetch?: boolean | null; target?: string; children?: ReactNode }) => {
    seen.push({ href: props.href, prefetch: props.prefetch, target: props.target });
    return <a href={props.href}>{props.children}</a>;
  },
}));

const { PrefetchLink } = await import("./PrefetchLink");

class FakeConnection extends EventTarget {
  constructor(
    public effectiveType = "4g",
    public saveData = false,
  ) {
    super();
  }
}

function setConnection(connection: FakeConnection | undefined) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

const last = () => seen.at(-1);

describe("PrefetchLink", () => {
  beforeEach(() => (seen.length = 0));
  afterEach(() => {
    cleanup();
    setConnection(undefined);
  });

  it("prefetches on visibility (Next's default) on a good connection", () => {
    setConnection(new FakeConnection("4g"));
    render(<PrefetchLink href="/offers">Offers</PrefetchLink>);
    expect(last()).toEqual({ href: "/offers", prefetch: null, target: undefined });
  });

  it("does not prefetch on 2g or save-data", () => {
    setConnection(new FakeConnection("2g"));
    render(<PrefetchLink href="/offers">Offers</PrefetchLink>);
    expect(last()?.prefetch).toBe(false);
    cleanup();

    setConnection(new FakeConnection("4g", true));
    render(<PrefetchLink href="/offers">Offers</PrefetchLink>);
    expect(last()?.prefetch).toBe(false);
  });

  it("does not prefetch a link that opens a new tab", () => {
    setConnection(new FakeConnection("4g"));
    render(
      <PrefetchLink href="/company-profile.pdf" target="_blank">
        Profile
      </PrefetchLink>,
    );
    expect(last()).toMatchObject({ prefetch: false, target: "_blank" });
  });

  it("follows a change of connection while the page is open", () => {
    const connection = new FakeConnection("4g");
    setConnection(connection);
    render(<PrefetchLink href="/book">Book</PrefetchLink>);
    expect(last()?.prefetch).toBeNull();

    act(() => {
      connection.effectiveType = "slow-2g";
      connection.dispatchEvent(new Event("change"));
    });
    expect(last()?.prefetch).toBe(false);
  });

  it("keeps an explicit prefetch={false}", () => {
    setConnection(new FakeConnection("4g"));
    render(
      <PrefetchLink href="/book" prefetch={false}>
        Book
      </PrefetchLink>,
    );
    expect(last()?.prefetch).toBe(false);
  });
});
