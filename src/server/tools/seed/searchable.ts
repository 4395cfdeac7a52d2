import { searchDocument } from '../../modules/catalogue/search/document';
import type { GeneratedProduct, SubcategoryRef } from './generate-products';
import { categoryNames, subcategoryNames } from './translations';

const distinct = (values: (string | null | undefined)[]) =>
  [...new Set(values)].filter((v): v is string => Boolean(v));

/** A generated product with its search document, made from what the seed knows of it. */
export function withSearchDocument(g: GeneratedProduct, sub: SubcategoryRef): GeneratedProduct {
  const doc = searchDocument({
    name: g.product.name,
    brand: g.product.brand ?? null,
    category: sub.categoryName,
    subcategory: sub.data.name,
    colours: distinct(g.variations.map((v) => v.color)),
    ram: distinct(g.variations.map((v) => v.ram)),
    storage: distinct(g.variations.map((v) => v.storage)),
    specification: g.variations[0]?.specification ?? {},
    otherNames: [
      ...Object.values(categoryNames(sub.categoryName)),
      ...Object.values(subcategoryNames(sub.data.name)),
    ],
  });
  return {
    ...g,
    product: { ...g.product, searchName: doc.name, searchMore: doc.more, searchAlso: doc.also },
  };
}
