import type { Banner, ProductSummary } from '@shared/api/catalogue';
import { ProductCarousel } from '@/components/product-carousel';
import { AdBanner } from './ad-banner';

export interface HomeRowProps {
  group: { title: string; products: ProductSummary[] };
  ad: Banner | undefined;
}

/** What a home row draws: its cards, and the advertisement after it. */
export default function HomeRowContent({ group, ad }: HomeRowProps) {
  return (
    <>
      <ProductCarousel title={group.title} products={group.products} />
      {ad && <AdBanner ad={ad} />}
    </>
  );
}
