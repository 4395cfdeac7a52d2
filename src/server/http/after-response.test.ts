import Fastify from 'fastify';
import { afterResponse, installAfterResponse } from './after-response';

describe('afterResponse', () => {
  it('runs work only after a successful answer has gone out, never after a failure', async () => {
    const app = Fastify();
    installAfterResponse(app);
    const ran: string[] = [];
    app.get('/ok', async (request) => {
      afterResponse(request, () => ran.push('ok'));
      expect(ran).toEqual([]);
      return { ok: true };
    });
    app.get('/fails', async (request) => {
      afterResponse(request, () => ran.push('fails'));
      throw new Error('rolled back');
    });
    expect((await app.inject('/ok')).statusCode).toBe(200);
    expect((await app.inject('/fails')).statusCode).toBe(500);
    expect(ran).toEqual(['ok']);
    await app.close();
  });
});
