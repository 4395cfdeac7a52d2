/** Why the catalogue changed: what a listener may log or use to narrow what it drops. */
export type CatalogueChangeReason =
  | 'review'
  | 'order'
  | 'payment'
  | 'orders expired'
  /** This instance was not listening to the others for a while: anything may have changed. */
  | 'missed while away';

export interface CatalogueChange {
  /** Goes up by one on every change, from 0 at start (per process). */
  version: number;
  reason: CatalogueChangeReason;
  /** Made here, or heard from another instance (which has told the others itself). */
  from: 'here' | 'another instance';
}

/**
 * The catalogue's change signal in this process: anything that keeps catalogue answers in
 * memory (the server-rendered HTML cache) subscribes and drops them when a review changes a
 * rating or an order changes stock. The HTTP answers themselves need no signal: their ETag is a
 * hash of the body, so it changes with the data on every instance (see http/public-cache.ts).
 */
export class CatalogueChanges {
  #version = 0;
  readonly #listeners = new Set<(change: CatalogueChange) => void>();

  get version(): number {
    return this.#version;
  }

  invalidate(reason: CatalogueChangeReason, from: CatalogueChange['from'] = 'here'): void {
    const change = { version: ++this.#version, reason, from };
    for (const listener of this.#listeners) listener(change);
  }

  /** Answers the function that unsubscribes. */
  subscribe(listener: (change: CatalogueChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
