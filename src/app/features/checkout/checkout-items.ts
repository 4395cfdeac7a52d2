import type { CartResponse } from '@shared/api/cart';
import type { Product } from '@shared/api/catalogue';
import { savings, shippingFee } from '@shared/rules/price';
import { chosenOptions } from '@/lib/chosen-options';
import type { Locale } from '@shared/i18n/locale-path';

/** One row of the shipping screen's item list, from the cart or from Buy Now. */
export interface CheckoutItem {
  key: string;
  /** The product, whose seller's delivery date checkout shows. */
  productId: string;
  name: string;
  slug: string;
  image: string | undefined;
  shopName: string;
  quantity: number;
  price: number;
  discount: number;
  discountedPrice: number;
  options: string;
}

/** The items and price details the shipping screen shows; the server recomputes them all. */
export interface CheckoutSummary {
  items: CheckoutItem[];
  /** Items total at the prices paid. */
  price: number;
  savings: number;
  shipping_fee: number;
  itemCount: number;
}

/** The cart's in-stock lines: out-of-stock ones are not ordered (and the server skips them). */
export function fromCart(cart: CartResponse, locale: Locale): CheckoutSummary {
  const items = cart.card_products.flatMap((g) =>
    g.products.map((l) => ({
      key: l._id,
      productId: l.productId,
      name: l.productInfo.name,
      slug: l.productInfo.slug,
      image: l.productInfo.images[0],
      shopName: g.shopName,
      quantity: l.quantity,
      price: l.productInfo.price,
      discount: l.productInfo.discount,
      discountedPrice: l.productInfo.discountedPrice,
      options: chosenOptions(l.productInfo, locale),
    })),
  );
  return {
    items,
    price: cart.price,
    savings: savings(items),
    shipping_fee: cart.shipping_fee,
    itemCount: cart.buy_product_item,
  };
}

export interface BuyNowChoice {
  slug: string;
  quantity: number;
  variationId?: string;
}

/** Buy Now: one product, one seller, so shipping is 85 or free above 799 (spec section 9). */
export function fromBuyNow(
  product: Product,
  choice: BuyNowChoice,
  locale: Locale,
): CheckoutSummary {
  // Without a choice the server sells the first variation; show the same one.
  const variation =
    product.variations.find((v) => v._id === choice.variationId) ?? product.variations[0];
  const price = variation?.price ?? product.price;
  const discount = variation?.discount ?? product.discount;
  const paid = variation?.discountedPrice ?? product.discountedPrice;
  const item: CheckoutItem = {
    key: variation?._id ?? product._id,
    productId: product._id,
    name: product.name,
    slug: product.slug,
    image: (variation?.images ?? product.images)[0],
    shopName: product.shopName,
    quantity: choice.quantity,
    price,
    discount,
    discountedPrice: paid,
    options: variation ? chosenOptions(variation, locale) : '',
  };
  const total = paid * choice.quantity;
  return {
    items: [item],
    price: total,
    savings: savings([item]),
    shipping_fee: shippingFee(total, 1),
    itemCount: choice.quantity,
  };
}
