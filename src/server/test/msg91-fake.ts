import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of MSG91's SendOTP (POST /api/v5/otp) and Flow (POST /api/v5/flow) endpoints, on 127.0.0.1: it keeps every request
 * and answers as MSG91 does, `{ type: 'success' }`, or `{ type: 'error', message }` (with HTTP
 * 200, as MSG91 answers a refusal) when `refuse` is set. Never shipped in the server.
 */
export class Msg91Fake {
  readonly requests: {
    path: string;
    query: URLSearchParams;
    headers: IncomingMessage['headers'];
    /** The JSON body: the Flow API's recipients and template; SendOTP's is empty. */
    body: unknown;
  }[] = [];
  refuse: string | null = null;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        this.requests.push({
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
        });
        const known = url.pathname === '/api/v5/otp' || url.pathname === '/api/v5/flow';
        const ok = req.method === 'POST' && known && !this.refuse;
        res.writeHead(known ? 200 : 404, {
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
