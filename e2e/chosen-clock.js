// Preloaded into every Node process of a Playwright run given TEST_TODAY (the runner's workers,
// the suite's server and import commands, the staff specs' servers): Date reads as if the
// machine's clock had read TEST_TODAY at TEST_TODAY_ANCHOR (real milliseconds since 1970, set
// once by e2e/playwright.config.ts so that every process agrees) and moves on from there.
// Without TEST_TODAY it changes nothing; the production server has no such setting.
import process from 'node:process';

const chosen = process.env.TEST_TODAY;

if (chosen) {
  const RealDate = Date;
  const start = RealDate.parse(chosen);
  if (Number.isNaN(start)) throw new Error(`TEST_TODAY is not a date and time: ${chosen}`);
  const offset = start - Number(process.env.TEST_TODAY_ANCHOR ?? RealDate.now());
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  });
}
