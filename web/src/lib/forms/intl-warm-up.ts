// A page's first Intl.NumberFormat or Intl.DateTimeFormat loads the ICU data
// its browser shares between all of a page's threads: 21–116 ms of the main
// thread in this machine's Chromium, which on /book landed in the form's
// hydration (README, "A page's first Intl formatter"). A worker that makes the
// same formatters first takes that load off the main thread; the form's own
// formatters then find the data loaded (bench:intl-warm-up).
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
  // In a task of its own, not the parser's: the blob URL alone took 1.7–6.0 ms here.
  return `setTimeout(function(){try{new Worker(URL.createObjectURL(new Blob([${scriptJson(worker)}],{type:"text/javascript"})))}catch(e){}})`;
}
