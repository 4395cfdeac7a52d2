import { RazorpayPaymentProvider } from './payment-razorpay';

/**
 * A smoke test against Razorpay's own test mode, run only when a test key is given
 * (RAZORPAY_KEY_ID=rzp_test_... RAZORPAY_KEY_SECRET=... npx vitest run <this file>): the requests
 * the provider makes are the ones Razorpay accepts. Every other test runs against the fake.
 * Needs UPI QR codes (with image_content) enabled on the test account.
 */
const keyId = process.env.RAZORPAY_KEY_ID;
const keySecret = process.env.RAZORPAY_KEY_SECRET;

describe.skipIf(!keyId?.startsWith('rzp_test_') || !keySecret)(
  "Razorpay's test mode (RAZORPAY_KEY_ID set)",
  () => {
    const razorpay = new RazorpayPaymentProvider({
      keyId: keyId!,
      keySecret: keySecret!,
      webhookSecret: 'unused-in-this-test',
      apiUrl: process.env.RAZORPAY_API_URL ?? 'https://api.razorpay.com',
      payeeName: 'Bazaar smoke test',
    });

    it('opens a ₹1 UPI payment and reads it back as pending', async () => {
      const created = await razorpay.createPayment({
        orderNumber: `SMOKE-${Date.now()}`,
        amount: 1,
        closesAt: new Date(Date.now() + 5 * 60_000),
        payerSecret: 'unused',
      });
      expect(created.upiUrl).toMatch(/^upi:\/\/pay\?/);
      expect(created.reference).toMatch(/^qr_/);
      expect(await razorpay.fetchPayment(created.reference)).toMatchObject({ status: 'pending' });
    }, 30_000);
  },
);
