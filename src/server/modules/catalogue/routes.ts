import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/catalogue';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../domain-error';
import { route } from '../../http/route';
import { activeBanners, CatalogueReads } from './service';

/** Every catalogue read is the same for every visitor: ETag, public Cache-Control, 304. */
const publicRead = { publicCache: true };

export function registerCatalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  // What the reads keep between requests is the service's; a change heard here clears it.
  const catalogue = new CatalogueReads();
  deps.catalogueUpdates.subscribe(() => catalogue.clear());
  registerNavigationRoutes(app, deps, catalogue);
  registerProductRoutes(app, deps, catalogue);
}

/** Categories, subcategories, search suggestions and banners: what leads to products. */
function registerNavigationRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  catalogue: CatalogueReads,
): void {
  route(
    app,
    deps,
    api.getCategories,
    async ({ db, query }) => ({
      categorys: await catalogue.categories(db, query.lang),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getSubcategories,
    async ({ db, query }) => ({
      subcategorys: await catalogue.subcategories(db, query.lang, query.category),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getSearchSuggestions,
    async ({ db, query }) => ({
      homeSearch: await catalogue.suggestions(db, query.value, query.lang),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getBanners,
    async ({ db, query }) => ({
      data: { banners: await activeBanners(db, 'slider', query.lang) },
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getCardBanners,
    async ({ db, query }) => ({
      banners: await activeBanners(db, 'card', query.lang),
    }),
    publicRead,
  );
}

/** The products: home rows, a product's page, listings and their price range. */
function registerProductRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  catalogue: CatalogueReads,
): void {
  route(
    app,
    deps,
    api.getHomeProductListing,
    async ({ db, query }) => ({
      gkProducts: await catalogue.homeGroups(db, query.lang),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getProducts,
    async ({ db, query }) => catalogue.homeRows(db, query.lang),
    publicRead,
  );

  route(
    app,
    deps,
    api.getProductDetail,
    async ({ db, params, query }) => {
      const data = await catalogue.productDetail(db, query.lang, params.slug);
      if (!data) throw notFound('server_product_not_found');
      return { data };
    },
    publicRead,
  );

  route(
    app,
    deps,
    api.getPriceRangeLatest,
    async ({ db, query }) => catalogue.priceRangeAndLatest(db, query.lang, query.category),
    publicRead,
  );

  route(
    app,
    deps,
    api.queryProducts,
    async ({ db, query }) => catalogue.listing(db, query.lang, query),
    publicRead,
  );
}
