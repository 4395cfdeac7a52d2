import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/not-found';
import { productQueryOptions } from '@/features/catalogue/api/products';
import { ProductPage } from '@/features/product/product-page';
import { ApiError } from '@/lib/api-client';

export const Route = createFileRoute('/product/details/$slug')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(productQueryOptions(params.slug)),
  errorComponent: ({ error }) =>
    error instanceof ApiError && error.status === 404 ? (
      <NotFound title="Product not found" text="This product is no longer available." />
    ) : (
      <NotFound title="Something went wrong" text={(error as Error).message} />
    ),
  component: function ProductDetail() {
    const { slug } = Route.useParams();
    return <ProductPage slug={slug} />;
  },
});
