import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Frames (requestAnimationFrame) and idle periods (requestIdleCallback) that run only when the
 * test says so: `run(frames)` runs what waits for the next frame, `run(idlePeriods)` for the next
 * idle period; `cancelAnimationFrame` takes a frame out. Call once at the top of a test file.
 */
export function holdFramesAndIdlePeriods() {
  const frames: Array<() => void> = [];
  const idlePeriods: Array<() => void> = [];
  beforeEach(() => {
    frames.length = 0;
    idlePeriods.length = 0;
    // A frame cancelled before it runs is taken out of the queue, as the browser's would be.
    const asked = new Map<number, () => void>();
    let lastId = 0;
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => {
      asked.set(++lastId, run);
      frames.push(run);
      return lastId;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      const at = frames.indexOf(asked.get(id)!);
      if (at >= 0) frames.splice(at, 1);
      asked.delete(id);
    });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idlePeriods.push(run));
  });
  afterEach(() => vi.unstubAllGlobals());
  const run = (queue: Array<() => void>) =>
    act(async () => queue.splice(0).forEach((next) => next()));
  return { frames, idlePeriods, run };
}
