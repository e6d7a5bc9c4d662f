import { describe, expect, it } from "vitest";
import { capSrcSet } from "./src-set";

const srcSet = [384, 640, 750, 828, 1080, 1200, 1920].map((w) => `/_next/image?url=a.jpg&w=${w}&q=75 ${w}w`).join(", ");

describe("capSrcSet", () => {
  it("keeps candidates up to the first one at or above the source width", () => {
    expect(capSrcSet(srcSet, 960)).toBe([384, 640, 750, 828, 1080].map((w) => `/_next/image?url=a.jpg&w=${w}&q=75 ${w}w`).join(", "));
  });

  it("stops at a candidate exactly as wide as the source", () => {
    expect(
      capSrcSet(srcSet, 640)
        ?.split(", ")
        .map((c) => c.split(" ")[1]),
    ).toEqual(["384w", "640w"]);
  });

  it("keeps everything when the source is wider than every candidate", () => {
    expect(capSrcSet(srcSet, 4000)).toBe(srcSet);
  });

  it("passes a missing srcset through", () => {
    expect(capSrcSet(undefined, 960)).toBeUndefined();
  });
});
