import type { CourierAddress, Parcel } from '../../providers/courier-provider';
import type { OrderItemRow, SellerRow } from './repository';

/**
 * What a parcel of returned units weighs and measures: the catalogue keeps no weights, so each
 * unit counts as half a kilogram in a 30 x 25 x 10 cm box (a courier weighs it again at pickup).
 */
const GRAMS_PER_UNIT = 500;
const BOX = { lengthCm: 30, breadthCm: 25, heightCm: 10 };

export function parcelOf(lines: { item: OrderItemRow; units: number }[]): Parcel {
  const items = lines.map((l) => ({
    sku: l.item.variationId ?? l.item.productId,
    name: l.item.name,
    units: l.units,
    unitPrice: l.item.discountedPrice,
  }));
  return {
    items,
    subTotal: items.reduce((n, i) => n + i.unitPrice * i.units, 0),
    weightGrams: Math.min(30_000, GRAMS_PER_UNIT * items.reduce((n, i) => n + i.units, 0)),
    ...BOX,
  };
}

/** The delivery address, where the courier picks the return up. */
export function pickupAddress(info: Record<string, string>, email: string): CourierAddress {
  return {
    name: info.name ?? '',
    phone: info.phonenumber ?? '',
    email,
    line1: info.address ?? '',
    line2: [info.locality, info.landmark].filter(Boolean).join(', ') || undefined,
    city: info.cityDistTown ?? '',
    state: info.state ?? '',
    pin: info.pincode ?? '',
  };
}

/** The seller's registered address, where a return goes back to. */
export function sellerAddress(seller: SellerRow): CourierAddress {
  return {
    name: seller.shopName,
    // The seller's phone is not kept: couriers call the pickup location's registered number.
    phone: '',
    email: seller.email,
    line1: seller.address,
    city: seller.city,
    state: seller.state,
    pin: seller.pincode,
  };
}
