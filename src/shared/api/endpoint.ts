import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One operation of the public API: its method, its path under /api (Fastify syntax, spelt
 * exactly as the spec spells it), and the zod schemas of what goes in and comes out. The
 * server validates requests with them; the client types its calls with them.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends boolean = boolean,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  /** Needs a signed-in customer. */
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export function endpoint<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
  const A extends boolean = boolean,
>(def: Endpoint<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return def;
}

/** Fills a path's `:params`: apiPath('/a/:id', {id: 'x'}) -> '/a/x'. */
export function apiPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
