import { vi } from 'vitest';

/**
 * A screen `px` wide for matchMedia, answering `(width < Nrem)` queries (16 px to the rem), the
 * only kind `lib/use-media-query.ts` asks. Undone by `vi.unstubAllGlobals()`.
 */
export function screenWidth(px: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const below = /^\(width < ([\d.]+)rem\)$/.exec(query);
    if (!below) throw new Error(`screenWidth answers only (width < Nrem), not ${query}`);
    return {
      matches: px < Number(below[1]) * 16,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}
