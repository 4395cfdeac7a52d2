import type { DeliveryPromise } from '@shared/api/pincode';
import { promiseDates } from '@shared/rules/delivery-promise';
import { shippingFee } from '@shared/rules/price';
import { codReachesPin } from '@shared/rules/cash-on-delivery-rule';
import type { Db } from '../../db/client';
import { notFound } from '../../domain-error';
import { productShipping } from '../catalogue/shipping-repository';
import { placeOfPin } from './service';

export const PRODUCT_NOT_FOUND = 'server_product_not_found';

/**
 * When one product ordered `at` reaches a PIN, from its seller's pickup PIN. A PIN nobody has
 * and a place no courier partner reaches are answers too (`unserviceable`), not errors: the
 * product page shows them and refuses to add the product to the cart.
 */
export async function deliveryPromiseFor(
  db: Db,
  pincode: string,
  productId: string,
  at: Date,
): Promise<DeliveryPromise> {
  const product = await productShipping(db, productId);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const [to, from] = await Promise.all([
    placeOfPin(db, pincode),
    placeOfPin(db, product.pickupPincode),
  ]);
  const dates = to && from ? promiseDates(from, to, at) : null;
  return {
    pincode,
    place: to && { district: to.district, state: to.state },
    unserviceable: !to ? 'unknownPin' : !dates ? 'noCourier' : null,
    zone: dates?.zone ?? null,
    standard: dates?.standard ?? null,
    express: dates?.express ?? null,
    shippingFee: shippingFee(product.price, 1),
    // The order's total and the shopper's own record decide the rest at payment.
    cashOnDelivery: product.cashOnDelivery && codReachesPin([dates?.zone ?? null]),
    computedAt: at.toISOString(),
  };
}
