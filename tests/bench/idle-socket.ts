import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SOCKET_SECONDS ?? 60);

/**
 * What the chat socket costs a signed-in shopper who leaves the shop open on a listing: the
 * WebSocket frames (Socket.IO's heartbeat) counted through the DevTools protocol over
 * BENCH_IDLE_SOCKET_SECONDS, as payload bytes plus each frame's 2-6 byte header (6 assumed).
 */
export async function printIdleSocketCost(base: string): Promise<void> {
  const email = `idle.${Date.now()}@example.in`;
  const registered = await fetch(`${base}/api/customer/customer-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Idle Shopper', email, password: 'password123' }),
  });
  const { token } = (await registered.json()) as { token: string };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/about`);
    await page.evaluate((t) => localStorage.setItem('customerToken', t), token);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let frames = 0;
    let bytes = 0;
    const count = ({ response }: { response: { payloadData: string } }) => {
      frames++;
      bytes += Buffer.byteLength(response.payloadData) + 6;
    };
    let counting = false;
    cdp.on('Network.webSocketFrameSent', (e) => counting && count(e));
    cdp.on('Network.webSocketFrameReceived', (e) => counting && count(e));
    await page.goto(`${base}/shops?category=women`);
    await page.waitForLoadState('networkidle');
    counting = true;
    await page.waitForTimeout(IDLE_SECONDS * 1000);
    const perMinute = (n: number) => Math.round((n * 60) / IDLE_SECONDS);
    console.log(
      `chat socket left idle on a listing: ${perMinute(bytes)} bytes/min in ${perMinute(frames)} WebSocket frames/min (over ${IDLE_SECONDS} s; Socket.IO heartbeat)`,
    );
  } finally {
    await browser.close();
  }
}
