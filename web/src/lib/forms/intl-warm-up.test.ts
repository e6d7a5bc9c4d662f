import { describe, expect, it, vi } from "vitest";
import { intlWarmUpScript } from "./intl-warm-up";
import { DAY_OPTIONS, moneyOptions } from "./translate";

/** Runs the inline script with a Worker that records its source, then runs that source with Intl's constructors watched. */
function run(script: string) {
  const sources: string[] = [];
  class FakeWorker {
    constructor(url: string) {
      sources.push(blobs.get(url)!);
    }
  }
  const blobs = new Map<string, string>();
  const createObjectURL = (blob: { text: string }) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob.text);
    return url;
  };
  class FakeBlob {
    text: string;
    constructor(parts: string[]) {
      this.text = parts.join("");
    }
  }
  new Function("Worker", "URL", "Blob", "setTimeout", script)(FakeWorker, { createObjectURL }, FakeBlob, (run: () => void) => run());

  const made: Array<[string, unknown[]]> = [];
  const watch = <K extends "NumberFormat" | "DateTimeFormat" | "PluralRules">(name: K) => {
    const Real = Intl[name] as unknown as new (...args: unknown[]) => object;
    return new Proxy(Real, {
      construct: (target, args: unknown[]) => {
        made.push([name, args]);
        return Reflect.construct(target, args) as object;
      },
    });
  };
  const closed = vi.fn();
  for (const source of sources) {
    const intl = {
      ...Intl,
      NumberFormat: watch("NumberFormat"),
      DateTimeFormat: watch("DateTimeFormat"),
      PluralRules: watch("PluralRules"),
    };
    new Function("Intl", "close", source)(intl, closed);
  }
  return { workers: sources.length, made, closed: closed.mock.calls.length };
}

describe("intlWarmUpScript", () => {
  it("starts one worker that makes the form's own formatters in the page's locale and closes", () => {
    const { workers, made, closed } = run(intlWarmUpScript("ar", "IQD"));
    expect(workers).toBe(1);
    expect(made).toEqual([
      ["NumberFormat", ["ar", moneyOptions("IQD")]],
      ["NumberFormat", ["ar"]],
      ["DateTimeFormat", ["ar", DAY_OPTIONS]],
      ["PluralRules", ["ar"]],
    ]);
    expect(closed).toBe(1);
  });

  it("cannot end its <script> early, whatever the currency says", () => {
    const currency = "</script><script>alert(1)</script>";
    expect(intlWarmUpScript("ar", currency)).not.toMatch(/<\/?script/i);
    // The worker gets the same string, and Intl refuses it there (the worker's source has no try/catch).
    expect(() => run(intlWarmUpScript("ar", currency))).toThrow(`Invalid currency code : ${currency}`);
  });

  it("does nothing, and throws nothing, where workers are missing", () => {
    const script = intlWarmUpScript("ar", "IQD");
    expect(() =>
      new Function("Worker", "URL", "Blob", "setTimeout", script)(undefined, undefined, undefined, (run: () => void) => run()),
    ).not.toThrow();
  });
});
