import { describe, expect, it } from "vitest";
import { htmlText } from "./html-text";

describe("htmlText", () => {
  it("keeps the words of rich text, not its tags, with entities read", () => {
    expect(htmlText("<p>Sauna &amp; gym</p><ul><li>Open&nbsp;10:00</li></ul>")).toBe("Sauna & gym Open 10:00");
    expect(htmlText("a&#x41;&#66;&lt;b&gt;")).toBe("aAB<b>");
  });

  it("leaves an unknown or impossible entity harmless", () => {
    expect(htmlText("&bogus; &#0; &#x110000;")).toBe("&bogus;");
  });
});
