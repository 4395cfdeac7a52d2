import { createTestApp, rowCount, type TestApp } from '../test/test-app';
import { jsonDepthExceeds, MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, TOO_DEEP } from './json-body';

describe('jsonDepthExceeds', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('counts arrays and objects, up to and past the limit', () => {
    expect(jsonDepthExceeds(nested(32), 32)).toBe(false);
    expect(jsonDepthExceeds(nested(33), 32)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[{"c":1}]}}', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":{"b":[{"c":1}]}}', 4)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(`{"text":"${'[{'.repeat(50)}"}`, 2)).toBe(false);
    expect(jsonDepthExceeds(`{"text":"a \\" [[[[ \\\\","n":[[1]]}`, 3)).toBe(false);
    expect(jsonDepthExceeds(`{"text":"a \\\\","n":[[[1]]]}`, 3)).toBe(true);
  });
});

describe('JSON bodies are small and shallow', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ seedProducts: 0 })));
  afterAll(() => t.close());

  const contact = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/home/contact-message',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('refuses nesting past the limit with a clear 400, storing nothing', async () => {
    const before = await rowCount(t.db, 'contact_messages');
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    const res = await contact(`{"name":"A","email":"a@example.in","message":${deep}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TOO_DEEP);
    expect(await rowCount(t.db, 'contact_messages')).toBe(before);
  });

  it('refuses a body over the JSON limit with 413, storing nothing, nested or flat', async () => {
    const before = await rowCount(t.db, 'contact_messages');
    const nested = '['.repeat(400_000) + ']'.repeat(400_000);
    expect((await contact(nested)).statusCode).toBe(413);
    const flat = JSON.stringify({
      name: 'A',
      email: 'a@example.in',
      message: 'x'.repeat(MAX_JSON_BODY_BYTES),
    });
    expect((await contact(flat)).statusCode).toBe(413);
    expect(await rowCount(t.db, 'contact_messages')).toBe(before);
  });

  it('still refuses prototype keys and reads ordinary bodies', async () => {
    const proto = await contact('{"__proto__":{"x":1},"name":"A"}');
    expect(proto.statusCode).toBe(400);
    const bad = await contact('{"name": ');
    expect(bad.statusCode).toBe(400);
  });
});
