import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/catalogue';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../domain-error';
import { route } from '../../http/route';
import { CatalogueLanguages } from './in-language';
import { ListingCounts } from './listing-counts';
import * as catalogue from './service';

/** Every catalogue read is the same for every visitor: ETag, public Cache-Control, 304. */
const publicRead = { publicCache: true };

/** What the reads keep between requests, cleared when the catalogue changes. */
interface ReadCaches {
  counts: ListingCounts;
  subcategoryNames: catalogue.SubcategoryNames;
  languages: CatalogueLanguages;
}

export function registerCatalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const caches: ReadCaches = {
    counts: new ListingCounts(),
    subcategoryNames: new catalogue.SubcategoryNames(),
    languages: new CatalogueLanguages(),
  };
  app.catalogueUpdates.subscribe(() => {
    caches.counts.clear();
    caches.subcategoryNames.clear();
    caches.languages.clear();
  });
  registerNavigationRoutes(app, deps, caches);
  registerProductRoutes(app, deps, caches);
}

/** Categories, subcategories, search suggestions and banners: what leads to products. */
function registerNavigationRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { subcategoryNames, languages }: ReadCaches,
): void {
  route(
    app,
    deps,
    api.getCategories,
    async ({ db, query }) => ({
      categorys: await catalogue.categoriesIn(db, await languages.words(db, query.lang)),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getSubcategories,
    async ({ db, query }) => ({
      subcategorys: await catalogue.subcategoriesIn(
        db,
        await languages.words(db, query.lang),
        query.category,
      ),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getSearchSuggestions,
    async ({ db, query }) => ({
      homeSearch: await catalogue.suggestionsFor(db, subcategoryNames, query.value, query.lang),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getBanners,
    async ({ db, query }) => ({
      data: { banners: await catalogue.activeBanners(db, 'slider', query.lang) },
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getCardBanners,
    async ({ db, query }) => ({
      banners: await catalogue.activeBanners(db, 'card', query.lang),
    }),
    publicRead,
  );
}

/** The products: home rows, a product's page, listings and their price range. */
function registerProductRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { counts, languages }: ReadCaches,
): void {
  route(
    app,
    deps,
    api.getHomeProductListing,
    async ({ db, query }) => ({
      gkProducts: await catalogue.homeGroupsIn(db, await languages.words(db, query.lang)),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getProducts,
    async ({ db, query }) => catalogue.homeRowsIn(db, await languages.words(db, query.lang)),
    publicRead,
  );

  route(
    app,
    deps,
    api.getProductDetail,
    async ({ db, params, query }) => {
      const words = await languages.words(db, query.lang);
      const data = await catalogue.productDetailIn(db, words, params.slug);
      if (!data) throw notFound('server_product_not_found');
      return { data };
    },
    publicRead,
  );

  route(
    app,
    deps,
    api.getPriceRangeLatest,
    async ({ db, query }) =>
      catalogue.priceRangeAndLatestIn(db, await languages.words(db, query.lang), query.category),
    publicRead,
  );

  route(
    app,
    deps,
    api.queryProducts,
    async ({ db, query }) =>
      catalogue.listingIn(db, await languages.words(db, query.lang), query, counts),
    publicRead,
  );
}
