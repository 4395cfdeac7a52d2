import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Runs `npm run seller-chat` the way a seller would (tsx scripts/seller-chat.ts) and reports how it ended. */
async function sellerChat(args: string[]): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'scripts/seller-chat.ts', ...args], {
      timeout: 30_000,
      env: { ...process.env, SELLER_PASSWORD: '' },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

describe('npm run seller-chat', () => {
  let refusing: Server;
  let refusingUrl = '';
  const asked: unknown[] = [];

  beforeAll(async () => {
    // A server that refuses every sign-in as the chat login does for a wrong password.
    refusing = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        asked.push({ url: req.url, body: JSON.parse(body) as unknown });
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'Wrong email or password' }));
      });
    });
    await new Promise<void>((ok) => refusing.listen(0, '127.0.0.1', ok));
    refusingUrl = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => refusing.close(() => ok())));

  it('explains itself with --help', async () => {
    const { code, out } = await sellerChat(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('--seller <shop name or email>');
    expect(out).toContain('/list');
  });

  it('says the server is down when nothing listens', async () => {
    const { code, err } = await sellerChat([
      '--seller',
      'a@b.in',
      '--password',
      'x',
      '--url',
      'http://127.0.0.1:9',
    ]);
    expect(code).toBe(1);
    expect(err).toContain('Cannot reach the server at http://127.0.0.1:9: is it running?');
  });

  it("shows the server's refusal of a bad password, having asked with the shop's seeded email", async () => {
    const { code, err } = await sellerChat([
      '--seller',
      'Charminar Fashions',
      '--password',
      'wrong',
      '--url',
      refusingUrl,
    ]);
    expect(code).toBe(1);
    expect(err).toContain('Sign-in refused: Wrong email or password');
    expect(asked).toEqual([
      {
        url: '/api/chat/seller/login',
        body: { email: 'charminar-fashions@sellers.example.in', password: 'wrong' },
      },
    ]);
  });
}, 60_000);
