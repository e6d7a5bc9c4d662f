import { describe, expect, it } from "vitest";
import { scriptJson } from "./script-json";

describe("scriptJson", () => {
  it("cannot close or comment out the <script> it is written into, and reads back as the same value", () => {
    const hostile = { name: "</script><script>alert(1)</script>", note: "<!-- x -->", list: ["</SCRIPT >"] };
    const json = scriptJson(hostile);
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
