/**
 * A bound on how much server rendering may run: `perSecond` renders a second, with a burst of
 * `burst` (a token bucket). A render takes a token as it starts; with none left, pages get the
 * shell (the browser renders them) until the bucket refills. Renders share the one event loop
 * with every API request, and a render costs roughly the same each time, so a bounded rate is a
 * bounded share of the CPU: a flood of made-up URLs cannot take the time the API needs.
 */
export class RenderBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst = perSecond * 4,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** True (and one render counted) while the budget allows one more render now. */
  take(): boolean {
    const at = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((at - this.last) / 1000) * this.perSecond);
    this.last = at;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
