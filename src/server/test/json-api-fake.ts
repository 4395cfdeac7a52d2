import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received, for tests to read (headers lower-cased, as Node gives them). */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

/**
 * A provider's JSON API faked on 127.0.0.1 for contract tests: it keeps every request and
 * answers what `answer` says. Each fake (Razorpay, Shiprocket) writes only its own answers.
 */
export abstract class JsonApiFake {
  readonly requests: FakeRequest[] = [];
  private server: Server | null = null;

  protected abstract answer(
    req: IncomingMessage,
    path: string,
    body: Record<string, unknown> | null,
  ): [status: number, answer: unknown];

  /** Listens on a free port; answers the fake's base URL. */
  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
        const path = req.url ?? '/';
        this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
        const [status, answer] = this.answer(req, path, body);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
