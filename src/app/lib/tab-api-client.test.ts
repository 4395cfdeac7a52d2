import { createApiClient, type ApiError } from '@shared/api/api-client';
import { paths, type OperationName } from '@shared/api/paths';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { english } from '@shared/said';
import { createTabApiClient } from './tab-api-client';

const route = (name: OperationName) => paths[name];

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (e: ApiError) => e,
  );

afterEach(() => {
  setLocale('en', { reload: false });
  vi.unstubAllGlobals();
});

describe('textOf of the API client', () => {
  it("writes an error by its key, the client's own offline text included, before throwing", async () => {
    const client = (fetch: () => Promise<Response>) =>
      createApiClient({ route, fetch, textOf: (key, params) => `${key}:${params?.code ?? ''}` });
    const refused = await failureOf(
      client(() =>
        answer(400, {
          error: 'Unknown coupon code NOPE',
          code: 'BAD_REQUEST',
          messageKey: 'server_coupon_unknown',
          messageParams: { code: 'NOPE' },
        }),
      ).call('login'),
    );
    expect(refused).toMatchObject({
      message: 'server_coupon_unknown:NOPE',
      status: 400,
      code: 'BAD_REQUEST',
      messageKey: 'server_coupon_unknown',
      messageParams: { code: 'NOPE' },
    });
    const lost = await failureOf(client(() => Promise.reject(new TypeError('down'))).call('login'));
    expect(lost).toMatchObject({ message: 'account_offline:', status: 0 });
  });

  it('keeps the words as they came for a text without a key, or without textOf', async () => {
    const withTextOf = createApiClient({
      route,
      fetch: () => answer(400, { error: 'body.email: Invalid email', code: 'BAD_REQUEST' }),
      textOf: () => 'never',
    });
    expect(await failureOf(withTextOf.call('login'))).toMatchObject({
      message: 'body.email: Invalid email',
    });
    const without = createApiClient({
      route,
      fetch: () => answer(400, { error: 'Incorrect OTP', messageKey: 'server_otp_wrong' }),
    });
    expect(await failureOf(without.call('login'))).toMatchObject({ message: 'Incorrect OTP' });
  });
});

describe("the tab's client", () => {
  const api = createTabApiClient('en');
  const refusal = {
    error: english('server_bad_credentials'),
    messageKey: 'server_bad_credentials',
  };
  const loggedOut = { message: english('server_logged_out'), messageKey: 'server_logged_out' };

  it("writes a server error and an answer's message by key in Hindi on a Hindi page", async () => {
    setLocale('hi', { reload: false });
    vi.stubGlobal('fetch', () => answer(401, refusal));
    const refused = await failureOf(
      api.call('login', { body: { email: 'a@b.in', password: 'x' } }),
    );
    expect(refused).toMatchObject({ message: 'ईमेल या पासवर्ड गलत है', status: 401 });
    vi.stubGlobal('fetch', () => answer(200, loggedOut));
    await expect(api.call('logout')).resolves.toEqual({ ...loggedOut, message: 'लॉग आउट हो गया' });
  });

  it('writes them by key in English on an English page, whatever language the words came in', async () => {
    vi.stubGlobal('fetch', () => answer(401, { ...refusal, error: 'ईमेल या पासवर्ड गलत है' }));
    const refused = await failureOf(
      api.call('login', { body: { email: 'a@b.in', password: 'x' } }),
    );
    expect(refused).toMatchObject({ message: 'Invalid email or password' });
    vi.stubGlobal('fetch', () => answer(200, loggedOut));
    await expect(api.call('logout')).resolves.toEqual(loggedOut);
  });
});
