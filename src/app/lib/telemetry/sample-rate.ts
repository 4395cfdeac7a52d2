/** The share of page views that report their Web Vitals: enough for percentiles, few beacons. */
export const DEFAULT_RUM_SAMPLE_RATE = 0.25;

/**
 * RUM_SAMPLE_RATE as `npm run build` reads it (vite.config.ts), from 0 (none) to 1 (every page
 * view, for a test run); unset, the default. Anything else stops the build, by name.
 */
export function rumSampleRate(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RUM_SAMPLE_RATE;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`RUM_SAMPLE_RATE must be a number from 0 to 1, not "${value}"`);
  return rate;
}
