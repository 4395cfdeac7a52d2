import { expect, test } from './fixtures';

// A memory mark every process is above: the shop sheds all but pages and catalogue reads with a
// 503 (src/server/http/admission/load-shedding.ts), a failure of the server's own that a shopper sees.
// The log at info writes each request's lines, found by its id.
test.use({
  shopEnv: { SHED_RSS_MB: '1', LOG_LEVEL: 'info' },
  viewport: { width: 375, height: 740 },
});

test("a server failure's toast names its request id: the failing answer's X-Request-Id", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Mobile number').fill('9876543210');
  const failing = page.waitForResponse(
    (response) => response.url().includes('/api/') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const response = await failing;
  expect(response.status()).toBe(503);
  const requestId = response.headers()['x-request-id'];
  expect(requestId).toMatch(/^[\w-]{16}$/);
  await expect(page.getByRole('status')).toContainText('The shop is very busy right now');
  await expect(page.getByTestId('error-id')).toHaveText(`Error ID: ${requestId}`);
  await page.screenshot({
    path: 'test-results/screenshots/error-id-375.png',
    animations: 'disabled',
  });
});
