import { describe, expect, it } from "vitest";
import { keepableCopy, localeOfPath, mayKeep, savedCopyText, stampHtml } from "./copies";
import { SAVED_AT_HEADER } from "./policy";

const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response("<html><body class=x><main>Rooms</main></body></html>", { status, headers: { "content-type": "text/html", ...headers } });

describe("mayKeep: what a guest's device keeps of a page", () => {
  it("keeps a public page (ISR) and a page without Cache-Control", () => {
    expect(mayKeep(page({ "cache-control": "s-maxage=60, stale-while-revalidate=31535940" }))).toBe(true);
    expect(mayKeep(page())).toBe(true);
  });

  it("never keeps staff preview or anything signed in (private, no-store), nor an answer setting a cookie", () => {
    // What Next answers in draft mode and for dynamic, per-visitor pages.
    expect(mayKeep(page({ "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }))).toBe(false);
    expect(mayKeep(page({ "cache-control": "private, no-store" }))).toBe(false);
    expect(mayKeep(page({ "cache-control": "no-store" }))).toBe(false);
    expect(mayKeep(page({ "set-cookie": "pb_auth=x; HttpOnly" }))).toBe(false);
  });

  it("never keeps an error or a redirect in place of the page", () => {
    expect(mayKeep(page({}, 404))).toBe(false);
    expect(mayKeep(page({}, 503))).toBe(false);
    expect(mayKeep(new Response(null, { status: 307, headers: { location: "/en" } }))).toBe(false);
  });

  it("stamps the kept copy with when it was saved", async () => {
    const copy = await keepableCopy(page(), 1_700_000_000_000);
    expect(copy?.headers.get(SAVED_AT_HEADER)).toBe("1700000000000");
    expect(await copy?.text()).toContain("Rooms");
    expect(await keepableCopy(page({ "cache-control": "private, no-store" }))).toBeNull();
  });
});

describe("a saved page opened offline says it is a copy, and from when", () => {
  it("in the page's language, in Basra's time", () => {
    const at = Date.UTC(2026, 10, 25, 21, 30);
    expect(savedCopyText("Saved on {date}.", "en", at)).toBe("Saved on November 26, 2026 at 12:30 AM.");
    expect(savedCopyText("حُفظت في {date}.", "ar", at)).toMatch(/^حُفظت في .*2026.*12:30/);
    expect(localeOfPath("/en/contact")).toBe("en");
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/english")).toBe("ar");
    expect(localeOfPath("/contact")).toBe("ar");
  });

  it("first in <body>, escaped", () => {
    const html = stampHtml("<html><body class=x><main>Rooms</main></body></html>", 'Saved <b>"now"</b>', 5);
    expect(html).toContain('<body class=x><p class="offline-stamp" role="status" data-testid="offline-stamp" data-saved-at="5">');
    expect(html).toContain("Saved &#60;b&#62;&#34;now&#34;&#60;/b&#62;</p><main>");
  });
});
