import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * Draws the PWA icons from src/app/layout/logo.svg with the system Chromium (no network), writes
 * it as the favicon (which the browser fetches by itself), and, given the URL of a running shop,
 * the manifest's screenshots:
 *   npx tsx tests/tools/make-icons.ts [http://localhost:3000]
 */
const logo = readFileSync('src/app/layout/logo.svg', 'utf8');
writeFileSync('public/favicon.svg', logo);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function icon(file: string, size: number, maskable: boolean): Promise<void> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  // A maskable icon keeps the logo inside the central 80% safe zone on a full-bleed background.
  const inner = maskable ? Math.round(size * 0.62) : size;
  await page.setContent(
    `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#0f766e' : 'transparent'}">
      <div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: `public/icons/${file}`, omitBackground: !maskable });
  await page.close();
}

await icon('icon-192.png', 192, false);
await icon('icon-512.png', 512, false);
await icon('icon-maskable-512.png', 512, true);
await icon('apple-touch-icon.png', 180, true);

const base = process.argv[2];
if (base) {
  for (const [file, width, height] of [
    ['home-narrow.png', 375, 812],
    ['home-wide.png', 1280, 800],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(base, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `public/screenshots/${file}` });
    await page.close();
  }
}
await browser.close();
