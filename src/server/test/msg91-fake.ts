import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of MSG91's SendOTP endpoint (POST /api/v5/otp), on 127.0.0.1: it keeps every request
 * and answers as MSG91 does, `{ type: 'success' }`, or `{ type: 'error', message }` (with HTTP
 * 200, as MSG91 answers a refusal) when `refuse` is set. Never shipped in the server.
 */
export class Msg91Fake {
  readonly requests: {
    path: string;
    query: URLSearchParams;
    headers: IncomingMessage['headers'];
  }[] = [];
  refuse: string | null = null;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        this.requests.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
        const ok = req.method === 'POST' && url.pathname === '/api/v5/otp' && !this.refuse;
        res.writeHead(url.pathname === '/api/v5/otp' ? 200 : 404, {
          'content-type': 'application/json',
        });
        res.end(
          JSON.stringify(
            ok
              ? { type: 'success', request_id: '3166686e7867313634383132' }
              : { type: 'error', message: this.refuse ?? 'Not found' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
