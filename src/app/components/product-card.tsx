import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '@shared/api/catalogue';
import { m } from '@shared/i18n/paraglide/messages.js';
import { productQueryOptions } from '@/lib/catalogue/products';
import { useLessData } from '@/lib/data-saver';
import { usePicture } from '@/lib/picture-source';
import { useOnline } from '@/lib/online';
import { useApi } from '@/lib/use-api';
import { Price } from './price';
import { RatingStars } from './rating-stars';
import { stockWarningText } from './stock-text';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** How wide a card's picture shows (its classes below): two columns on a phone, capped wider. */
const GRID_SIZES = '(min-width: 1024px) 220px, (min-width: 640px) 200px, 45vw';
const LIST_SIZES = '(min-width: 640px) 160px, 128px';

export function ProductCard({
  product,
  layout = 'grid',
  priority = false,
}: {
  product: ProductSummary;
  layout?: 'grid' | 'list';
  /** A card of the first row: its picture is likely the page's largest paint, so it is asked for at once. */
  priority?: boolean;
}) {
  const first = product.images[0];
  const lessData = useLessData();
  // Data saver: the server's lite picture (the silhouette alone) instead of the full one.
  const image = first ? (lessData ? `${first}?lite=1` : first) : PLACEHOLDER_IMAGE;
  // A first-row picture comes inside a server-drawn page's HTML (lib/picture-source.tsx).
  const list = layout === 'list';
  const picture = usePicture(image, list ? LIST_SIZES : GRID_SIZES, priority);
  const warning = product.stock === undefined ? null : stockWarningText(product.stock);
  // Offline, a card whose product page this device has saved says so: the shopper sees what opens.
  const online = useOnline();
  const queryClient = useQueryClient();
  const api = useApi();
  const savedHere =
    !online &&
    queryClient.getQueryData(productQueryOptions(api, product.slug).queryKey) !== undefined;
  return (
    <Link
      to="/product/details/$slug"
      params={{ slug: product.slug }}
      className={`group relative flex rounded-lg border border-slate-200 bg-white p-2 shadow-sm transition hover:shadow-md ${list ? 'w-full flex-row gap-4' : 'w-full max-w-[200px] flex-col lg:max-w-[220px]'}`}
    >
      <span
        className={`absolute left-2 top-2 z-10 rounded px-1.5 py-0.5 text-xs font-semibold text-white ${product.discount > 0 ? 'bg-rose-700' : 'bg-emerald-700'}`}
      >
        {product.discount > 0 ? m.card_discount_off({ discount: product.discount }) : m.card_new()}
      </span>
      <img
        {...picture}
        alt={product.name}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={`aspect-square rounded object-cover ${list ? 'w-32 sm:w-40' : 'w-full'}`}
      />
      <span className="mt-2 flex flex-col gap-1">
        <span className="line-clamp-2 text-sm font-medium text-slate-800">{product.name}</span>
        {product.brand && <span className="text-xs text-slate-500">{product.brand}</span>}
        <Price
          price={product.price}
          discountedPrice={product.discountedPrice}
          discount={product.discount}
        />
        <RatingStars rating={product.rating} size="text-xs" />
        {warning && <span className="text-xs text-amber-700">{warning}</span>}
        {savedHere && (
          <span className="w-fit rounded bg-teal-50 px-1.5 text-xs font-medium text-teal-800">
            {m.card_available_offline()}
          </span>
        )}
      </span>
    </Link>
  );
}
