import { chromium } from '@playwright/test';
const BASE = 'http://localhost:4901';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (let i = 0; i < Number(process.argv[2] ?? 3); i++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForTimeout(1200);
  await context.setOffline(true);
  await page.goto(`${BASE}/`);
  await context.close();
  console.log('offline cycle', i);
}
import { replayQueuedChanges } from './replay';
if (process.env.REPLAY) { console.log(await replayQueuedChanges(BASE, 2).then((r) => r.map((x) => x.ms)).catch((e) => String(e).slice(0, 200))); process.exit(0); }
const context = await browser.newContext();
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.text().slice(0, 200)));
context.on('serviceworker', (w) => console.log('sw', w.url()));
context.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
context.on('response', (r) => r.status() >= 400 && console.log('status', r.status(), r.url()));
await page.goto(`${BASE}/about`);
await page.goto(`${BASE}/cart`);
for (let s = 0; s < 20; s++) {
  const state = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return `controller ${navigator.serviceWorker.controller !== null} reg ${!!reg} installing ${reg?.installing?.state} waiting ${reg?.waiting?.state} active ${reg?.active?.state}`;
  });
  console.log(s, state);
  if (state.startsWith('controller true')) break;
  await page.waitForTimeout(1500);
}
await browser.close();
