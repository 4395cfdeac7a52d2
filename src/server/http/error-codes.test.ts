import { randomUUID } from 'node:crypto';
import { errorResponse } from '@shared/api/error-codes';
import { english, textOf } from '@shared/said';
import { createTestApp, registerCustomer, rowCount, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Every error answer has the contract's shape; its code is what a client branches on, and its
 * request id is the answer's X-Request-Id (what a shopper's screenshot shows support).
 */
function refusal(res: {
  statusCode: number;
  json: () => unknown;
  headers: Record<string, unknown>;
}) {
  const { requestId, ...body } = errorResponse.parse(res.json());
  expect(requestId).toBe(res.headers['x-request-id']);
  return { status: res.statusCode, ...body };
}

describe('every error answer is { error, code }', () => {
  it('a validation error is BAD_REQUEST naming the field', async () => {
    const c = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: c.headers,
      payload: { userId: c.id, productId: 'not-an-id', quantity: 1 },
    });
    expect(refusal(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(res.json().error).toContain('body.productId');
  });

  it('an unknown path under /api is NOT_FOUND', async () => {
    const res = await t.app.inject({ url: '/api/no/such/path' });
    expect(refusal(res)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      error: 'No such path: GET /api/no/such/path',
    });
  });

  it('a missing session is UNAUTHORIZED', async () => {
    const res = await t.app.inject({ url: '/api/home/product/get-web-cart-product' });
    expect(refusal(res)).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      error: english('server_login_required'),
      messageKey: 'server_login_required',
    });
  });

  it("a refusal says its text's key, its words in the request's language", async () => {
    const res = await t.app.inject({
      url: '/api/home/product/get-web-cart-product',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(refusal(res)).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      error: textOf('server_login_required', {}, 'hi'),
      messageKey: 'server_login_required',
    });
    expect(res.json().error).not.toBe(english('server_login_required'));
  });

  it("another shopper's id is FORBIDDEN, and nothing is changed", async () => {
    const c = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'cart_lines');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      headers: c.headers,
      payload: { userId: randomUUID(), productId: randomUUID(), quantity: 1 },
    });
    expect(refusal(res)).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      error: english('server_forbidden'),
      messageKey: 'server_forbidden',
    });
    expect(await rowCount(t.db, 'cart_lines')).toBe(before);
  });

  it('a body over the limit is PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/customer-login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.in', password: 'x'.repeat(2_000_000) }),
    });
    expect(refusal(res)).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      error: english('server_body_too_large'),
      messageKey: 'server_body_too_large',
    });
  });

  it('the error shape is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const answers = doc.paths['/api/home/product/get-web-cart-product'].get.responses;
    const schema = answers['4XX'].content['application/json'].schema;
    expect(schema.required).toEqual(['error', 'code']);
    expect(schema.properties.code.enum).toContain('ORDER_ALREADY_PAID');
  });
});
