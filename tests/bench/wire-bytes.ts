import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface WireBytes {
  html: number;
  js: number;
  css: number;
  api: number;
  images: number;
  other: number;
  total: number;
  /** The same bodies decoded: what went out before anything was compressed. */
  decoded: number;
  requests: number;
}

const KIND: Record<string, keyof WireBytes> = { Document: 'html', Script: 'js', Stylesheet: 'css' };
const kindOf = (type: string, url: string): keyof WireBytes =>
  url.includes('/api/') ? 'api' : url.includes('/images/') ? 'images' : (KIND[type] ?? 'other');

/**
 * Bytes on the wire (compressed bodies plus headers, as Chromium counts them) of a first visit to
 * `url` on an empty browser cache, until the network is idle. The service worker is blocked: its
 * precache downloads the other screens in the background after the first view, which is not what
 * a shopper waits for.
 */
export async function firstViewBytes(url: string): Promise<WireBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const kinds = new Map<string, keyof WireBytes>();
    const bytes: WireBytes = {
      html: 0,
      js: 0,
      css: 0,
      api: 0,
      images: 0,
      other: 0,
      total: 0,
      decoded: 0,
      requests: 0,
    };
    cdp.on('Network.responseReceived', (e) =>
      kinds.set(e.requestId, kindOf(e.type, e.response.url)),
    );
    cdp.on('Network.dataReceived', (e) => (bytes.decoded += e.dataLength));
    cdp.on('Network.loadingFinished', (e) => {
      const kind = kinds.get(e.requestId) ?? 'other';
      bytes[kind] += e.encodedDataLength;
      bytes.total += e.encodedDataLength;
      bytes.requests++;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await context.close();
    return bytes;
  } finally {
    await browser.close();
  }
}

/** The first views of / and of a product page, printed. */
export async function printFirstViewBytes(base: string): Promise<void> {
  const listing = (await (
    await fetch(`${base}/api/home/query-products?category=women`)
  ).json()) as { products: { slug: string }[] };
  const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  for (const [name, path] of [
    ['/', '/'],
    ['a product page', `/product/details/${listing.products[0]!.slug}`],
  ] as const) {
    const b = await firstViewBytes(`${base}${path}`);
    console.log(
      `bytes on the wire, first view of ${name.padEnd(14)} ${kb(b.total)} in ${b.requests} requests (${kb(b.decoded)} decoded): HTML ${kb(b.html)}, JS ${kb(b.js)}, CSS ${kb(b.css)}, API ${kb(b.api)}, pictures ${kb(b.images)}, other ${kb(b.other)}`,
    );
  }
}

// npx tsx tests/bench/wire-bytes.ts http://127.0.0.1:5003 (a running server with a build)
if (import.meta.url === `file://${process.argv[1]}`) {
  printFirstViewBytes(process.argv[2] ?? 'http://127.0.0.1:3000').catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
