import {
  codReachesPin,
  codRefusal,
  isCashOnDelivery,
  type CodFacts,
} from './cash-on-delivery-rule';

const allowed: CodFacts = {
  pinAllows: true,
  everySellerAllows: true,
  everyItemAllows: true,
  orderTotal: 10_000,
  maxOrderRupees: 10_000,
  refusedAtDoor: 2,
  maxRefusals: 2,
};

describe('cash on delivery rule', () => {
  it('allows an order at the cap with as many refusals as allowed', () => {
    expect(codRefusal(allowed)).toBeNull();
  });

  it('names the first reason, where first is what the shopper can act on least', () => {
    expect(codRefusal({ ...allowed, orderTotal: 10_001 })).toBe('overCap');
    expect(codRefusal({ ...allowed, refusedAtDoor: 3 })).toBe('refusals');
    expect(codRefusal({ ...allowed, everyItemAllows: false, orderTotal: 99_999 })).toBe('item');
    expect(codRefusal({ ...allowed, everySellerAllows: false, everyItemAllows: false })).toBe(
      'seller',
    );
    expect(codRefusal({ ...allowed, pinAllows: false, everySellerAllows: false })).toBe('pin');
  });

  it('reaches a PIN only when every seller reaches it, outside the islands', () => {
    expect(codReachesPin(['sameCity', 'northEast', 'ladakh'])).toBe(true);
    expect(codReachesPin(['sameCity', 'islands'])).toBe(false);
    expect(codReachesPin(['sameCity', null])).toBe(false);
    expect(codReachesPin([])).toBe(false);
  });

  it('reads an order paid at the door from either side of the contract', () => {
    expect(isCashOnDelivery({ paymentMethod: 'cod', paymentStatus: 'not paid' })).toBe(true);
    expect(isCashOnDelivery({ payment_method: 'cod', payment_status: 'not paid' })).toBe(true);
    expect(isCashOnDelivery({ payment_method: 'cod', payment_status: 'paid' })).toBe(false);
    expect(isCashOnDelivery({ payment_method: 'upi', payment_status: 'not paid' })).toBe(false);
  });
});
