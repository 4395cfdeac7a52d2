import { NOT_YOURS, notificationFor } from './payload';

const paid = {
  title: 'Payment received',
  body: 'Order ORD-1 is confirmed. Total ₹1,250.',
  url: '/dashboard/order/details/ORD-1',
  tag: 'order-ORD-1',
  customerId: 'c-1',
};

describe('what a device shows for a push', () => {
  it('shows the shopper signed in here what was sent, opening its screen', () => {
    expect(notificationFor(paid, 'c-1')).toEqual({
      title: 'Payment received',
      options: {
        body: paid.body,
        tag: 'order-ORD-1',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: '/dashboard/order/details/ORD-1' },
      },
    });
  });

  it('shows nothing personal once that shopper has left the device, or for anything odd', () => {
    for (const [data, owner] of [
      [paid, null],
      [paid, 'someone-else'],
      [{ ...paid, url: 'https://evil.example/' }, 'c-1'],
      [{ ...paid, url: '//evil.example/' }, 'c-1'],
      [{ title: 'x' }, 'c-1'],
      ['not json at all', 'c-1'],
      [null, 'c-1'],
    ] as const) {
      const shown = notificationFor(data, owner);
      expect(shown.title).toBe(NOT_YOURS.title);
      expect(shown.options.body).toBe(NOT_YOURS.body);
      expect(shown.options.data.url).toBe('/login');
    }
  });
});
