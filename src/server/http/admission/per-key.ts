/**
 * The per-key state of a limiter (a window, a bucket, a remembered refusal), for at most
 * `capacity` keys: past it the least recently set key is forgotten, so a flood of made-up
 * addresses costs memory no more. A forgotten key starts again from nothing, which each
 * limiter keeps inside a bound of its own (a shared bucket, the database's counter).
 */
export class BoundedKeyMap<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity: number) {}

  /** The key's state, or undefined; reading does not make the key recent. */
  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  /** Sets the key's state and makes it the most recent; forgets the oldest past the capacity. */
  set(key: string, value: V): V {
    // Deleted first: a Map keeps the order of first insertion, and last is the most recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * How many pieces of work each key holds now (searches of an address, uploads of a shopper,
 * connections of an address). A key whose count falls to zero is forgotten, so the map is no
 * larger than the work in flight, which the callers bound; nothing is evicted while held.
 */
export class HeldPerKey {
  private readonly counts = new Map<string, number>();

  held(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  /** One more held by `key`; the function gives it back (once, however often it is called). */
  hold(key: string): () => void {
    this.counts.set(key, this.held(key) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = this.held(key) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }

  /** Keys holding anything now. */
  get size(): number {
    return this.counts.size;
  }
}
