// A page's first Intl formatter loads the ICU data the browser shares between
// a page's threads; on /book that landed in the form's hydration. A worker
// that makes the same formatters first takes the load off the main thread
// (bench:intl-warm-up; docs/benchmarks.md, "A page's first Intl formatter").
import { scriptJson } from "@/lib/script-json";
import { DAY_OPTIONS, moneyOptions } from "./translate";

/**
 * An inline script for a form page, written before the form: it starts a
 * worker that makes the formatters the form makes in `locale` (amounts in
 * `currency`, stay days, counts and plurals) and closes. A browser without
 * workers or blob URLs skips it; the form then loads ICU itself, as before.
 */
export function intlWarmUpScript(locale: string, currency: string): string {
  const l = scriptJson(locale);
  const worker = [
    `new Intl.NumberFormat(${l},${scriptJson(moneyOptions(currency))}).format(1)`,
    `new Intl.NumberFormat(${l}).format(1)`,
    `new Intl.DateTimeFormat(${l},${scriptJson(DAY_OPTIONS)}).format(0)`,
    `new Intl.PluralRules(${l}).select(1)`,
    "close()",
  ].join(";");
  // In a task of its own, not the parser's: making the blob URL takes a few milliseconds.
  return `setTimeout(function(){try{new Worker(URL.createObjectURL(new Blob([${scriptJson(worker)}],{type:"text/javascript"})))}catch(e){}})`;
}
