import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CartLine } from '@shared/api/cart';
import { discountedPrice } from '@shared/rules/price';
import type { Db } from '../../db/client';
import { cartLines, products, sellers, variations } from '../../db/schema';

/** A cart line with what the shopper sees of it, priced from the variation when there is one. */
export interface PricedLine {
  line: CartLine;
  sellerId: string;
  shopName: string;
  hsn: string;
  variationId: string | null;
}

export async function loadLines(
  db: Db,
  customerId: string,
  lineIds?: string[],
): Promise<PricedLine[]> {
  const rows = await db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      productId: products.id,
      variationId: cartLines.variationId,
      name: products.name,
      slug: products.slug,
      brand: products.brand,
      productImages: products.images,
      productPrice: products.price,
      productDiscount: products.discount,
      productStock: products.stock,
      hsn: products.hsn,
      sellerId: sellers.id,
      shopName: sellers.shopName,
      vPrice: variations.price,
      vDiscount: variations.discount,
      vStock: variations.stock,
      vImages: variations.images,
      color: variations.color,
      ram: variations.ram,
      storage: variations.storage,
      size: variations.size,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(variations, eq(variations.id, cartLines.variationId))
    .where(
      and(
        eq(cartLines.customerId, customerId),
        lineIds ? inArray(cartLines.id, lineIds) : undefined,
      ),
    )
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  return rows.map((r) => {
    const price = r.vPrice ?? r.productPrice;
    const discount = r.vDiscount ?? r.productDiscount;
    return {
      sellerId: r.sellerId,
      shopName: r.shopName,
      hsn: r.hsn,
      variationId: r.variationId,
      line: {
        _id: r.id,
        quantity: r.quantity,
        productId: r.productId,
        variantId: r.variationId,
        productInfo: {
          name: r.name,
          slug: r.slug,
          brand: r.brand,
          images: r.vImages?.length ? r.vImages : r.productImages,
          price,
          discount,
          discountedPrice: discountedPrice(price, discount),
          stock: r.vStock ?? r.productStock,
          color: r.color,
          ram: r.ram,
          storage: r.storage,
          size: r.size,
        },
      },
    };
  });
}

export const inStock = (p: PricedLine) =>
  p.line.productInfo.stock >= p.line.quantity && p.line.productInfo.stock > 0;
