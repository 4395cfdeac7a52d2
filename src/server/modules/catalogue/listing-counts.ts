/**
 * Listing totals ("N products"), kept a short while per filter set. Counting is the one part of
 * a listing whose cost grows with the catalogue (every matching row, 50,000 of them for a wide
 * filter at a million products), while the total is the same for every page and sort of that
 * filter. Dropped on every catalogue change this process hears (a review moves ratings); another
 * instance's changes show within the lifetime, like the HTTP caches' max-age.
 */
export class ListingCounts {
  readonly #entries = new Map<string, { count: Promise<unknown>; until: number }>();

  constructor(
    private readonly lifetimeMs = 30_000,
    private readonly maxEntries = 5000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached total (or price range) for `key`, or `count()` (once, however many ask at the
   * same moment). A key names what it holds, so its value is always of the type asked for.
   */
  get<T = number>(key: string, count: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.until > this.now()) return hit.count as Promise<T>;
    if (this.#entries.size >= this.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value!);
    const pending = count();
    this.#entries.delete(key);
    this.#entries.set(key, { count: pending, until: this.now() + this.lifetimeMs });
    // A failed count is not kept: the next request tries again.
    pending.catch(() => this.#entries.get(key)?.count === pending && this.#entries.delete(key));
    return pending;
  }

  clear(): void {
    this.#entries.clear();
  }
}
