import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { currentHead, siteDescription } from '@/lib/page-head';
import { useShopName } from '@/lib/shop-name';

/**
 * Keeps the tab's title and meta description in step with the screen as the shopper moves
 * around. The server writes the first page's tags into the HTML itself (src/app/entry-server.tsx),
 * so this renders nothing and only acts after hydration.
 */
export function DocumentHead() {
  const matches = useRouterState({ select: (s) => s.matches });
  const { title, meta } = currentHead(matches, useShopName());
  const description = meta.find((tag) => tag.name === 'description')?.content ?? siteDescription();
  useEffect(() => {
    if (title) document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
