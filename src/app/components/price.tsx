import { formatRupees } from '@shared/rules/currency';

/** The price paid, with the original struck through when discounted. */
export function Price({
  price,
  discountedPrice,
  discount,
}: {
  price: number;
  discountedPrice?: number | null;
  discount: number;
}) {
  const pays = discountedPrice ?? price;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold text-slate-900">{formatRupees(pays)}</span>
      {discount > 0 && pays < price && (
        <s className="text-xs text-slate-500">{formatRupees(price)}</s>
      )}
    </span>
  );
}
