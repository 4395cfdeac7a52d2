import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * This machine's ceiling: a bare Fastify route answering the exact bytes the real endpoint
 * answered, with no validation, no database and no serialisation.
 */
const bodies = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
app.get('/bare/:name', async (request, reply) => {
  const body = bodies[(request.params as { name: string }).name];
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
process.send?.('ready');
