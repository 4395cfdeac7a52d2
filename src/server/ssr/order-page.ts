import { getOrder } from '@shared/api/orders';
import type { AppDeps } from '../http/context';
import { authenticate } from '../http/authenticate';
import { hasOrder } from '../modules/orders/service';
import type { PageMissing } from './page-missing';

/** The order detail screen's path (src/app/routes/dashboard/order/details/$orderId.tsx). */
const ORDER_PAGE = /^\/dashboard\/order\/details\/([^/]+)\/?$/;

/**
 * The order detail page of an order the signed-in shopper does not have (unknown, or another
 * shopper's) is missing, so it is answered 404 like any page not found; the screen then shows
 * its own not-found text from the API's 404. A guest's (or an ended session's) is not: the
 * screen sends them to sign in.
 */
export function orderPageMissing(deps: AppDeps): PageMissing {
  return (request, path) => {
    const match = ORDER_PAGE.exec(path);
    if (!match) return null;
    return (async () => {
      const user = await authenticate(deps, request).catch(() => null);
      if (!user) return false;
      let orderId: string;
      try {
        orderId = decodeURIComponent(match[1]!);
      } catch {
        return true;
      }
      // An id the order endpoint would refuse (too long, a NUL) names no order either.
      if (orderId.includes('\0') || !getOrder.params!.safeParse({ orderId }).success) return true;
      return !(await hasOrder(deps.db, user.id, orderId));
    })();
  };
}
