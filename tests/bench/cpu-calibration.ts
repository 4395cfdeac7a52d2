import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { lighthouseSlowdown, REFERENCE_DEVICE } from './lighthouse-slowdown';
import { median } from './median';

/**
 * The phone every Lighthouse figure emulates, whatever machine runs the bench. Lighthouse slows
 * the host's CPU by a fixed multiplier (4 by default), so the same page scores better on a fast
 * machine than on a slow one. Lighthouse's throttling guide sizes the multiplier from the host's
 * benchmarkIndex with its CPU throttling calculator instead (lighthouse-slowdown.ts), which
 * emulates its reference mobile device: the class of budget Android phone most shoppers carry.
 */
export const TARGET_PHONE = { name: REFERENCE_DEVICE };

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
 * The multiplier that makes this machine emulate TARGET_PHONE: Lighthouse's calculator applied
 * to the median benchmarkIndex of `samples` short Lighthouse runs, to one decimal. The index
 * varies with what else the machine does, so the benches take it again (one sample) right
 * before each measured run. LIGHTHOUSE_CPU_MULTIPLIER overrides it (4: Lighthouse's default).
 */
export async function calibrate(
  url: string,
  chromePath: string,
  samples = 3,
): Promise<{ multiplier: number; hostIndex: number }> {
  const indexes: number[] = [];
  for (let i = 0; i < samples; i++) {
    const result = await withChrome(chromePath, (port) =>
      lighthouse(url, { port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] }),
    );
    indexes.push(result!.lhr.environment.benchmarkIndex);
  }
  const hostIndex = median(indexes);
  const forced = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER);
  const multiplier = forced > 0 ? forced : Math.round(lighthouseSlowdown(hostIndex) * 10) / 10;
  return { multiplier, hostIndex };
}

/** "2.8x at 1190", per run: the slowdown each run used and the benchmarkIndex it came from. */
export const calibrationsOf = (runs: { multiplier: number; hostIndex: number }[]) =>
  runs.map((r) => `${r.multiplier}x at ${r.hostIndex.toFixed(0)}`).join(', ');

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
