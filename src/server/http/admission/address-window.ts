import { BoundedKeyMap } from './per-key';

/** Addresses remembered at most; past it the oldest window is forgotten (a flood of addresses costs memory no more). */
const MAX_ADDRESSES = 10_000;

/**
 * At most `limit` reports per address in a window, counted in memory: reports are cheap to
 * refuse and not worth a database write each (the form limits of rate-limit.ts are). Per
 * instance, so behind a balancer an address may send up to `limit` to each.
 */
export class AddressWindow {
  private readonly windows = new BoundedKeyMap<{ start: number; count: number }>(MAX_ADDRESSES);

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one report of `address`; false when it is over the limit. */
  take(address: string): boolean {
    const now = this.now();
    const window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(address, { start: now, count: 1 });
      return true;
    }
    window.count++;
    return window.count <= this.limit;
  }
}
