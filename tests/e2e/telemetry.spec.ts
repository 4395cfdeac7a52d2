import { sampleValue } from '../../src/server/test/metrics-scrape';
import { expect, test } from './fixtures';

test("an error in the shopper's page reaches the server once, counted in /metrics", async ({
  page,
}) => {
  const errorsCounted = async () =>
    sampleValue(await (await page.request.get('/metrics')).text(), 'bazaar_client_errors_total', {
      kind: 'error',
    });
  const before = await errorsCounted();
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/client-errors')
      reports.push(request.postData() ?? '');
  });
  await page.goto('/');
  // The reporting code loads after the first paint: the same error is thrown until it is heard,
  // and the page sends it once whatever the number of throws.
  await expect
    .poll(async () => {
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error('e2e: a page error');
        }),
      );
      return errorsCounted();
    })
    .toBe(before + 1);
  expect(reports).toHaveLength(1);
  expect(JSON.parse(reports[0]!)).toMatchObject({
    kind: 'error',
    message: 'Error: e2e: a page error',
    route: '/',
  });
});
