import { DEFAULT_RUM_SAMPLE_RATE, rumSampleRate } from './sample-rate';

describe('RUM_SAMPLE_RATE', () => {
  it('is the default unset, and any share from 0 to 1 when set', () => {
    expect(rumSampleRate(undefined)).toBe(DEFAULT_RUM_SAMPLE_RATE);
    expect(rumSampleRate('')).toBe(DEFAULT_RUM_SAMPLE_RATE);
    expect(rumSampleRate('1')).toBe(1);
    expect(rumSampleRate('0')).toBe(0);
    expect(rumSampleRate('0.05')).toBe(0.05);
  });

  it('stops the build, by name, on anything else', () => {
    for (const bad of ['2', '-0.1', 'all', '25%'])
      expect(() => rumSampleRate(bad)).toThrow(
        `RUM_SAMPLE_RATE must be a number from 0 to 1, not "${bad}"`,
      );
  });
});
