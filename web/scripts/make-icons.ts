// The tab's icon (src/app/icon.png) and the installable app's icons
// (web/public/icons), drawn from the site's own mark (src/brand/mark.svg) by
// Chromium, so they change with it:
//
//   npx tsx scripts/make-icons.ts
//
// The tab's icon is a PNG: the browser draws an SVG one by building a whole
// SVG document on the page's main thread, on every page load (docs/benchmarks.md).
// The maskable icon puts the mark inside the safe zone (the middle 80%) on
// the navy, full bleed, as launchers crop it to a circle or a squircle.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { systemChromiumLaunchOptions } from "../tests/e2e/system-chromium";

const webDir = join(import.meta.dirname, "..");
const svg = readFileSync(join(webDir, "src", "brand", "mark.svg"), "utf8");
const iconsDir = join(webDir, "public", "icons");
const NAVY = "#14213d";

const ICONS = [
  // 32 CSS pixels at a phone's 3 device pixels each.
  { file: join(webDir, "src", "app", "icon.png"), size: 96, maskable: false },
  { file: join(iconsDir, "icon-192.png"), size: 192, maskable: false },
  { file: join(iconsDir, "icon-512.png"), size: 512, maskable: false },
  { file: join(iconsDir, "maskable-512.png"), size: 512, maskable: true },
];

async function main() {
  mkdirSync(iconsDir, { recursive: true });
  const browser = await chromium.launch(systemChromiumLaunchOptions());
  try {
    for (const { file, size, maskable } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const inner = maskable ? Math.round(size * 0.8) : size;
      const mark = svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `);
      await page.setContent(
        `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? NAVY : "transparent"}">${mark}</body>`,
      );
      await page.screenshot({ path: file, omitBackground: !maskable });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
