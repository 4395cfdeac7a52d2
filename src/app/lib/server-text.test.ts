import { createApiClient, type ApiError } from '@shared/api/api-client';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { messages, serverMessages } from '@shared/messages';
import { createTabApiClient } from './tab-api-client';
import { inPageLanguage } from './server-text';
import { paths, type OperationName } from '@shared/api/paths';

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

describe('the server texts in the page language', () => {
  it('has every server message in Hindi, and leaves text it does not know as it came', () => {
    setLocale('hi', { reload: false });
    const untranslated = Object.values(serverMessages).filter((t) => inPageLanguage(t) === t);
    expect(untranslated).toEqual([]);
    expect(inPageLanguage(serverMessages.otpWrong)).toBe('OTP गलत है');
    expect(inPageLanguage(messages.offline)).toBe('लगता है आप ऑफ़लाइन हैं');
    expect(inPageLanguage('Seller wrote this')).toBe('Seller wrote this');
  });

  it("puts the coupon's code and amounts into the Hindi of the coupon texts", () => {
    setLocale('hi', { reload: false });
    expect(inPageLanguage('Unknown coupon code NOSUCH')).toBe('कूपन कोड NOSUCH मान्य नहीं है');
    expect(inPageLanguage('The coupon DIWALI has expired')).toBe(
      'कूपन DIWALI की समय-सीमा ख़त्म हो गई है',
    );
    expect(inPageLanguage('Add items worth ₹1,250 more to use SAVE10')).toBe(
      'SAVE10 इस्तेमाल करने के लिए ₹1,250 का और सामान जोड़ें',
    );
    expect(inPageLanguage('You have already used the coupon WELCOME')).toBe(
      'आप कूपन WELCOME पहले ही इस्तेमाल कर चुके हैं',
    );
    expect(inPageLanguage('SAVE10 applied: you save ₹1,00,000')).toBe(
      'SAVE10 लग गया: आपकी बचत ₹1,00,000',
    );
  });

  it("keeps a product's name before a stock or price refusal and says the rest in Hindi", () => {
    setLocale('hi', { reload: false });
    expect(inPageLanguage('Only 2 left in stock')).toBe('स्टॉक में सिर्फ़ 2 बचे हैं');
    expect(inPageLanguage('Only 1 left in stock')).toBe('स्टॉक में सिर्फ़ 1 बचा है');
    expect(inPageLanguage('Silk Saree: Only 2 left in stock')).toBe(
      'Silk Saree: स्टॉक में सिर्फ़ 2 बचे हैं',
    );
    expect(inPageLanguage('Silk Saree: Out of stock')).toBe('Silk Saree: स्टॉक ख़त्म');
    expect(inPageLanguage('Ratio 1:2 Mug: this variation is no longer sold')).toBe(
      'Ratio 1:2 Mug: यह वेरिएंट अब नहीं बिकता',
    );
    expect(
      inPageLanguage('The price of Silk Saree has changed to ₹1,499; please review your cart'),
    ).toBe('Silk Saree की कीमत बदलकर ₹1,499 हो गई है; कृपया अपना कार्ट देख लें');
    expect(inPageLanguage('Note: written by a seller')).toBe('Note: written by a seller');
    expect(inPageLanguage('This order is already paid')).toBe('इस ऑर्डर का पेमेंट पहले ही हो चुका है');
  });

  it('answers the English text on an English page', () => {
    expect(inPageLanguage(serverMessages.otpWrong)).toBe('Incorrect OTP');
  });
});

describe('translateError of the API client', () => {
  it("translates the server's error and the client's own offline text before throwing", async () => {
    const client = (fetch: () => Promise<Response>) =>
      createApiClient({
        route,
        fetch,
        translateError: async (english) => `hi:${english}`,
      });
    const refused = await failureOf(
      client(() => answer(400, { error: 'Incorrect OTP', code: 'BAD_REQUEST' })).call('login'),
    );
    expect(refused).toMatchObject({
      message: 'hi:Incorrect OTP',
      status: 400,
      code: 'BAD_REQUEST',
    });
    const lost = await failureOf(client(() => Promise.reject(new TypeError('down'))).call('login'));
    expect(lost).toMatchObject({ message: `hi:${messages.offline}`, status: 0 });
  });

  it('keeps the English text without it', async () => {
    const client = createApiClient({
      route,
      fetch: () => answer(400, { error: 'Incorrect OTP' }),
    });
    expect(await failureOf(client.call('login'))).toMatchObject({ message: 'Incorrect OTP' });
  });
});

describe("the tab's client", () => {
  const api = createTabApiClient('en');
  it("shows a server error and an answer's message in Hindi on a Hindi page", async () => {
    setLocale('hi', { reload: false });
    vi.stubGlobal('fetch', () => answer(401, { error: serverMessages.badCredentials }));
    const refused = await failureOf(
      api.call('login', { body: { email: 'a@b.in', password: 'x' } }),
    );
    expect(refused).toMatchObject({ message: 'ईमेल या पासवर्ड गलत है', status: 401 });
    vi.stubGlobal('fetch', () => answer(200, { message: serverMessages.loggedOut }));
    await expect(api.call('logout')).resolves.toEqual({ message: 'लॉग आउट हो गया' });
  });

  it('leaves them in English on an English page', async () => {
    vi.stubGlobal('fetch', () => answer(401, { error: serverMessages.badCredentials }));
    const refused = await failureOf(
      api.call('login', { body: { email: 'a@b.in', password: 'x' } }),
    );
    expect(refused).toMatchObject({ message: 'Invalid email or password' });
    vi.stubGlobal('fetch', () => answer(200, { message: serverMessages.loggedOut }));
    await expect(api.call('logout')).resolves.toEqual({ message: 'Logged out successfully' });
  });
});
