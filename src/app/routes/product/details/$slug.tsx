import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { m } from '@shared/i18n/paraglide/messages.js';
import { OfflineMessage } from '@/components/offline';
import { NotFound } from '@/components/not-found';
import { productQueryOptions } from '@/lib/catalogue/products';
import { ProductPage } from '@/features/product/product-page';
import { ApiError } from '@/lib/tab-api-client';
import { pageHead, productHead } from '@/lib/page-head';

export const Route = createFileRoute('/product/details/$slug')({
  staticData: { serverRendered: true },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(productQueryOptions(context.api, params.slug)),
  // After the loader: the router infers loaderData's type in this order.
  head: ({ loaderData }) =>
    loaderData ? productHead(loaderData.product) : pageHead({ title: m.head_product_title() }),
  errorComponent: ProductError,
  component: function ProductDetail() {
    const { slug } = Route.useParams();
    return <ProductPage slug={slug} />;
  },
});

function ProductError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof ApiError && error.isNetworkError)
    return <OfflineMessage onRetry={() => (reset(), void router.invalidate())} />;
  if (error instanceof ApiError && error.status === 404)
    return <NotFound title={m.product_not_found()} text={m.product_gone()} />;
  return <NotFound title={m.account_something_wrong()} text={(error as Error).message} />;
}
