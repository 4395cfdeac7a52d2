import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/catalogue';
import { serverMessages } from '@shared/messages';
import type { AppDeps } from '../../http/context';
import { notFound } from '../../domain-error';
import { route } from '../../http/route';
import { unknownCategoryFilter } from './category-repository';
import { CatalogueLanguages } from './in-language';
import { ListingCounts } from './listing-counts';
import * as repo from './repository';
import * as catalogue from './service';
import { SubcategoryNames, searchSuggestions } from './search/suggestions';

/** Every catalogue read is the same for every visitor: ETag, public Cache-Control, 304. */
const publicRead = { publicCache: true };

export function registerCatalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  const counts = new ListingCounts();
  const subcategoryNames = new SubcategoryNames();
  const languages = new CatalogueLanguages();
  app.catalogueChanges.subscribe(() => {
    counts.clear();
    subcategoryNames.clear();
    languages.clear();
  });

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
      homeSearch: await searchSuggestions(db, subcategoryNames, query.value, query.lang),
    }),
    publicRead,
  );

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
      const words = await languages.words(db, query.lang);
      const [unknown, found] = await Promise.all([
        unknownCategoryFilter(db, query),
        catalogue.priceRangeAndLatestIn(db, words, query.category),
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
      const words = await languages.words(db, query.lang);
      const [unknown, listing] = await Promise.all([
        unknownCategoryFilter(db, query),
        catalogue.listingIn(db, words, query, counts),
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
