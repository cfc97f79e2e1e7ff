import { findChromium, installCommand, installDebianChromium } from './chromium';

// `npm test`'s first step: the browser suite comes last, so a missing browser is found (and,
// where this machine allows it, installed from Debian's packages) before minutes go on the rest.
const asked = process.env.CHROMIUM_PATH;
let chromium = findChromium();
if (!chromium) {
  const prefix = installCommand();
  if (!prefix) {
    console.error(
      "npm test needs Debian's Chromium for the browser suite: run `sudo apt-get install chromium` (or set CHROMIUM_PATH to a Chromium binary), then npm test again.",
    );
    process.exit(1);
  }
  console.log("test: Chromium is missing; installing Debian's chromium package");
  try {
    installDebianChromium(prefix);
  } catch {
    console.error(
      "npm test could not install Debian's Chromium: run `sudo apt-get install chromium` (or set CHROMIUM_PATH to a Chromium binary), then npm test again.",
    );
    process.exit(1);
  }
  chromium = findChromium();
  if (!chromium) {
    console.error(
      "npm test installed Debian's chromium package but found no browser at /usr/bin/chromium: set CHROMIUM_PATH to a Chromium binary.",
    );
    process.exit(1);
  }
}
if (asked && asked !== chromium) console.log(`test: CHROMIUM_PATH=${asked} is not a browser; using ${chromium}`);
console.log(`test: browser suite will use ${chromium}`);
