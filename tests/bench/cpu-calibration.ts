import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

/**
 * The phone every Lighthouse figure emulates, whatever machine runs the bench. Lighthouse slows
 * the host's CPU by a fixed multiplier (4 by default), so the same page scores better on a fast
 * machine than on a slow one. Lighthouse's throttling guide and DevTools' CPU calibration size
 * the multiplier from the host's benchmarkIndex instead: host index / target index. The target
 * is DevTools' "mid-tier mobile" calibration point (a Pixel 5-class phone, index 1000), the class
 * of the mid-range Android phones that sell most in India; budget phones are slower still.
 */
export const TARGET_PHONE = { name: 'mid-tier Android (Pixel 5 class)', benchmarkIndex: 1000 };

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/** Lighthouse's mobile settings with the CPU multiplier given (network throttling unchanged). */
export const mobileThrottling = (cpuSlowdownMultiplier: number) => ({
  ...constants.throttling.mobileSlow4G,
  cpuSlowdownMultiplier,
});

async function withChrome<T>(chromePath: string, run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * The multiplier that makes this machine emulate TARGET_PHONE: the median benchmarkIndex of a
 * few short Lighthouse runs (it varies run to run), divided by the target's, never below 1.
 * LIGHTHOUSE_CPU_MULTIPLIER overrides it (4 gives Lighthouse's own default, for comparison).
 */
export async function calibrate(
  url: string,
  chromePath: string,
): Promise<{ multiplier: number; hostIndex: number }> {
  const indexes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await withChrome(chromePath, (port) =>
      lighthouse(url, { port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] }),
    );
    indexes.push(result!.lhr.environment.benchmarkIndex);
  }
  const hostIndex = indexes.sort((a, b) => a - b)[1]!;
  const forced = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER);
  const multiplier =
    forced > 0
      ? forced
      : Math.max(1, Math.round((hostIndex / TARGET_PHONE.benchmarkIndex) * 10) / 10);
  return { multiplier, hostIndex };
}

/**
 * Main-thread scripting (evaluation, parse and compile) of each first-party script at 1x, with
 * no CPU or network throttling: Lighthouse's bootup-time audit, read from the page's trace. It
 * does not depend on a multiplier, so it compares across machines better than TBT does.
 */
export async function scriptingAt1x(
  url: string,
  origin: string,
  chromePath: string,
): Promise<{ script: string; ms: number }[]> {
  const result = await withChrome(chromePath, (port) =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['bootup-time'],
      throttlingMethod: 'provided',
      formFactor: 'mobile',
    }),
  );
  const items =
    (
      result!.lhr.audits['bootup-time']?.details as
        { items?: { url: string; scripting: number; scriptParseCompile: number }[] } | undefined
    )?.items ?? [];
  return items
    .filter((i) => i.url.startsWith(origin))
    .map((i) => ({
      script: i.url.slice(origin.length) || '/',
      ms: Math.round(i.scripting + i.scriptParseCompile),
    }))
    .sort((a, b) => b.ms - a.ms);
}
