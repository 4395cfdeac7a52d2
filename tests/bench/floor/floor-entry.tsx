import { createElement, Fragment, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';

/**
 * The stack's floor (tests/bench/floor-side.ts): what a page of this stack costs with no
 * application code. It evaluates the libraries the shop ships (React, react-dom, TanStack Router
 * and Query, at the project's versions), makes a query client and a router, loads the router's
 * match for this address and hydrates the server's HTML as it arrived. Each top element of the
 * root is hydrated as one element whose content React adopts without walking it: the least any
 * hydration of this page can cost. The router is loaded but not rendered: its provider draws
 * Suspense boundaries of its own, which the shop's server HTML has only where the shop's
 * routes put them.
 */
const ATTRIBUTE_PROPS: Record<string, string> = { class: 'className', for: 'htmlFor' };
/** Attributes React writes by their presence: `disabled=""` is `disabled: true` to it. */
const BOOLEAN_ATTRIBUTES = new Set(['disabled', 'hidden', 'open', 'inert']);

function asElement(node: Element, key: number): ReactElement {
  const props: Record<string, unknown> = {
    key,
    dangerouslySetInnerHTML: { __html: node.innerHTML },
    suppressHydrationWarning: true,
  };
  for (const { name, value } of node.attributes)
    if (name !== 'style')
      props[ATTRIBUTE_PROPS[name] ?? name] = BOOLEAN_ATTRIBUTES.has(name) || value;
  return createElement(node.tagName.toLowerCase(), props);
}

const container = document.getElementById('root')!;
const markup = [...container.children].map(asElement);
const rootRoute = createRootRoute();
const anyPage = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
const router = createRouter({ routeTree: rootRoute.addChildren([anyPage]) });
const queryClient = new QueryClient();

void router
  .load()
  .then(() =>
    hydrateRoot(
      container,
      createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(Fragment, null, markup),
      ),
    ),
  );
