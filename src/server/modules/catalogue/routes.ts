import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/catalogue';
import { serverMessages } from '@shared/messages';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../domain-error';
import { route } from '../../http/route';
import { unknownCategoryFilter } from './category-repository';
import { queryProducts } from './listing';
import { ListingCounts } from './listing-counts';
import { productDetail } from './product-detail';
import * as repo from './repository';
import { SubcategoryNames, searchSuggestions } from './search/suggestions';

/** Every catalogue read is the same for every visitor: ETag, public Cache-Control, 304. */
const publicRead = { publicCache: true };

export function registerCatalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const counts = new ListingCounts();
  const subcategoryNames = new SubcategoryNames();
  app.catalogueChanges.subscribe(() => {
    counts.clear();
    subcategoryNames.clear();
  });

  route(
    app,
    deps,
    api.getCategories,
    async ({ db }) => ({ categorys: await repo.listCategories(db) }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getSubcategories,
    async ({ db, query }) => ({
      subcategorys: await repo.listSubcategories(db, query.category),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getSearchSuggestions,
    async ({ db, query }) => ({
      homeSearch: await searchSuggestions(db, subcategoryNames, query.value),
    }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getHomeProductListing,
    async ({ db }) => ({ gkProducts: await repo.homeGroups(db) }),
    publicRead,
  );

  route(app, deps, api.getProducts, async ({ db }) => repo.homeRows(db), publicRead);

  route(
    app,
    deps,
    api.getProductDetail,
    async ({ db, params }) => {
      const data = await productDetail(db, params.slug);
      if (!data) throw notFound(serverMessages.productNotFound);
      return { data };
    },
    publicRead,
  );

  route(
    app,
    deps,
    api.getPriceRangeLatest,
    async ({ db, query }) => {
      const [unknown, found] = await Promise.all([
        unknownCategoryFilter(db, query),
        repo.priceRangeAndLatest(db, query.category),
      ]);
      if (unknown) throw notFound(serverMessages.categoryNotFound);
      return found;
    },
    publicRead,
  );

  route(
    app,
    deps,
    api.queryProducts,
    async ({ db, query }) => {
      // A listing of a category the shop does not have is a page not found, not an empty one.
      const [unknown, listing] = await Promise.all([
        unknownCategoryFilter(db, query),
        queryProducts(db, query, counts),
      ]);
      if (unknown === 'category') throw notFound(serverMessages.categoryNotFound);
      if (unknown === 'subcategory') throw notFound(serverMessages.subcategoryNotFound);
      return listing;
    },
    publicRead,
  );

  route(
    app,
    deps,
    api.getBanners,
    async ({ db }) => ({ data: { banners: await repo.activeBanners(db, 'slider') } }),
    publicRead,
  );

  route(
    app,
    deps,
    api.getCardBanners,
    async ({ db }) => ({ banners: await repo.activeBanners(db, 'card') }),
    publicRead,
  );
}
