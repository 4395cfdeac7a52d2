import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '@shared/api/changes';
import { isRetryableStatus } from '@shared/api/change-rules';
import { apiPath } from '@shared/api/endpoint';
import type { ErrorBody } from '@shared/api/error-codes';
import { paths } from '@shared/api/paths';
import type { AppDeps } from '../../http/context';
import { route } from '../../http/route';
import { urlLocale } from '../../http/request-locale';

interface ChangeResult {
  status: number;
  body: unknown;
}

/**
 * What a change's own request carries of the request that brought it: who sends it (session,
 * address, proxy hops) and from which page, so every check runs as it would on its own.
 */
const FORWARDED_HEADERS = [
  'authorization',
  'cookie',
  'host',
  'origin',
  'referer',
  'sec-fetch-site',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

const failed = (status: number, code: ErrorBody['code'], error: string): ChangeResult => ({
  status,
  body: { error, code } satisfies ErrorBody,
});

/**
 * Runs one change as the request it stands for, through every hook and check of that route. Its
 * request id is the batch's and its index (`<batch id>.2`), so the batch's log lines and its
 * changes' are found together.
 */
async function runChange(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'innerRequestHeaders'>,
  request: FastifyRequest,
  change: api.QueuedChange,
  index: number,
): Promise<ChangeResult> {
  let url: string;
  try {
    // The batch's page language goes with each change, as the change's own call would carry it.
    const lang = urlLocale(request);
    url = `/api${apiPath(paths[change.operation].path, change.params)}${lang ? `?lang=${lang}` : ''}`;
  } catch (error) {
    return failed(400, 'BAD_REQUEST', (error as Error).message);
  }
  let answer: Awaited<ReturnType<FastifyInstance['inject']>>;
  try {
    answer = await app.inject({
      method: paths[change.operation].method,
      url,
      remoteAddress: request.socket.remoteAddress,
      headers: {
        ...forwardedHeaders(request),
        ...deps.innerRequestHeaders(`${request.id}.${index}`),
        'idempotency-key': change.key,
        ...(change.body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(change.body !== undefined && { payload: JSON.stringify(change.body) }),
    });
  } catch {
    // The server is closing (a rolling stop): this change and the rest wait for another instance.
    return failed(503, 'UNAVAILABLE', 'The shop is restarting, please try again in a few seconds');
  }
  // Every answer of the API is JSON (errors too); an empty one stays null.
  return { status: answer.statusCode, body: answer.body ? (answer.json() as unknown) : null };
}

/** applied (2xx), later (the outbox sends it again: 401, 408, 429, 5xx) or refused (for good). */
const outcomeOf = (status: number) =>
  status < 300 ? 'applied' : isRetryableStatus(status) ? 'later' : 'refused';

export function registerChangeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, api.sendChanges, async ({ body, request }) => {
    const results: ChangeResult[] = [];
    // In order, one at a time; after an answer that means "later", the rest would be out of order.
    for (const [index, change] of body.changes.entries()) {
      const result = await runChange(app, deps, request, change, index);
      results.push(result);
      deps.metrics.outboxChanges.inc({ outcome: outcomeOf(result.status) });
      if (isRetryableStatus(result.status)) break;
    }
    const notRun = body.changes.length - results.length;
    if (notRun > 0) deps.metrics.outboxChanges.inc({ outcome: 'not_run' }, notRun);
    const stopped = results.some((result) => isRetryableStatus(result.status));
    deps.metrics.outboxBatches.inc({ outcome: stopped ? 'stopped' : 'complete' });
    return { results };
  });
}
