import { memo, useDeferredValue, useEffect, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { localizedPath, type Locale } from '@shared/i18n/locale-path';
import type { Product, ProductSummary, Variation } from '@shared/api/catalogue';
import { m } from '@shared/i18n/paraglide/messages.js';
import { usePageLocale } from '@/lib/i18n/use-page-locale';
import { Breadcrumb } from '@/components/breadcrumb';
import { HydrateNearViewport } from '@/components/hydrate-near-viewport';
import { MessageWith } from '@/components/message-with';
import { SavedAt } from '@/components/offline';
import { Price } from '@/components/price';
import { ProductCarousel } from '@/components/product-carousel';
import { RatingStars } from '@/components/rating-stars';
import { productQueryOptions } from '@/lib/catalogue/products';
import { useApi } from '@/lib/use-api';
import { Gallery } from './gallery';
import { BuyingBox } from './buying-box';
import { ReviewsSection } from './reviews-section';
import { ShareButton } from './share-button';
import { AXES, axisValues, choiceLabel, pickVariation } from './variation-picker';

/**
 * The page's address to share, in the page's language (the server renders it, so its link
 * previews with its card).
 */
const productUrl = (slug: string, locale: Locale) =>
  `${typeof location === 'undefined' ? '' : location.origin}${localizedPath(`/product/details/${slug}`, locale)}`;

/** One choice per axis (colour, size, RAM, storage); a pick finds the variation that has it. */
function VariationPickers({
  variations,
  chosen,
  onPick,
}: {
  variations: Variation[];
  chosen: Variation | undefined;
  onPick: (variation: Variation) => void;
}) {
  const locale = usePageLocale();
  return AXES.map(({ axis, label }) => {
    const values = axisValues(variations, axis);
    if (values.length === 0) return null;
    return (
      <fieldset key={axis}>
        <legend className="mb-1 text-sm font-medium">{label()}</legend>
        <div className="flex flex-wrap gap-2">
          {values.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={chosen?.[axis] === value}
              onClick={() => {
                const next = pickVariation(variations, axis, value, chosen);
                if (next) onPick(next);
              }}
              className={`min-h-11 min-w-11 rounded border px-3 py-1 text-sm ${chosen?.[axis] === value ? 'border-teal-700 bg-teal-50' : 'bg-white'}`}
            >
              {choiceLabel(axis, value, locale)}
            </button>
          ))}
        </div>
      </fieldset>
    );
  });
}

/** The chosen variation's specification, one table per group. */
const Specification = memo(function Specification({
  specification,
}: {
  specification: Variation['specification'];
}) {
  if (Object.keys(specification).length === 0) return null;
  return (
    <section>
      <h2 className="mb-1 font-semibold">{m.product_specification()}</h2>
      {Object.entries(specification).map(([group, rows]) => (
        <table key={group} className="mb-3 w-full text-sm">
          <caption className="bg-slate-100 px-2 py-1 text-left font-medium">{group}</caption>
          <tbody>
            {Object.entries(rows).map(([key, value]) => (
              <tr key={key} className="border-b">
                <th className="w-1/3 px-2 py-1 text-left font-normal text-slate-500">{key}</th>
                <td className="px-2 py-1">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
});

/** The gallery drawn again only when its pictures or the one selected change. */
const MemoGallery = memo(Gallery);

/** The price of the choice, and who sells it: a chat with them, and the page to share. */
function PriceAndSeller({
  product,
  variation,
}: {
  product: Product;
  variation: Variation | undefined;
}) {
  const discount = variation?.discount ?? product.discount;
  const locale = usePageLocale();
  return (
    <>
      <div className="text-xl">
        <Price
          price={variation?.price ?? product.price}
          discountedPrice={variation?.discountedPrice ?? product.discountedPrice}
          discount={discount}
        />
        {discount > 0 && (
          <span className="ml-2 text-sm font-medium text-rose-700">
            {m.card_discount_off({ discount })}
          </span>
        )}
      </div>
      {/* A div, not a p: the share menu inside is block content, which a p cannot hold. */}
      <div className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
        <span>
          <MessageWith text={(shop) => m.product_sold_by({ shop })}>
            <span className="font-medium text-slate-800">{product.shopName}</span>
          </MessageWith>
        </span>
        {/* The chat starts with this product; a guest goes through /login (the account area's
            guard) and comes back to this conversation, the product still in its address. */}
        <Link
          to="/dashboard/chat/$sellerId"
          params={{ sellerId: product.sellerId }}
          search={{ product: product.slug }}
          preload={false}
          className="inline-flex min-h-11 items-center font-medium text-teal-800 underline"
        >
          {m.product_chat_with_seller()}
        </Link>
        <ShareButton name={product.name} url={productUrl(product.slug, locale)} />
      </div>
    </>
  );
}

export function ProductPage({ slug }: { slug: string }) {
  const { data, dataUpdatedAt } = useSuspenseQuery(productQueryOptions(useApi(), slug));
  const { product, relatedProducts, moreProducts } = data;
  return (
    <article>
      <Breadcrumb
        items={[
          {
            label: product.subcategoryName,
            to: '/shops',
            search: { category: product.categorySlug, subcategory: product.subcategorySlug },
          },
          { label: product.name },
        ]}
      />
      <ProductChoice key={product._id} product={product} dataUpdatedAt={dataUpdatedAt} />
      <ReviewsSection productId={product._id} productSlug={product.slug} rating={product.rating} />
      <ProductRow title={m.product_similar()} products={relatedProducts} />
      <ProductRow title={m.product_related()} products={moreProducts} />
    </article>
  );
}

/**
 * A row of cards below the product, hydrated once the shopper scrolls it near, points at or
 * touches it, as the home's rows are: until then its cards are plain links, and the page's
 * start-up hydrates the product and its buying box, not twenty cards nobody has seen yet.
 * Memoised so that the page re-rendering with the same rows does not reach one still waiting.
 */
const ProductRow = memo(function ProductRow({
  title,
  products,
}: {
  title: string;
  products: ProductSummary[];
}) {
  return (
    <HydrateNearViewport>
      <ProductCarousel title={title} products={products} />
    </HydrateNearViewport>
  );
});

/**
 * Back from the login a guest's Add to cart asked for, the variation they had chosen (the
 * login's history entry hands it over). Chosen after the first render: a server-drawn page
 * hydrates with the first variation, as the server drew it.
 */
function useChoiceMadeBeforeLogin(choose: (variationId: string) => void) {
  const chosen = useLocation({ select: (l) => l.state.chosenVariationId });
  useEffect(() => {
    if (chosen) choose(chosen);
  }, [chosen, choose]);
}

/**
 * The gallery and the buying column. The chosen variation and picture live here, not in the
 * page: choosing a size re-renders these, not the reviews and the carousels below them (on a
 * phone the choice's next paint waited for every card of both carousels). The choice, its price
 * and the buying box (what Add to Cart adds) follow a pick at once; the gallery's pictures and the
 * specification follow it in a deferred render, after the tap's next paint.
 */
function ProductChoice({ product, dataUpdatedAt }: { product: Product; dataUpdatedAt: number }) {
  const [variationId, setVariationId] = useState(product.variations[0]?._id);
  useChoiceMadeBeforeLogin(setVariationId);
  const [image, setImage] = useState(0);
  const variation = product.variations.find((v) => v._id === variationId) ?? product.variations[0];
  const following = useDeferredValue(variation);
  const images = following?.images.length ? following.images : product.images;
  const showPickers = product.variations.length > 1;
  return (
    <div className="mt-4 grid gap-8 md:grid-cols-2">
      <MemoGallery images={images} name={product.name} selected={image} onSelect={setImage} />
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold">{product.name}</h1>
        <SavedAt at={dataUpdatedAt} />
        <p className="flex items-center gap-2 text-sm">
          <RatingStars rating={product.rating} />{' '}
          <span>{m.product_reviews_count({ count: product.reviewCount })}</span>
        </p>
        <PriceAndSeller product={product} variation={variation} />
        {showPickers && (
          <VariationPickers
            variations={product.variations}
            chosen={variation}
            onPick={(next) => (setVariationId(next._id), setImage(0))}
          />
        )}
        <BuyingBox product={product} variation={variation} />
        <section>
          <h2 className="mb-1 font-semibold">{m.product_description()}</h2>
          <p className="text-sm text-slate-700">{product.description}</p>
        </section>
        {following && <Specification specification={following.specification} />}
      </div>
    </div>
  );
}
