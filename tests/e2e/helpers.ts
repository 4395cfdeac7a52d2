import type { Page } from '@playwright/test';

/** Registers a shopper through the API and signs the page in, as the login screen will. */
export async function signIn(page: Page, name = 'Test Shopper'): Promise<void> {
  const email = `e2e.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;
  const res = await page.request.post('/api/customer/customer-register', { data: { name, email, password: 'password123' } });
  const { token } = (await res.json()) as { token: string };
  await page.goto('/about');
  await page.evaluate((t) => localStorage.setItem('customerToken', t), token);
}

/** A product slug from the live catalogue. */
export async function someProductSlug(page: Page, query = 'category=women'): Promise<string> {
  const res = await page.request.get(`/api/home/query-products?${query}`);
  return ((await res.json()) as { products: { slug: string }[] }).products[0]!.slug;
}
