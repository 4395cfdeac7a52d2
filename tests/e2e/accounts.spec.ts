import { expect, test } from './fixtures';
import { otpFor, randomMobile, signIn, untilControlled, untilSaved } from './helpers';

test('OTP sign-in as a new shopper, through all three steps', async ({ page }) => {
  const mobile = randomMobile();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login / Register' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await expect(page.getByLabel('OTP')).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  await page.getByLabel('OTP').fill(await otpFor(page, mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Name and Email are required');
  await page.getByLabel('Name').fill('Kavya Reddy');
  await page.getByLabel('Email').fill(`kavya.${mobile}@example.in`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Kavya Reddy' })).toBeVisible();
});

test('OTP sign-in as a returning shopper goes straight home', async ({ page }) => {
  const mobile = '9876543210'; // the seeded demo shopper
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  // The code is read once the server has answered the send (before it, the text may not exist).
  await expect(page.getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
  await page.getByLabel('OTP').fill(await otpFor(page, mobile));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Demo Shopper' })).toBeVisible();
});

test('the login form checks the number and the code, and shows the server refusals', async ({
  page,
}) => {
  await page.goto('/login');
  for (const bad of ['987654321', '98765abcde']) {
    await page.getByLabel('Mobile number').fill(bad);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid 10-digit mobile number');
  }
  // An eleventh digit cannot be typed.
  await page.getByLabel('Mobile number').fill('98765432101');
  await expect(page.getByLabel('Mobile number')).toHaveValue('9876543210');
  const mobile = randomMobile();
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('OTP').fill('123');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the 4-digit OTP');
  const right = await otpFor(page, mobile);
  const wrong = right === '1111' ? '2222' : '1111';
  await page.getByLabel('OTP').fill(wrong);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Incorrect OTP')).toBeVisible();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(
    page.getByText('Too many wrong attempts, please request a new OTP').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Change Mobile Number' }).click();
  await expect(page.getByRole('heading', { name: 'Login / Register' })).toBeVisible();
});

test('registration, then the guard sends a guest to /login and back after signing in', async ({
  page,
}) => {
  const email = `reg.${Date.now()}@example.in`;
  await page.goto('/register');
  await page.getByLabel('Name').fill('Rahul Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Rahul Iyer' })).toBeVisible();
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);

  await page.evaluate(() => localStorage.removeItem('customerToken'));
  await page.goto('/dashboard/my-orders');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('button', { name: 'Login with email and password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-orders/);
  await expect(page.getByText('No orders found.')).toBeVisible();
});

test('addresses: added, edited, made default and deleted; bad ones refused', async ({ page }) => {
  await signIn(page, 'Address Shopper');
  await page.goto('/dashboard/myaddress');
  await expect(page.getByRole('heading', { name: 'Manage Addresses' })).toBeVisible();
  const add = async (name: string, type: string) => {
    await page.getByRole('button', { name: 'Add New Address' }).click();
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Mobile number', { exact: true }).fill('9876543210');
    await page.getByLabel('Alternate mobile number').fill('9123456780');
    await page.getByLabel('PIN code').fill('500034');
    await page.getByLabel('Address (house no., building, street)').fill('Flat 12, Lake View');
    await page.getByLabel('Locality').fill('Banjara Hills');
    await page.getByLabel('Landmark').fill('KBR Park');
    await page.getByLabel('City / District / Town').fill('Hyderabad');
    await page.getByLabel('State').selectOption('Telangana');
    await page.getByLabel(type, { exact: true }).check();
    await page.getByRole('button', { name: 'Save Address' }).click();
  };
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill all required fields');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await add('Home Person', 'Home');
  await expect(page.getByText('Home Person')).toBeVisible();
  await add('Office Person', 'Work');
  await expect(page.getByText('Office Person')).toBeVisible();
  const office = page.getByRole('listitem').filter({ hasText: 'Office Person' });
  await office.getByRole('button', { name: 'Make default' }).click();
  // Exact: "Make default" also contains the word, and the list puts the default first only
  // once the server has answered, so Edit must wait for the badge or it may hit the moved card.
  await expect(office.getByText('Default', { exact: true })).toBeVisible();
  await office.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Office Person');
  await page.getByLabel('PIN code').fill('012345');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid 6-digit PIN code');
  await page.getByLabel('PIN code').fill('500081');
  await page.getByLabel('Full name').fill('Office Person Edited');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Office Person Edited')).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Home Person' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Home Person')).not.toBeVisible();
});

test("orders: the filter resets paging; another shopper's order is not found", async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/my-orders?status=pending&page=3');
  await page.getByLabel('Order status').selectOption('cancelled');
  await expect(page).toHaveURL(/status=cancelled&page=1|page=1&status=cancelled/);
  await expect(page.getByText('No orders found.')).toBeVisible();
  await page.goto('/dashboard/order/details/OD-someone-elses');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('No recent orders found.')).toBeVisible();
  await expect(page.getByText('Total Orders')).toBeVisible();
});

test('change password: old password needed, then the new one signs in', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/chage-password');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.getByLabel('Old password').fill('wrong-password');
  await page.getByLabel('New password', { exact: true }).fill('new-password-1');
  await page.getByLabel('Confirm new password').fill('new-password-1');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText('Old password is incorrect');
  await page.getByLabel('Old password').fill('password123');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  // The change ended every other session; this one goes on with the fresh token.
  await page.goto('/dashboard');
  await expect(page.getByText('Total Orders')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('logout leaves no personal data on the device', async ({ page }) => {
  await signIn(page, 'Leaving Shopper');
  await page.goto('/dashboard');
  await expect(page.getByText('Total Orders')).toBeVisible();
  // Saved first, so the logout has something personal to remove from the device.
  await untilSaved(page, ['personal', 'dashboard']);
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  const left = await page.evaluate(
    () =>
      new Promise<{ token: string | null; personal: boolean }>((resolve) => {
        const req = indexedDB.open('keyval-store');
        req.onsuccess = () => {
          const get = req.result
            .transaction('keyval')
            .objectStore('keyval')
            .get('storefront-query-cache');
          get.onsuccess = () =>
            resolve({
              token: localStorage.getItem('customerToken'),
              personal: String(get.result ?? '').includes('"personal"'),
            });
        };
      }),
  );
  expect(left).toEqual({ token: null, personal: false });
});

test("a refused session says the spec's 'Invalid token specified' once and signs the shopper out; /login then stays open", async ({
  page,
}) => {
  await signIn(page);
  await page.request.get('/api/customer/logout', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('customerToken'))}`,
    },
  });
  await page.goto('/dashboard/my-orders');
  await expect(page.getByText('Invalid token specified')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a revoked token no longer bounces /login to the home page', async ({ page }) => {
  await signIn(page);
  await page.request.get('/api/customer/logout', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('customerToken'))}`,
    },
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Login / Register' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('customerToken'))).toBeNull();
});

test('the account area shows its saved data offline', async ({ page, context }) => {
  await signIn(page, 'Offline Shopper');
  await page.goto('/dashboard');
  await expect(page.getByText('Total Orders')).toBeVisible();
  await untilSaved(page, ['personal', 'dashboard']);
  await page.goto('/dashboard/myaddress');
  await expect(page.getByRole('heading', { name: 'Manage Addresses' })).toBeVisible();
  // The reload below comes from the worker: it must control the page, however long it installs.
  await untilControlled(page);
  await untilSaved(page, ['personal', 'dashboard'], ['personal', 'addresses']);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manage Addresses' })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Total Orders')).toBeVisible();
  await expect(page.getByText(/Saved on this device/)).toBeVisible();
  await page.goto('/dashboard/chage-password');
  await page.getByLabel('Old password').fill('password123');
  await page.getByLabel('New password', { exact: true }).fill('new-password-1');
  await page.getByLabel('Confirm new password').fill('new-password-1');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "You're offline. This needs a connection; what you typed is kept.",
  );
  await expect(page.getByLabel('Old password')).toHaveValue('password123');
  await context.setOffline(false);
});

test("an unreadable saved token says 'Invalid token specified' and leaves the shopper signed out", async ({
  page,
}) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('customerToken', 'cut.sho'));
  await page.reload();
  await expect(page.getByText('Invalid token specified')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('customerToken'))).toBeNull();
});

test('a logout made offline holds: nothing personal answers after it, and the token is revoked once online', async ({
  page,
  context,
}) => {
  await signIn(page, 'Offline Leaver');
  await page.goto('/dashboard');
  await expect(page.getByText('Total Orders')).toBeVisible();
  await untilControlled(page);
  const cookie = (await context.cookies()).find((c) => c.name === 'customerToken')!.value;

  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

  await context.setOffline(false);
  // The next request after going online, with the old cookie still in the browser: refused.
  const me = await page.goto('/api/customer/me');
  expect(me!.status()).toBe(401);
  // And the token itself is revoked on the server (asked outside the browser).
  await expect
    .poll(
      async () =>
        (
          await page.request.get('/api/customer/me', {
            headers: { authorization: `Bearer ${cookie}` },
          })
        ).status(),
      { timeout: 10_000 },
    )
    .toBe(401);
});
