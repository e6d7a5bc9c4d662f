// Security headers on every kind of response, and no Content-Security-Policy
// violation while the main pages load and run in a real Chromium.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { currentOfferId, inLocale } from "./site-routes";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

test.describe("security headers", () => {
  test("pages carry CSP, frame-ancestors, nosniff, Referrer-Policy, Permissions-Policy and HSTS", async ({ request }) => {
    for (const path of ["/", "/en", "/OurRooms", "/en/book", "/discover", "/no-such-page"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
      const headers = res.headers();
      const csp = directives(headers["content-security-policy"] ?? "");
      expect(csp.get("default-src"), path).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(csp.get("object-src"), path).toEqual(["'none'"]);
      expect(csp.get("base-uri"), path).toEqual(["'self'"]);
      expect(csp.get("form-action"), path).toEqual(["'self'"]);
      // No script from anywhere but this site.
      expect(
        csp.get("script-src")?.filter((s) => !["'self'", "'unsafe-inline'"].includes(s)),
        path,
      ).toEqual([]);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toMatch(/camera=\(\)/);
      expect(headers["permissions-policy"], path).toMatch(/geolocation=\(\)/);
      expect(headers["strict-transport-security"], path).toMatch(/max-age=(\d{8,})/);
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
  });

  test("static files and API answers carry the same baseline headers", async ({ request, page }) => {
    await page.goto("/en");
    const script = await page.locator("script[src^='/_next/static/']").first().getAttribute("src");
    expect(script).toBeTruthy();
    for (const path of [script!, "/builds/latest.json", "/robots.txt"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers()["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(res.headers()["strict-transport-security"], path).toBeTruthy();
    }
  });
});

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("__reportCsp", (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCsp: (line: string) => void }).__reportCsp(
        `${event.violatedDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

test.describe("content security policy in the browser", () => {
  test("the main pages load, hydrate and run without a CSP violation", async ({ page, pb }) => {
    test.setTimeout(120_000);
    const violations = await collectViolations(page);
    const offer = `/offerDetails-${await currentOfferId(pb)}`;
    for (const locale of ["ar", "en"] as const) {
      for (const path of ["/", "/OurRooms", "/offers", offer, "/book", "/discover", "/contact"]) {
        await page.goto(inLocale(path, locale), { waitUntil: "networkidle" });
        // Scroll through so lazy images, the map and the 360 viewer load too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
        });
        await page.waitForLoadState("networkidle");
      }
    }
    // A client-side navigation and the new-build check also run under the policy.
    await page.goto("/en");
    await page.locator("header a[href='/en/offers']").first().click();
    await page.waitForURL("**/en/offers");
    expect(await page.evaluate(async () => (await fetch(`/builds/latest.json?t=${Date.now()}`)).status)).toBe(200);
    expect(violations).toEqual([]);
  });
});
