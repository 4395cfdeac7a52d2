import { expect, test } from './fixtures';
import { signIn } from './helpers';

/**
 * The account screens in Hindi: the server writes its refusals in English, and the Hindi page
 * shows them in Hindi; the account area offers the other language and keeps the screen.
 */

test('on /hi/login a wrong password and a wrong OTP are refused in Hindi', async ({ page }) => {
  await page.goto('/hi/login');
  await expect(page.getByRole('heading', { name: 'लॉग इन / रजिस्टर करें' })).toBeVisible();
  await page.getByRole('button', { name: 'ईमेल और पासवर्ड से लॉग इन करें' }).click();
  await expect(page.getByRole('heading', { name: 'ईमेल से लॉग इन करें' })).toBeVisible();
  await page.getByLabel('ईमेल').fill('demo@example.in');
  await page.getByLabel('पासवर्ड').fill('not-the-password');
  await page.locator('form').getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(page.getByText('ईमेल या पासवर्ड गलत है')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);

  await page.getByRole('button', { name: 'मोबाइल OTP से लॉग इन करें' }).click();
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await page.getByLabel('मोबाइल नंबर').fill(mobile);
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByRole('heading', { name: 'OTP डालें' })).toBeVisible();
  // A code other than the one texted (the dev outbox holds the SMS, in Hindi too).
  let sent: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/dev/sms');
      const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
      sent = /^(\d{4})/.exec(messages.find((m) => m.to === mobile)?.text ?? '')?.[1];
      return sent;
    })
    .toMatch(/^\d{4}$/);
  await page.getByLabel('OTP').fill(sent === '1111' ? '2222' : '1111');
  await page.getByRole('button', { name: 'OTP वेरिफ़ाई करें' }).click();
  await expect(page.getByText('OTP गलत है')).toBeVisible();
  await expect(page.getByText('Incorrect OTP')).toHaveCount(0);

  // The right code: a new shopper completes the profile and lands on the Hindi home page.
  await page.getByLabel('OTP').fill(sent!);
  await page.getByRole('button', { name: 'OTP वेरिफ़ाई करें' }).click();
  await expect(page.getByRole('heading', { name: 'अपनी प्रोफ़ाइल पूरी करें' })).toBeVisible();
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(page.getByRole('alert')).toHaveText('नाम और ईमेल ज़रूरी हैं');
  await page.getByLabel('नाम').fill('Kavita Sharma');
  await page.getByLabel('ईमेल').fill(`kavita.${mobile}@example.in`);
  await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
  await expect(page).toHaveURL(/\/hi\/$/);
  await expect(page.getByRole('button', { name: 'Kavita Sharma' })).toBeVisible();
});

test('a guest sent to /hi/login comes back to the Hindi screen asked for', async ({ page }) => {
  const email = `hi.${Date.now()}@example.in`;
  await page.request.post('/api/customer/customer-register', {
    data: { name: 'Rahul Iyer', email, password: 'password123' },
  });
  await page.goto('/hi/dashboard/my-orders');
  await expect(page).toHaveURL(/\/hi\/login\?redirect=/);
  await page.getByRole('button', { name: 'ईमेल और पासवर्ड से लॉग इन करें' }).click();
  await page.getByLabel('ईमेल').fill(email);
  await page.getByLabel('पासवर्ड').fill('password123');
  await page.locator('form').getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/dashboard\/my-orders$/);
  await expect(page.getByRole('heading', { name: 'मेरे ऑर्डर' })).toBeVisible();
});

test('the account area switches language and stays on the same screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto('/dashboard/my-orders');
  const account = page.getByRole('navigation', { name: 'Account' });
  await account.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/dashboard\/my-orders$/);
  await expect(page.getByRole('heading', { name: 'मेरे ऑर्डर' })).toBeVisible();
  await expect(page.getByText('कोई ऑर्डर नहीं मिला।')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'अकाउंट' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
});

test.describe('a browser set to English on the Hindi pages', () => {
  test.use({ locale: 'en-IN' });

  test('names the page’s language on every API call, and the OTP comes in Hindi', async ({
    page,
  }) => {
    // Every call the tab makes (not the pages, pictures or scripts): its URL carries lang=hi.
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType()))
        calls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    // The login opens on the mobile number.
    await page.goto('/hi/login');
    const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    await page.getByLabel('मोबाइल नंबर').fill(mobile);
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await expect(page.getByRole('heading', { name: 'OTP डालें' })).toBeVisible();
    // The browser's Accept-Language says English; the page's lang=hi decides.
    let text = '';
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/dev/sms');
        const { messages } = (await res.json()) as { messages: { to: string; text: string }[] };
        return (text = messages.find((m) => m.to === mobile)?.text ?? '');
      })
      .toMatch(/^\d{4} आपका Bazaar लॉग इन OTP है।/);
    expect(calls.some((call) => call.startsWith('POST /api/customer/mobile-auth'))).toBe(true);
    expect(calls.filter((call) => !/[?&]lang=hi(&|$)/.test(call))).toEqual([]);
    expect(text).not.toContain('is your');
  });
});
