import { useRouteContext } from '@tanstack/react-router';
import { DEFAULT_SHOP_NAME } from '@shared/manifest';

/**
 * The shop's name is the deployment's (SHOP_NAME, src/server/config.ts), not the build's: the
 * server writes it into every page it sends as `<meta name="application-name">`, and the tab
 * reads it from there once, as it starts.
 */
export function shopNameOf(document: Document): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  return meta?.content.trim() || DEFAULT_SHOP_NAME;
}

/** The shop's name, for a screen (the router's context carries it). */
export const useShopName = (): string =>
  useRouteContext({ from: '__root__', select: (context) => context.shopName });
