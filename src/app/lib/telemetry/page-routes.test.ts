import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PAGE_ROUTES, pageRouteOf, type PageRoute } from '@shared/page-routes';
import type { FileRouteTypes } from '../../route-tree.gen';

/** The `fullPaths` union of the generated route tree, as written in it (tests run from the root). */
function generatedFullPaths(): string[] {
  const source = readFileSync(resolve('src/app/route-tree.gen.ts'), 'utf8');
  const block = /^ {2}fullPaths:\n((?: {4}\| '[^']*'\n)+)/m.exec(source)?.[1] ?? '';
  return [...block.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

describe('the route templates the server labels reports with', () => {
  it('are exactly the route tree’s, so a new screen is reported as itself', () => {
    expectTypeOf<PageRoute>().toEqualTypeOf<FileRouteTypes['fullPaths']>();
    const generated = generatedFullPaths();
    expect(generated.length).toBeGreaterThan(20);
    expect([...PAGE_ROUTES].sort()).toEqual(generated.sort());
  });

  it.each([
    ['/product/details/$slug', '/product/details/$slug'],
    ['/product/details/silk-saree-p12', '/product/details/$slug'],
    ['/hi/product/details/silk-saree-p12', '/product/details/$slug'],
    ['/dashboard/chat/', '/dashboard/chat/'],
    ['/dashboard/chat/seller-7', '/dashboard/chat/$sellerId'],
    ['/hi/cart', '/cart'],
    ['/', '/'],
  ])('%s is %s', (path, route) => {
    expect(pageRouteOf(path)).toBe(route);
  });

  it.each([
    '/made-up',
    '/products/$slug',
    '/product/details/',
    '/product/details/a/b',
    '/admin',
    '/cart/x',
  ])('%s is no screen of the app', (path) => {
    expect(pageRouteOf(path)).toBeNull();
  });
});
