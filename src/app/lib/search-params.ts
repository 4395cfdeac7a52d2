/**
 * Search parameters read from the URL. A value that makes no sense is dropped (the key is left
 * out), never an error page: anyone can type a URL. These plain functions replace zod/mini in
 * the route files, whose validateSearch sits in the entry chunk every screen downloads first;
 * zod/mini weighed 7 KB gzip there, these a few hundred bytes.
 */
export type Param<T> = (raw: unknown) => T | undefined;

/** The router JSON-parses query values, so ?page=2 arrives as 2; a hand-built '2' counts too. */
export const wholeNumber =
  (min: number, max = Number.MAX_SAFE_INTEGER): Param<number> =>
  (raw) => {
    if (raw === undefined) return undefined;
    const n = Number(raw);
    return Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
  };

export const text =
  ({ min = 0, max = Infinity } = {}): Param<string> =>
  (raw) =>
    typeof raw === 'string' && raw.length >= min && raw.length <= max ? raw : undefined;

export const matching =
  (pattern: RegExp): Param<string> =>
  (raw) =>
    typeof raw === 'string' && pattern.test(raw) ? raw : undefined;

export const oneOf =
  <const T extends string>(values: readonly T[]): Param<T> =>
  (raw) =>
    values.includes(raw as T) ? (raw as T) : undefined;

type Shape = Record<string, Param<unknown>>;
export type SearchOf<S extends Shape> = {
  [K in keyof S]?: S[K] extends Param<infer T> ? T : never;
};

/** The route's validateSearch: each known key read by its own rule, unknown keys left behind. */
export function searchParams<S extends Shape>(
  shape: S,
): (search: Record<string, unknown>) => SearchOf<S> {
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const value = shape[key]!(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as SearchOf<S>;
  };
}
