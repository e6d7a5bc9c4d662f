// The calendar sweep's clock for Node (scripts/sweep.mjs loads it with
// NODE_OPTIONS=--import into the test runners, the seed and `next start`):
// Date, Date.now() and Date() read the real time plus TEST_CLOCK_OFFSET_S
// seconds. Every process adds the same offset, so they agree on one "now"
// that keeps running. A date passed in is left as it is.
const value = process.env.TEST_CLOCK_OFFSET_S ?? "";
if (!/^-?\d+$/.test(value)) throw new Error(`TEST_CLOCK_OFFSET_S must be a whole number of seconds, not "${value}"`);
if (process.env.DEPLOY_ENV === "production") throw new Error("The test clock (TEST_CLOCK_OFFSET_S) is for tests, never for production.");

const offsetMs = Number(value) * 1000;
const RealDate = globalThis.Date;
const now = () => RealDate.now() + offsetMs;

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === "now" ? now : Reflect.get(target, key, receiver)),
});
