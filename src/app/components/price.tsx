import { formatRupees } from '@shared/rules/currency';

/**
 * The price paid, with the original struck through after it when discounted (`discount`, the
 * percent, when the caller has it; without it, whenever the price paid is lower).
 */
export function Price({
  price,
  discountedPrice,
  discount,
}: {
  price: number;
  discountedPrice?: number | null;
  discount?: number;
}) {
  const pays = discountedPrice ?? price;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold text-slate-900">{formatRupees(pays)}</span>
      {(discount ?? 1) > 0 && pays < price && (
        <s className="text-xs text-slate-500">{formatRupees(price)}</s>
      )}
    </span>
  );
}
