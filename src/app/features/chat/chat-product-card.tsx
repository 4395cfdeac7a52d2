import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChatProduct } from '@shared/api/chat';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';
import { PLACEHOLDER_IMAGE } from '@/components/product-card';
import { productQueryOptions } from '@/lib/catalogue/products';
import { useApi } from '@/lib/use-api';
import { pictureProps } from '@/lib/picture-source';

/**
 * The product a chat opened from its page is about, as that page has it (usually saved already:
 * the shopper just came from it). Only the seller's own product: another's would be refused.
 */
export function useAboutProduct(sellerId: string, slug: string | undefined): ChatProduct | null {
  const query = useQuery({ ...productQueryOptions(useApi(), slug ?? ''), enabled: !!slug });
  const p = query.data?.product;
  if (!slug || !p || p.sellerId !== sellerId) return null;
  return {
    _id: p._id,
    name: p.name,
    slug: p.slug,
    image: p.images[0] ?? null,
    price: p.discountedPrice,
  };
}

/** A product in the thread: its picture, name and price, linking to its page. */
export function ChatProductCard({ product }: { product: ChatProduct }) {
  return (
    <Link
      to="/product/details/$slug"
      params={{ slug: product.slug }}
      data-chat-product={product.slug}
      className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 bg-white p-1.5 text-slate-800 hover:bg-slate-50"
    >
      <img
        {...pictureProps(product.image ?? PLACEHOLDER_IMAGE, '48px')}
        alt=""
        className="h-12 w-12 shrink-0 rounded object-cover"
      />
      <span className="min-w-0">
        <span className="line-clamp-2 text-sm font-medium underline">{product.name}</span>
        <span className="block text-sm">{formatRupees(product.price)}</span>
      </span>
    </Link>
  );
}

/** Above the composer until the first message takes it along: what the chat is about. */
export function AboutProduct({ product }: { product: ChatProduct }) {
  return (
    <section
      aria-label={m.chat_about_product()}
      className="border-t border-slate-200 px-2 pt-2 md:px-4"
    >
      <p className="mb-1 text-xs font-medium text-slate-600">{m.chat_about_product()}</p>
      <div className="max-w-sm">
        <ChatProductCard product={product} />
      </div>
    </section>
  );
}
