import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0, config: { MAX_CONNECTIONS_PER_IP: '3' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const open = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
const closed = (socket: Socket) =>
  new Promise<boolean>((resolve) => {
    socket.once('close', () => resolve(true));
    setTimeout(() => resolve(false), 1000);
  });

it('closes a connection past the cap of one address, and admits one again when one leaves', async () => {
  const idle = [await open(), await open(), await open()];
  const fourth = await open();
  expect(await closed(fourth)).toBe(true);
  expect(await closed(idle[0]!)).toBe(false);

  idle[0]!.destroy();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(health.status).toBe(200);
  for (const socket of idle) socket.destroy();
});
