import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, rowCount, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ config: { REQUEST_TIMEOUT_SECONDS: '2' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('request timeout', () => {
  it('cuts off a body trickled a byte at a time (408, connection closed), storing nothing', async () => {
    const body = JSON.stringify({
      name: 'Slow',
      email: 'slow@example.in',
      subject: 'Trickle',
      message: 'x'.repeat(150),
    });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sentBytes = 0;
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    // The server cuts the connection off: a byte written after that is refused with a reset
    // (ECONNRESET or EPIPE), which, unheard, ended the whole test run as an uncaught error.
    const errors: string[] = [];
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/home/contact-message HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // One byte every 250 ms would take about 50 s for this body; the server must not wait that long.
    const trickle = setInterval(() => {
      if (socket.destroyed || sentBytes >= body.length) return clearInterval(trickle);
      socket.write(body[sentBytes++]!);
    }, 250);
    await closed;
    clearInterval(trickle);
    expect(sentBytes).toBeLessThan(body.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(errors.filter((code) => code !== 'ECONNRESET' && code !== 'EPIPE')).toEqual([]);
    expect(await rowCount(t.db, 'contact_messages')).toBe(0);
  }, 60_000);

  it('a request sent whole is answered as usual', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
