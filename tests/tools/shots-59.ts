import { chromium, type Page } from '@playwright/test';
import { startShopServer } from '../e2e/shop-server';

/**
 * Issue 59's screenshots at 375 px, English and Hindi, into SHOTS_DIR (default /work/shots-59),
 * against the production build (`npm run build` first): the product page's Deliver to for four
 * cities and an unserviceable PIN, a cart of two sellers with two dates, and an order's details
 * with its promised dates. `npx tsx tests/tools/shots-59.ts`.
 */
const OUT = process.env.SHOTS_DIR ?? '/work/shots-59';
const PINS = {
  hyderabad: '500001',
  mumbai: '400001',
  guwahati: '781001',
  'port-blair': '744101',
  unserviceable: '682555',
};

async function productOf(page: Page, shop: string): Promise<{ _id: string; slug: string }> {
  for (const category of ['women', 'men', 'bags']) {
    const res = await page.request.get(`/api/home/query-products?category=${category}`);
    const { products } = (await res.json()) as {
      products: { _id: string; slug: string; shopName: string; stock: number }[];
    };
    const found = products.find((p) => p.shopName === shop && p.stock > 5);
    if (found) return found;
  }
  throw new Error(`no product of ${shop}`);
}

async function main() {
  const shop = await startShopServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      baseURL: shop.url,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    const email = `shots.${Date.now()}@example.in`;
    const { token } = (await (
      await page.request.post('/api/customer/customer-register', {
        data: { name: 'Asha Verma', email, password: 'password123' },
      })
    ).json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await page.request.get('/api/customer/me', { headers })).json()) as {
      user: { id: string };
    };
    await page.goto('/about');
    await page.evaluate((t) => localStorage.setItem('customerToken', t), token);
    const charminar = await productOf(page, 'Charminar Fashions');
    const mumbai = await productOf(page, 'Mumbai Style Hub');
    for (const p of [charminar, mumbai])
      await page.request.post('/api/home/product/add-to-card', {
        headers,
        data: { userId: me.user.id, productId: p._id, quantity: 1 },
      });
    const saved = await page.request.post('/api/home/customer/web_add_address', {
      headers,
      data: {
        name: 'Asha Verma',
        address: '9 Marine Drive',
        phonenumber: '9876543210',
        alternatephonenumber: '9123456780',
        pincode: '400020',
        state: 'Maharashtra',
        cityDistTown: 'Mumbai',
        landmark: 'Near Churchgate',
        locality: 'Churchgate',
        typeOfAddress: 'Home',
        defaultAddress: true,
        userId: me.user.id,
      },
    });
    const addressId = ((await saved.json()) as { address: { _id: string } }).address._id;

    for (const lang of ['en', 'hi']) {
      const prefix = lang === 'en' ? '' : '/hi';
      for (const [name, pin] of Object.entries(PINS)) {
        await page.evaluate((p) => localStorage.setItem('bazaar.delivery-pin', p), pin);
        await page.goto(`${prefix}/product/details/${charminar.slug}`);
        const box = page
          .locator('section', { has: page.locator('#delivery-pin') })
          .or(page.getByRole('region').filter({ hasText: pin }))
          .first();
        await box.getByText(pin).first().waitFor();
        await page.waitForLoadState('networkidle');
        await box.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${OUT}/${lang}-product-${name}-${pin}.png` });
      }
      await page.evaluate(() => localStorage.setItem('bazaar.delivery-pin', '500001'));
      await page.goto(`${prefix}/cart`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${OUT}/${lang}-cart-two-sellers.png`, fullPage: true });
    }

    const placed = await page.request.post('/api/order/cart/android', {
      headers,
      data: { addressId },
    });
    const { orderId } = (await placed.json()) as { orderId: string };
    for (const lang of ['en', 'hi']) {
      const prefix = lang === 'en' ? '' : '/hi';
      await page.goto(`${prefix}/dashboard/order/details/${orderId}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${OUT}/${lang}-order-detail.png`, fullPage: true });
      await page.goto(`${prefix}/order/confirm?orderId=${orderId}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${OUT}/${lang}-order-success.png`, fullPage: true });
    }
  } finally {
    await browser.close();
    await shop.stop();
  }
}

void main();
