import type { SellersDelivery } from '@shared/api/pincode';
import { promiseDates } from '@shared/rules/delivery-promise';
import type { Db } from '../../db/client';
import { pickupPincodes, sellersOfProducts } from './pickup-repository';
import { placeOfPin } from './service';

/**
 * Places of PINs, each read once: a cart's sellers often share a pickup city, and the shopper's
 * PIN is read for every one of them otherwise.
 */
function placesOnce(db: Db) {
  const read = new Map<string, ReturnType<typeof placeOfPin>>();
  return (pin: string) => {
    let place = read.get(pin);
    if (!place) read.set(pin, (place = placeOfPin(db, pin)));
    return place;
  };
}

/**
 * When each seller of these products reaches a PIN, ordered `at`: the cart page's and checkout's
 * dates, from the same rule as the product page's. Products the shop does not have are left out
 * (a cart line of a product since removed must not hide the other sellers' dates).
 */
export async function sellersDeliveryFor(
  db: Db,
  pincode: string,
  productIds: string[],
  at: Date,
): Promise<SellersDelivery> {
  const place = placesOnce(db);
  const [to, sellers] = await Promise.all([place(pincode), sellersOfProducts(db, productIds)]);
  const answers = await Promise.all(
    sellers.map(async (s) => {
      const from = await place(s.pickupPincode);
      const dates = to && from ? promiseDates(from, to, at) : null;
      return {
        sellerId: s.sellerId,
        shopName: s.shopName,
        unserviceable: !to ? ('unknownPin' as const) : !dates ? ('noCourier' as const) : null,
        zone: dates?.zone ?? null,
        standard: dates?.standard ?? null,
        express: dates?.express ?? null,
      };
    }),
  );
  return {
    pincode,
    place: to && { district: to.district, state: to.state },
    sellers: answers,
    computedAt: at.toISOString(),
  };
}

/**
 * The standard date each seller promises to a PIN for an order placed `at`, fixed on the order
 * (order_parts.delivery_by); null where nothing can be promised (a PIN no courier reaches).
 */
export async function promisedDatesBySeller(
  db: Db,
  sellerIds: string[],
  pincode: string,
  at: Date,
): Promise<Map<string, string | null>> {
  const place = placesOnce(db);
  const [to, pickups] = await Promise.all([place(pincode), pickupPincodes(db, sellerIds)]);
  const dates = new Map<string, string | null>();
  for (const s of pickups) {
    const from = await place(s.pickupPincode);
    dates.set(s.sellerId, (to && from && promiseDates(from, to, at)?.standard) ?? null);
  }
  return dates;
}
