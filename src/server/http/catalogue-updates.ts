/** Why the catalogue changed: what a listener may log or use to narrow what it drops. */
export type CatalogueUpdateReason =
  | 'review'
  | 'order'
  | 'payment'
  | 'orders expired'
  /** This instance was not listening to the others for a while: anything may have changed. */
  | 'missed while away';

export interface CatalogueUpdate {
  /** Goes up by one on every change, from 0 at start (per process). */
  version: number;
  reason: CatalogueUpdateReason;
  /** Made here, or heard from another instance (which has told the others itself). */
  from: 'here' | 'another instance';
}

/**
 * The catalogue's update signal in this process: anything that keeps catalogue answers in
 * memory (the server-rendered HTML cache) subscribes and drops them when a review changes a
 * rating or an order changes stock. The HTTP answers themselves need no signal: their ETag is a
 * hash of the body, so it changes with the data on every instance (see http/public-cache.ts).
 */
export class CatalogueUpdates {
  #version = 0;
  readonly #listeners = new Set<(change: CatalogueUpdate) => void>();

  get version(): number {
    return this.#version;
  }

  invalidate(reason: CatalogueUpdateReason, from: CatalogueUpdate['from'] = 'here'): void {
    const change = { version: ++this.#version, reason, from };
    for (const listener of this.#listeners) listener(change);
  }

  /** Answers the function that unsubscribes. */
  subscribe(listener: (change: CatalogueUpdate) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
