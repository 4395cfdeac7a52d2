import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@shared/api/endpoint';
import type { AppDeps } from './context';
import { installErrorHandling } from './errors';
import { route } from './route';

/** What drizzle throws when PostgreSQL refuses a connection while it shuts down. */
function shuttingDown(): Error {
  const driverError = Object.assign(new Error('the database system is shutting down'), {
    severity: 'FATAL',
    code: '57P03',
  });
  return new Error('Failed query: select 1', { cause: driverError });
}

/** What Node throws when nothing listens on the database's port (a restart's gap). */
function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    errno: -111,
    code: 'ECONNREFUSED',
    syscall: 'connect',
  });
}

const read = endpoint({
  method: 'GET',
  path: '/read',
  auth: false,
  summary: 'a read',
  response: z.object({ ok: z.boolean() }),
});
const write = endpoint({
  method: 'POST',
  path: '/write',
  auth: false,
  summary: 'a write',
  response: z.object({ ok: z.boolean() }),
});

/** Fails with the next of `failures` on each call while there are any, then answers ok. */
function failingThen(failures: (() => Error)[]) {
  const calls = { count: 0 };
  const handler = async () => {
    calls.count++;
    const failure = failures.shift();
    if (failure) throw failure();
    return { ok: true };
  };
  return { calls, handler };
}

let app: FastifyInstance;
let logged: { level: number; msg: string }[];

async function appWith(handler: () => Promise<{ ok: boolean }>) {
  logged = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  app = Fastify({ logger: { level: 'warn', stream: logStream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const deps = { db: {} } as unknown as AppDeps;
  route(app, deps, read, handler);
  route(app, deps, write, handler);
  await app.ready();
}

afterEach(() => app?.close());

describe('a database restart answers 503, and a read is tried again', () => {
  it('a GET that meets a shutting-down database once is run again and answers 200', async () => {
    const { calls, handler } = failingThen([shuttingDown]);
    await appWith(handler);
    const res = await app.inject({ method: 'GET', url: '/api/read' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(calls.count).toBe(2);
  });

  it('a GET that meets it twice answers 503 with Retry-After, logged as a warning', async () => {
    const { calls, handler } = failingThen([refused, shuttingDown]);
    await appWith(handler);
    const res = await app.inject({ method: 'GET', url: '/api/read' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/try again/),
      code: 'UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(calls.count).toBe(2);
    expect(logged.map((l) => [l.level, l.msg])).toContainEqual([40, 'database unavailable']);
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('a POST is not run again: 503 with Retry-After, for its client to retry', async () => {
    const { calls, handler } = failingThen([shuttingDown]);
    await appWith(handler);
    const res = await app.inject({ method: 'POST', url: '/api/write' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().code).toBe('UNAVAILABLE');
    expect(calls.count).toBe(1);
  });

  it('any other failure stays a 500 and is not run again', async () => {
    const { calls, handler } = failingThen([() => new Error('boom')]);
    await appWith(handler);
    const res = await app.inject({ method: 'GET', url: '/api/read' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal server error',
      code: 'INTERNAL',
      requestId: expect.any(String),
    });
    expect(res.headers['retry-after']).toBeUndefined();
    expect(calls.count).toBe(1);
    expect(logged.map((l) => [l.level, l.msg])).toContainEqual([50, 'request failed']);
  });
});
