import type { Product } from '@shared/api/catalogue';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogImagePath } from '@shared/og-image';
import { m } from '@shared/i18n/paraglide/messages.js';

/** The shop's own description, in the page's language: for a page that has none of its own. */
export const siteDescription = () => m.head_site_description();

/** What a route's `head` answers: the router keeps it on the match; see document-head.tsx and entry-server.tsx. */
export interface HeadTags {
  meta: Array<
    { title: string } | { name: string; content: string } | { property: string; content: string }
  >;
  scripts?: Array<{ type: 'application/ld+json'; children: string }>;
}

interface PageHeadInput {
  /** The screen's own name; currentHead adds the shop's. */
  title: string;
  description?: string;
  /** The path of a PNG card for link previews (Open Graph; the server makes it absolute). */
  image?: string;
  /** The kind of page for Open Graph ('product' for a product page). */
  type?: 'website' | 'product';
  /** Structured data (schema.org), sent as application/ld+json (never executed). */
  jsonLd?: object;
}

/** A route's title, description, Open Graph tags and structured data, in the router's `head` shape. */
export function pageHead({
  title,
  description = siteDescription(),
  image,
  type = 'website',
  jsonLd,
}: PageHeadInput): HeadTags {
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      ...(image
        ? [
            { property: 'og:image', content: image },
            { property: 'og:image:type', content: 'image/png' },
            { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
            { property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
            { name: 'twitter:card', content: 'summary_large_image' },
          ]
        : []),
    ],
    ...(jsonLd && {
      scripts: [{ type: 'application/ld+json' as const, children: JSON.stringify(jsonLd) }],
    }),
  };
}

/** Open Graph wants one line of plain text, short enough for a preview card. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/** The product page: its name, a description, its first picture and schema.org Product data. */
export function productHead(product: Product): HeadTags {
  return pageHead({
    title: product.name,
    description: summary(product.description) || siteDescription(),
    image: ogImagePath(product.slug, product.discountedPrice),
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: summary(product.description),
      image: product.images,
      sku: product._id,
      ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
      ...(product.reviewCount > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating,
          reviewCount: product.reviewCount,
        },
      }),
      offers: {
        '@type': 'Offer',
        price: product.discountedPrice,
        priceCurrency: 'INR',
        availability:
          product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        seller: { '@type': 'Organization', name: product.shopName },
      },
    },
  });
}

/** What the router keeps on each match after running the routes' `head`. */
export interface MatchHead {
  meta?: ReadonlyArray<object | undefined>;
  headScripts?: ReadonlyArray<object | undefined>;
}

/**
 * The deepest route that says something wins: its title, meta tags and structured data. The
 * shop's name (SHOP_NAME, see shop-name.ts) is added here, where the tab and the server renderer
 * both take the head from, so a route's `head` needs only its own words.
 */
export function currentHead(
  matches: readonly MatchHead[],
  shopName: string,
): {
  title: string | null;
  meta: Array<Record<string, string>>;
  jsonLd: string[];
} {
  const own = [...matches].reverse().find((m) => m.meta?.length);
  const named = (title: string) => `${title} - ${shopName}`;
  // Only the string attributes pageHead writes; anything else is not a tag this shop uses.
  const meta = (own?.meta ?? [])
    .filter(
      (tag): tag is Record<string, string> =>
        tag !== undefined && Object.values(tag).every((v) => typeof v === 'string'),
    )
    .map((tag) =>
      tag.property === 'og:title' && tag.content ? { ...tag, content: named(tag.content) } : tag,
    );
  const ownTitle = meta.find((tag) => 'title' in tag)?.title;
  const jsonLd = (own?.headScripts ?? [])
    .map((script) => script as { type?: unknown; children?: unknown } | undefined)
    .filter(
      (script) => script?.type === 'application/ld+json' && typeof script.children === 'string',
    )
    .map((script) => script!.children as string);
  return {
    title: ownTitle ? named(ownTitle) : null,
    meta: [
      ...meta.filter((tag) => !('title' in tag)),
      ...(own ? [{ property: 'og:site_name', content: shopName }] : []),
    ],
    jsonLd,
  };
}
