import { median } from './median';

/**
 * Server rendering: time to first byte of the home page and renders per second of `/` and a
 * product page, from the in-process HTML cache (the same URL again and again) and uncached (a
 * new query parameter each time, so each request renders: the worst case, a burst of distinct URLs).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 4;

async function ttfb(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  const reader = response.body!.getReader();
  await reader.read();
  const ms = performance.now() - start;
  await reader.cancel();
  return ms;
}

async function rate(urlFor: (n: number) => string): Promise<number> {
  let done = 0;
  let n = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const html = await (await fetch(urlFor(n++))).text();
        if (!html.includes('data-ssr')) throw new Error(`${urlFor(n)} was not server-rendered`);
        done++;
      }
    }),
  );
  return done / SECONDS;
}

/** Time to first byte of the server-rendered home page, rendered (a new URL each time) and cached. */
export async function printSsrTtfb(base: string, label = ''): Promise<void> {
  if (!(await (await fetch(`${base}/`)).text()).includes('data-ssr'))
    throw new Error(`${base}/ was not server-rendered`);
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) {
    cold.push(await ttfb(`${base}/?ttfb=${i}`));
    warm.push(await ttfb(`${base}/`));
  }
  console.log(
    `TTFB of the server-rendered /${label}: rendered ${median(cold).toFixed(0)} ms, from the HTML cache ${median(warm).toFixed(0)} ms (median of 10)`,
  );
}

export async function printSsrThroughput(base: string, productSlug: string): Promise<void> {
  await printSsrTtfb(base);
  for (const [name, path] of [
    ['/', '/'],
    ['a product page', `/product/details/${productSlug}`],
  ] as const) {
    const cached = await rate(() => `${base}${path}`);
    const uncached = await rate((n) => `${base}${path}?r=${n}`);
    console.log(
      `renders/s of ${name} (${CONCURRENCY} at a time, ${SECONDS} s): cached ${cached.toFixed(0)}, uncached ${uncached.toFixed(1)}`,
    );
  }
}
