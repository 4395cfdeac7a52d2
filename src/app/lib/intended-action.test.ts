import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@shared/i18n/paraglide/runtime.js';
import {
  intendedActionIn,
  intendedActionText,
  isOwnPath,
  type IntendedAction,
} from './intended-action';

const addTee: IntendedAction = {
  kind: 'cart',
  item: { name: "Levi's Slim Fit Tee", color: 'Grey', size: 'XL' },
  change: {
    area: 'cart',
    kind: 'add',
    payload: { productId: 'p1', variantId: 'v2', quantity: 1 },
  } as unknown as IntendedAction['change'],
  returnTo: '/product/details/levis-slim-fit-tee',
  variationId: 'v2',
};

afterEach(() => setLocale('en', { reload: false }));

describe('the action a guest was asked to log in for', () => {
  it('reads as the login page says it, in the page’s language', () => {
    expect(intendedActionText(addTee, 'en')).toBe(
      "Log in to add Levi's Slim Fit Tee, Grey, XL to your cart",
    );
    expect(intendedActionText({ ...addTee, kind: 'buy-now', change: undefined }, 'en')).toBe(
      "Log in to buy Levi's Slim Fit Tee, Grey, XL",
    );
    setLocale('hi', { reload: false });
    expect(intendedActionText(addTee, 'hi')).toBe(
      "Levi's Slim Fit Tee, ग्रे, XL को अपने कार्ट में डालने के लिए लॉग इन करें",
    );
  });

  it('is taken from a history entry only when this shop wrote it', () => {
    expect(intendedActionIn({ intendedAction: addTee })).toEqual(addTee);
    for (const state of [
      null,
      {},
      { intendedAction: { ...addTee, kind: 'pay' } },
      { intendedAction: { ...addTee, returnTo: '//evil.example/product' } },
      { intendedAction: { ...addTee, returnTo: '/\\evil.example' } },
      { intendedAction: { ...addTee, returnTo: 'https://evil.example/' } },
      { intendedAction: { ...addTee, item: {} } },
      { intendedAction: { ...addTee, kind: 'wishlist' } },
    ])
      expect(intendedActionIn(state)).toBeUndefined();
  });

  it('goes only to paths of this site', () => {
    expect(isOwnPath('/shipping?buyNow=x&quantity=1')).toBe(true);
    expect(isOwnPath('//evil.example')).toBe(false);
    expect(isOwnPath('/\\evil.example')).toBe(false);
    expect(isOwnPath('javascript:alert(1)')).toBe(false);
  });
});
