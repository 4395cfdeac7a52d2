import { beforeEach, vi } from 'vitest';

/**
 * IntersectionObserver as a test drives it: jsdom has none. Every observer made since the test
 * began is in `observers`, in the order made; `tell` hands one of them what it would see.
 */
export class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((watched) => watched !== target);
  }
  disconnect() {
    this.targets = [];
    this.disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Its targets came into view (`true`) or left it. */
  tell(isIntersecting: boolean) {
    const entries = this.targets.map(
      (target) => ({ isIntersecting, target }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
  /** The observer made last. */
  static get latest(): FakeIntersectionObserver {
    const last = FakeIntersectionObserver.observers.at(-1);
    if (!last) throw new Error('no IntersectionObserver was made');
    return last;
  }
}

/**
 * Puts FakeIntersectionObserver in place of the browser's before each test of the file, with no
 * observers yet; the file's `vi.unstubAllGlobals()` takes it away. Call once at its top.
 */
export function fakeIntersectionObservers() {
  beforeEach(() => {
    FakeIntersectionObserver.observers = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  return FakeIntersectionObserver;
}
