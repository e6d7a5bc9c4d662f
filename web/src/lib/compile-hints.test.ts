import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, markRootScriptsForEagerCompile } from "./compile-hints";

describe("compile hints on the scripts every page runs at load", () => {
  let dist: string;
  const write = (file: string, text: string) => writeFileSync(join(dist, file), text);
  const read = (file: string) => readFileSync(join(dist, file), "utf8");

  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
    mkdirSync(join(dist, "static/chunks"), { recursive: true });
    write("static/chunks/react.js", "(globalThis.TURBOPACK||[]).push([1]);");
    write("static/chunks/runtime.js", "(()=>{})();");
    write("static/chunks/page.js", "(globalThis.TURBOPACK||[]).push([2]);");
    write("static/chunks/root.css", "body{}");
    write(
      "build-manifest.json",
      JSON.stringify({ rootMainFiles: ["static/chunks/react.js", "static/chunks/runtime.js", "static/chunks/root.css"] }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("puts the hint on the first line of each root script, and nowhere else", () => {
    expect(markRootScriptsForEagerCompile(dist)).toEqual(["static/chunks/react.js", "static/chunks/runtime.js"]);
    expect(read("static/chunks/react.js")).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push([1]);`);
    expect(read("static/chunks/runtime.js")).toBe(`${COMPILE_HINT}(()=>{})();`);
    expect(read("static/chunks/page.js")).toBe("(globalThis.TURBOPACK||[]).push([2]);");
    expect(read("static/chunks/root.css")).toBe("body{}");
  });

  it("marks a file once when the build runs it again", () => {
    markRootScriptsForEagerCompile(dist);
    markRootScriptsForEagerCompile(dist);
    expect(read("static/chunks/react.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("fails the build when the manifest names no root scripts (a Next upgrade moved them)", () => {
    write("build-manifest.json", JSON.stringify({ pages: {} }));
    expect(() => markRootScriptsForEagerCompile(dist)).toThrow(/no rootMainFiles/);
  });
});
