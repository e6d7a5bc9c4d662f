import { describe, expect, it } from "vitest";
import { mergeUiTexts, type MessageTree } from "./merge-messages";

const bundled: MessageTree = {
  Header: { contact: "Contact", offers: "Offers" },
  Footer: { rights: "All rights reserved." },
};

describe("mergeUiTexts", () => {
  it("replaces one message in the requested locale only", () => {
    const overrides = [{ key: "Header.contact", value_ar: "تواصل", value_en: "Get in touch" }];
    expect(mergeUiTexts(bundled, overrides, "en")).toEqual({
      Header: { contact: "Get in touch", offers: "Offers" },
      Footer: { rights: "All rights reserved." },
    });
    expect((mergeUiTexts(bundled, overrides, "ar").Header as MessageTree).contact).toBe("تواصل");
  });

  it("keeps the bundled text when the override is empty or blank", () => {
    const overrides = [{ key: "Header.contact", value_ar: "", value_en: "   " }];
    expect(mergeUiTexts(bundled, overrides, "en")).toEqual(bundled);
    expect(mergeUiTexts(bundled, overrides, "ar")).toEqual(bundled);
  });

  it("ignores keys that do not exist or point at a namespace", () => {
    const overrides = [
      { key: "Header.unknown", value_ar: "x", value_en: "x" },
      { key: "Nope.contact", value_ar: "x", value_en: "x" },
      { key: "Header", value_ar: "x", value_en: "x" },
    ];
    expect(mergeUiTexts(bundled, overrides, "en")).toEqual(bundled);
  });

  it("does not modify the bundled messages", () => {
    const copy = structuredClone(bundled);
    mergeUiTexts(bundled, [{ key: "Footer.rights", value_ar: "", value_en: "Rights reserved" }], "en");
    expect(bundled).toEqual(copy);
  });
});
