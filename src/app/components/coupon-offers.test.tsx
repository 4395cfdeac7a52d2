import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import { couponOffersQueryOptions, type CouponOffer } from '@/lib/coupon-offers';
import { renderWithRouter, testApi } from '@/test/render';
import { CouponOffers } from './coupon-offers';

const offer = (over: Partial<CouponOffer> & Pick<CouponOffer, 'code'>): CouponOffer => ({
  kind: 'percent',
  value: 10,
  maxDiscount: 200,
  minOrder: 499,
  discount: 60,
  reason: null,
  shortBy: 0,
  ...over,
});

/** The server's answer for a ₹600 cart, as GET /order/coupon/available orders it. */
const AT_600 = [
  offer({ code: 'WELCOME10' }),
  offer({
    code: 'BAZAAR50',
    kind: 'flat',
    value: 50,
    maxDiscount: null,
    minOrder: 299,
    discount: 50,
  }),
  offer({
    code: 'FLAT150',
    kind: 'flat',
    value: 150,
    maxDiscount: null,
    minOrder: 999,
    discount: 0,
    reason: 'min_order',
    shortBy: 399,
  }),
  offer({
    code: 'FESTIVE25',
    value: 25,
    maxDiscount: 750,
    minOrder: 1999,
    discount: 0,
    reason: 'used',
  }),
];

async function renderOffers(onApply: (code: string) => void, appliedCode?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(couponOffersQueryOptions(testApi, 600).queryKey, AT_600);
  await renderWithRouter(
    <CouponOffers itemsTotal={600} appliedCode={appliedCode} onApply={onApply} />,
    queryClient,
  );
}

describe('the coupon offers', () => {
  it('lists each coupon with its terms, its saving or why it does not apply, one tap to apply', async () => {
    const onApply = vi.fn();
    await renderOffers(onApply);
    const list = await screen.findByRole('region', { name: 'Offers for you' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'WELCOME1010% off up to ₹200 on orders of ₹499 or moreYou save ₹60Apply',
      'BAZAAR50₹50 off on orders of ₹299 or moreYou save ₹50Apply',
      'FLAT150₹150 off on orders of ₹999 or moreAdd ₹399 more to use it',
      'FESTIVE2525% off up to ₹750 on orders of ₹1,999 or moreAlready used on an earlier order',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply BAZAAR50' }));
    expect(onApply).toHaveBeenCalledWith('BAZAAR50');
    // Only what applies can be tapped.
    expect(screen.queryByRole('button', { name: 'Apply FLAT150' })).toBeNull();
  });

  it('offers no second tap on the coupon already applied', async () => {
    await renderOffers(() => {}, 'WELCOME10');
    await screen.findByRole('region', { name: 'Offers for you' });
    expect(screen.queryByRole('button', { name: 'Apply WELCOME10' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply BAZAAR50' })).toBeInTheDocument();
  });

  it('words the terms in Hindi as Hindi says them: the minimum order first', async () => {
    setLocale('hi', { reload: false });
    try {
      await renderOffers(() => {});
      const list = await screen.findByRole('region', { name: 'आपके लिए ऑफ़र' });
      const terms = within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p + p')?.textContent);
      expect(terms).toEqual([
        '₹499 या उससे ज़्यादा के ऑर्डर पर 10% की छूट, ₹200 तक',
        '₹299 या उससे ज़्यादा के ऑर्डर पर ₹50 की छूट',
        '₹999 या उससे ज़्यादा के ऑर्डर पर ₹150 की छूट',
        '₹1,999 या उससे ज़्यादा के ऑर्डर पर 25% की छूट, ₹750 तक',
      ]);
    } finally {
      setLocale('en', { reload: false });
    }
  });
});
