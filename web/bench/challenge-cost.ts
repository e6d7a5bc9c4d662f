// What the forms' flood challenge (lib/forms/challenge.ts, FORM_CHALLENGE)
// costs: a guest's browser, which derives each try's key with its own
// WebCrypto PBKDF2 in one worker (as lib/forms/challenge.worker.ts does, so
// the page's thread stays free), and a script on a server core, which is what
// a flood pays per request. Challenges whose counter is the average and the
// most a guest can meet, medians of a few solves each.
//
//   npm run -w web bench:challenge [-- --solves 5]
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createChallenge, solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { chromium } from "playwright-core";
import { CHALLENGE_ALGORITHM, FORM_CHALLENGE } from "../src/lib/forms/challenge";
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from "../tests/e2e/system-chromium";
import { option, printTable } from "./lib/cli";
import { saveResult } from "./lib/results";

const solves = Number(option("--solves") ?? 5);
const { cost, maxCounter } = FORM_CHALLENGE;

/** The browser's search: altcha-lib's web deriveKey, try after try, in a worker. */
const WORKER = `onmessage = async ({ data: p }) => {
  const bytes = (hex) => new Uint8Array(hex.match(/../g).map((x) => parseInt(x, 16)));
  const nonce = bytes(p.nonce), salt = bytes(p.salt), prefix = bytes(p.keyPrefix);
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce);
  const started = performance.now();
  for (let n = 0; ; n++) {
    new DataView(password.buffer).setUint32(nonce.length, n);
    const key = await crypto.subtle.importKey("raw", password, "PBKDF2", false, ["deriveBits"]);
    const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", salt, iterations: p.cost, hash: "SHA-256" }, key, 256));
    if (prefix.every((b, i) => bits[i] === b)) return postMessage(performance.now() - started);
  }
};`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const challengeAt = (counter: number) =>
  createChallenge({ algorithm: CHALLENGE_ALGORITHM, cost, counter, deriveKey, hmacSignatureSecret: "bench" });

async function inNode(counter: number) {
  const times = [];
  for (let i = 0; i < solves; i++) {
    const challenge = await challengeAt(counter);
    const started = performance.now();
    await solveChallenge({ challenge, deriveKey });
    times.push(performance.now() - started);
  }
  return median(times);
}

// A secure context (WebCrypto's subtle API needs one): a page of this machine's own.
const server = createServer((_, res) => res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>challenge</title>"));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const browser = await chromium.launch({ executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const inChromium = async (counter: number) => {
    const times = [];
    for (let i = 0; i < solves; i++) {
      const { parameters }: Challenge = await challengeAt(counter);
      times.push(
        await page.evaluate(
          ({ source, parameters }) =>
            new Promise<number>((resolve) => {
              const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
              worker.onmessage = (event) => (worker.terminate(), resolve(event.data as number));
              worker.postMessage(parameters);
            }),
          { source: WORKER, parameters },
        ),
      );
    }
    return median(times);
  };

  const rows = [];
  for (const [label, counter] of [
    ["average", maxCounter / 2],
    ["most", maxCounter - 1],
  ] as const) {
    rows.push({ label, tries: counter + 1, chromiumMs: await inChromium(counter), nodeMs: await inNode(counter) });
  }
  console.log(`Flood challenge: PBKDF2-SHA-256, ${cost} iterations a try; medians of ${solves} solves`);
  printTable(
    ["challenge", "tries", "Chromium, one worker (ms)", "Node, one core (ms)"],
    rows.map((r) => [r.label, String(r.tries), r.chromiumMs.toFixed(0), r.nodeMs.toFixed(0)]),
  );
  saveResult("challenge-cost", { cost, maxCounter, solves, rows });
} finally {
  await browser.close();
  server.close();
}
