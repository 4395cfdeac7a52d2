import { progressBar, progressLine } from './progress-bar';

describe('the seed progress bar', () => {
  it('shows the share done, the counts in Indian grouping, the rate and the time left', () => {
    expect(progressLine(300_000, 1_000_000, 25_000)).toBe(
      '[#########.....................]  30%  3,00,000 / 10,00,000 products  12,000/s  ETA 0:58',
    );
    expect(progressLine(5, 5, 10)).toMatch(/^\[#{30}\] 100% {2}5 \/ 5 products/);
  });

  it('redraws in place on a terminal and ends the line when done', () => {
    const out: string[] = [];
    const report = progressBar({ isTTY: true, write: (s) => out.push(s) }, () => 0);
    report(1, 2);
    report(2, 2);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^\r\[/);
    expect(out[1]).toMatch(/^\r\[#{30}\] 100%.*\n$/);
  });

  it('writes a line every tenth of the way into a file or pipe', () => {
    const out: string[] = [];
    const report = progressBar({ write: (s) => out.push(s) }, () => 0);
    for (let done = 1000; done <= 100_000; done += 1000) report(done, 100_000);
    expect(out).toHaveLength(10);
    expect(out.at(-1)).toMatch(/100% {2}1,00,000 \/ 1,00,000 products/);
  });
});
