import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** What a push service received for one device, decrypted with that device's keys. */
export interface ReceivedPush {
  device: string;
  /** When it arrived (ms since the epoch). */
  at: number;
  headers: Record<string, string | string[] | undefined>;
  payload: { title: string; body: string; url: string; tag: string; customerId: string };
}

/** A browser's side of a subscription: its own keys, as pushManager.subscribe makes them. */
export interface TestDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

/**
 * A local push service for tests: devices subscribe with endpoints on it, it answers each
 * device's posts with the status the test sets (201 by default) and decrypts what it received
 * (aes128gcm) with the device's private key, as the browser would.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly devices = new Map<string, TestDevice>();
  private readonly statuses = new Map<string, number>();
  private server!: Server;
  private base = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const name = (request.url ?? '').split('/').pop()!;
        const status = this.statuses.get(name) ?? 201;
        const device = this.devices.get(name);
        if (device && status < 300) {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: device.ecdh,
            authSecret: device.auth.toString('base64url'),
          });
          this.received.push({
            device: name,
            at: Date.now(),
            headers: request.headers,
            payload: JSON.parse(plain.toString('utf8')),
          });
        }
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A new device: fresh P-256 keys and auth secret, and an endpoint on this service. */
  device(name: string): TestDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const device: TestDevice = {
      name,
      ecdh,
      auth,
      subscription: {
        endpoint: `${this.base}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
      },
    };
    this.devices.set(name, device);
    return device;
  }

  /** How the service answers this device from now on (410: the browser unsubscribed). */
  answer(name: string, status: number): void {
    this.statuses.set(name, status);
  }

  for(name: string): ReceivedPush[] {
    return this.received.filter((r) => r.device === name);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
