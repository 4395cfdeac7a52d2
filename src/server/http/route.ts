import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@shared/api/endpoint';
import { errorResponse } from '@shared/api/error-codes';
import type { Db } from '../db/client';
import type { CatalogueUpdateReason } from './catalogue-updates';
import { assertSelf, authenticate } from './authenticate';
import { declaresLanguage, takeLanguageParameter } from './language-parameter';
import type { AppDeps } from './context';
import { unauthorized } from '../domain-error';
import { runIdempotent } from './idempotency';
import { retryReadOnce } from './read-retry';
import type { SessionClaims } from './session-tokens';

type Out<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;

export interface RouteContext<E extends Endpoint, Auth extends boolean> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  user: Auth extends true ? SessionClaims : SessionClaims | null;
  /** The database, or the transaction of an idempotent request: use this one, not deps.db. */
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Where a request names a customer: `'params.userId'`, `'body.userId'`, ... of its endpoint. */
export type SelfField<E extends Endpoint> =
  | `params.${keyof Out<E['params']> & string}`
  | `query.${keyof Out<E['query']> & string}`
  | `body.${keyof Out<E['body']> & string}`;

export interface RouteOptions<E extends Endpoint = Endpoint> {
  /**
   * The customer id this field names must be the signed-in customer's own, else 403 before
   * anything is read or changed (an absent or null field passes).
   */
  self?: SelfField<E>;
  /** Honour an Idempotency-Key header (see idempotency.ts). */
  idempotent?: boolean;
  /** A GET that changes state: refused from other sites like a POST (see cross-site-guard.ts). */
  changesState?: boolean;
  /** A public read, the same for every visitor: ETag, Cache-Control and 304 (see public-cache.ts). */
  publicCache?: boolean;
  /** A success changes catalogue reads: the catalogue's update signal fires (see public-cache.ts). */
  updatesCatalogue?: CatalogueUpdateReason;
  /** Costs much memory or CPU (an upload): refused first under load (see load-shedding.ts). */
  expensive?: boolean;
  /**
   * Runs before the handler and outside an idempotent request's transaction, on deps.db: rate
   * limits go here, so a refused request still counts (and, on PGlite, whose one connection the
   * transaction holds, the count does not wait for the transaction it is inside of).
   */
  before?: (user: SessionClaims | null, request: FastifyRequest) => Promise<void>;
}

/** The value of a `self` field in the validated request. */
function namedId(request: FastifyRequest, field: string): string | null | undefined {
  const [where, name] = field.split('.') as ['params' | 'query' | 'body', string];
  const source =
    where === 'query' ? request.query : where === 'params' ? request.params : request.body;
  return (source as Record<string, string | null | undefined> | undefined)?.[name];
}

/**
 * Registers one endpoint of the shared contract under /api: zod validates its params, query and
 * body and shapes its response; auth endpoints get the signed-in customer or answer 401.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: E,
  handler: (ctx: RouteContext<E, E['auth']>) => Promise<z.input<E['response']>>,
  options: RouteOptions<E> = {},
): void {
  type Context = RouteContext<E, E['auth']>;
  const isPlainRead = endpoint.method === 'GET' && !options.changesState && !options.idempotent;
  const ownLanguage = declaresLanguage(endpoint.query);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    config: {
      personal: endpoint.auth,
      ...(options.publicCache && !endpoint.auth && { publicCache: true }),
      ...(options.updatesCatalogue && { updatesCatalogue: options.updatesCatalogue }),
      ...(options.changesState && { changesState: true }),
      ...(options.expensive && { expensive: true }),
    },
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      // Every error answer has the one shape of the contract (see http/errors.ts).
      response: { 200: endpoint.response, '4xx': errorResponse, '5xx': errorResponse },
      ...(endpoint.auth && { security: [{ bearer: [] }] }),
    },
    // Before the schemas: the page's `lang` is every operation's (language-parameter.ts).
    ...(!ownLanguage && { preValidation: async (request) => takeLanguageParameter(request) }),
    handler: async (request, reply) => {
      const answer = async () => {
        // Public reads ignore the session entirely: a stale token must never break browsing.
        const user = endpoint.auth ? await authenticate(deps, request) : null;
        if (endpoint.auth && !user) throw unauthorized();
        if (options.self) assertSelf(user!, namedId(request, options.self));
        await options.before?.(user, request);
        // Fastify validated these against the endpoint's schemas above, so they have its types.
        const valid = request as unknown as Pick<Context, 'params' | 'query' | 'body'>;
        const run = (db: Db) =>
          handler({
            params: valid.params,
            query: valid.query,
            body: valid.body,
            user: user as Context['user'],
            db,
            request,
            reply,
          });
        if (!options.idempotent) return run(deps.db);
        return runIdempotent(deps, request, reply, user?.id ?? 'anonymous', run);
      };
      // A read that met a database restart runs once more on a fresh connection, so the shopper
      // never sees that moment. Writes are not run again here: they answer 503 and their client
      // retries under the same Idempotency-Key.
      if (!isPlainRead) return answer();
      return retryReadOnce(answer, () => !reply.sent);
    },
  });
}
