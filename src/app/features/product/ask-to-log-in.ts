import { useNavigate } from '@tanstack/react-router';
import type { Product, Variation } from '@shared/api/catalogue';
import type { OutboxChange } from '@shared/rules/pending-changes';
import type { IntendedAction } from '@/lib/intended-action';
import { getSession } from '@/lib/session';

/** Checkout for one product bought now, as Buy now opens it. */
export function buyNowPath(product: Product, variation: Variation | undefined, quantity: number) {
  const search = new URLSearchParams({ buyNow: product.slug, quantity: String(quantity) });
  if (variation) search.set('variationId', variation._id);
  return `/shipping?${search}`;
}

/**
 * For a guest, sends them to /login (the spec's rule) with what they were doing, which the
 * sign-in then does (`lib/intended-action.ts`); answers whether it did. A signed-in shopper
 * stays: the live session is read, not the rendered one, since a click on server HTML is
 * replayed while React hydrates that part as a guest.
 */
export function useAskToLogIn(product: Product, variation: Variation | undefined) {
  const navigate = useNavigate();
  return (kind: IntendedAction['kind'], then: { change?: OutboxChange; returnTo?: string }) => {
    if (getSession().user) return false;
    const here = window.location.pathname;
    const intendedAction: IntendedAction = {
      kind,
      item: {
        name: product.name,
        color: variation?.color,
        ram: variation?.ram,
        storage: variation?.storage,
        size: variation?.size,
      },
      change: then.change,
      returnTo: then.returnTo ?? here,
      variationId: variation?._id,
    };
    void navigate({ to: '/login', search: { redirect: here }, state: { intendedAction } });
    return true;
  };
}
