import { describe, expect, it } from "vitest";
import { deskFolderPath, deskPath, parseDeskPath, safeDeskReturn } from "./paths";

describe("the desk's addresses", () => {
  it("are Arabic unprefixed and English under /en, and map to app/desk/[locale]", () => {
    expect(deskPath("/", "ar")).toBe("/desk");
    expect(deskPath("/requests/abc", "en")).toBe("/en/desk/requests/abc");
    expect(parseDeskPath("/desk")).toEqual({ locale: "ar", rest: "" });
    expect(parseDeskPath("/en/desk/requests")).toEqual({ locale: "en", rest: "/requests" });
    expect(deskFolderPath({ locale: "en", rest: "/requests" })).toBe("/desk/en/requests");
  });

  it("leave every other path (and the live stream, which has no language) alone", () => {
    for (const path of ["/", "/desks", "/en/desktop", "/ar/desk", "/staff", "/desk/live", "/book"])
      expect(parseDeskPath(path), path).toBeNull();
  });

  it("send a member back only to a desk page after signing in", () => {
    expect(safeDeskReturn("/desk/requests/abc?x=1", "ar")).toBe("/desk/requests/abc?x=1");
    expect(safeDeskReturn("/en/desk/messages", "en")).toBe("/en/desk/messages");
    for (const hostile of [
      "//evil.example/desk",
      "https://evil.example/desk",
      "/\\evil.example",
      "/book",
      "/desk/sign-in",
      "javascript:alert(1)",
      "/desk x",
      42,
      undefined,
    ])
      expect(safeDeskReturn(hostile, "en"), String(hostile)).toBe("/en/desk");
  });
});
