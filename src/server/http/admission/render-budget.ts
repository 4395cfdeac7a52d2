import { BoundedKeyMap } from './per-key';

/** A token bucket: `perSecond` tokens a second, holding at most `burst`. */
class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    at: number,
  ) {
    this.tokens = burst;
    this.last = at;
  }

  /** Whether `need` tokens are there at `at` (refilled first; nothing taken). */
  holds(need: number, at: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((at - this.last) / 1000) * this.perSecond);
    this.last = at;
    return this.tokens >= need;
  }

  spend(): void {
    this.tokens -= 1;
  }
}

/**
 * Which renders may use the last part of the shared budget: a catalogue page (see
 * server-renderer.ts) or a made-up one (a new combination of search parameters).
 */
export type PageKind = 'catalogue' | 'made-up';

/** Addresses remembered at once; the least recently seen is forgotten first. */
export const MAX_CLIENTS = 10_000;

/**
 * A bound on how much server rendering may run: `perSecond` renders a second, with a burst of
 * `burst` (a token bucket). A render takes a token as it starts; with none left, pages get the
 * shell (the browser renders them) until the bucket refills. Renders share the one event loop
 * with every API request, and a render costs roughly the same each time, so a bounded rate is a
 * bounded share of the CPU: a flood of made-up URLs cannot take the time the API needs.
 *
 * Shared fairly, so a flood cannot take the renders real visitors need either:
 * - each client address has its own smaller bucket (a quarter of the rate, half of the burst),
 *   so one address cannot spend the whole budget. The addresses are kept in a bounded map,
 *   least recently seen forgotten first: many addresses cannot fill memory, and a forgotten one
 *   starts again with a full bucket of its own, still inside the shared bound;
 * - a second's worth of the shared bucket is kept for catalogue pages: a made-up page renders
 *   only while more than that is left, so while a flood is being refused, a product or category
 *   page still gets a render.
 */
export class RenderBudget {
  private readonly shared: TokenBucket;
  private readonly clients = new BoundedKeyMap<TokenBucket>(MAX_CLIENTS);
  private readonly reserve: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst = perSecond * 4,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.shared = new TokenBucket(perSecond, burst, now());
    this.reserve = Math.min(perSecond, burst - 1);
  }

  /** True (and one render counted, for `client` and for all) while one more may start now. */
  take(client: string, kind: PageKind): boolean {
    const at = this.now();
    const own = this.clientBucket(client, at);
    const floor = kind === 'catalogue' ? 0 : this.reserve;
    if (!own.holds(1, at) || !this.shared.holds(1 + floor, at)) return false;
    own.spend();
    this.shared.spend();
    return true;
  }

  /** How many addresses have a bucket of their own now. */
  get clientsRemembered(): number {
    return this.clients.size;
  }

  private clientBucket(client: string, at: number): TokenBucket {
    const bucket =
      this.clients.get(client) ??
      new TokenBucket(this.perSecond / 4, Math.max(1, this.burst / 2), at);
    // Set again so that the least recently seen address is the one forgotten.
    return this.clients.set(client, bucket);
  }
}
