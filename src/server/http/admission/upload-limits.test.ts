import { UploadLimits } from './upload-limits';

const released = (entry: ReturnType<UploadLimits['enter']>) => {
  if (!('release' in entry)) throw new Error(`refused: ${entry.refused}`);
  return entry.release;
};

describe('UploadLimits', () => {
  it('caps uploads in flight per shopper and per instance, and frees them on release', () => {
    const limits = new UploadLimits(3, 2);
    const a1 = released(limits.enter('a'));
    released(limits.enter('a'));
    expect(limits.enter('a')).toEqual({ refused: 'shopper' });
    const b1 = released(limits.enter('b'));
    expect(limits.enter('c')).toEqual({ refused: 'instance' });

    a1();
    a1(); // a second release of one upload frees nothing more
    expect(limits.enter('b')).toHaveProperty('release');
    expect(limits.enter('c')).toEqual({ refused: 'instance' });
    b1();
    expect(limits.enter('c')).toHaveProperty('release');
  });
});
