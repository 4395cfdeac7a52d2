import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router';
import { RouterServer } from '@tanstack/react-router/ssr/server';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { receiveRouterHandoff, routerHandoff, type RouterHandoff } from './router-handoff';

/**
 * The adapter's contract with TanStack Router: a hand-off written from the server's router and
 * read by the router's own client entry. If the library changes what its `hydrate` reads, the
 * browser's router runs the loaders again or renders something else, and this fails.
 */
function routerAt(url: string, onLoad: (where: string) => void, isServer: boolean) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const product = createRoute({
    getParentRoute: () => root,
    path: '/product/$slug',
    loader: ({ params }) => (onLoad(params.slug), { name: `Product ${params.slug}` }),
    component: function Product() {
      // The route refers to itself here, which leaves its loader data untyped.
      return <h1>{(product.useLoaderData() as { name: string }).name}</h1>;
    },
  });
  return createRouter({
    routeTree: root.addChildren([product]),
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer,
  });
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

it('the browser router starts from the server hand-off: same markup, no loader run again', async () => {
  const loads: string[] = [];
  const server = routerAt('/product/kurti', (slug) => loads.push(`server ${slug}`), true);
  await server.load();
  const html = renderToString(<RouterServer router={server} />);
  expect(html).toContain('<h1>Product kurti</h1>');
  // The page's data block is JSON: what survives a round trip is all the browser gets.
  const handoff = JSON.parse(JSON.stringify(routerHandoff(server))) as RouterHandoff;
  expect(handoff.matches.map((m) => m.s)).toEqual(['success', 'success']);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const browser = routerAt('/product/kurti', (slug) => loads.push(`browser ${slug}`), false);
  receiveRouterHandoff(handoff);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <RouterClient router={browser} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  await act(() => new Promise((r) => setTimeout(r, 20)));

  expect(loads).toEqual(['server kurti']);
  expect(errors).toEqual([]);
  expect(container.innerHTML).toBe(html);
  expect(browser.state.status).toBe('idle');
  expect(browser.state.matches.at(-1)?.loaderData).toEqual({ name: 'Product kurti' });
  // Let go of once hydrated, as the router's own bootstrap script does.
  expect(window.$_TSR).toBeUndefined();
});
