import { describe, expect, it } from "vitest";
import { connectionAllowsPrefetch, opensNewTab } from "./prefetch-policy";

describe("connectionAllowsPrefetch", () => {
  it("allows prefetch on unknown and fast connections", () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "3g" })).toBe(true);
  });

  it("refuses on 2g, slow-2g and save-data", () => {
    expect(connectionAllowsPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});

describe("opensNewTab", () => {
  it("is true only for target=_blank", () => {
    expect(opensNewTab("_blank")).toBe(true);
    expect(opensNewTab("_self")).toBe(false);
    expect(opensNewTab(undefined)).toBe(false);
  });
});
