import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, subcategories } from '../../db/schema';
import { preparedFor } from './prepared';

const lookup = preparedFor((db: Db) =>
  db
    .select({
      categoryId: sql<
        string | null
      >`(select ${categories.id} from ${categories} where ${categories.slug} = ${sql.placeholder('c')})`,
      subcategoryOf: sql<
        string | null
      >`(select ${subcategories.categoryId} from ${subcategories} where ${subcategories.slug} = ${sql.placeholder('s')})`,
    })
    .from(sql`(select 1) as one`)
    .prepare('catalogue_category_filter'),
);

/**
 * Which category filter of a listing names nothing in the shop: the category, or the
 * subcategory (one of another category counts as unknown here: it would list nothing). One
 * prepared statement on the slugs' unique indexes.
 */
export async function unknownCategoryFilter(
  db: Db,
  filter: { category?: string | undefined; subcategory?: string | undefined },
): Promise<'category' | 'subcategory' | null> {
  if (!filter.category && !filter.subcategory) return null;
  const [found] = await lookup(db).execute({
    c: filter.category ?? '',
    s: filter.subcategory ?? '',
  });
  if (filter.category && !found?.categoryId) return 'category';
  if (!filter.subcategory) return null;
  if (!found?.subcategoryOf) return 'subcategory';
  return filter.category && found.subcategoryOf !== found.categoryId ? 'subcategory' : null;
}

/** Every category and subcategory name with its texts in the other languages (a few dozen rows). */
export async function localizedNames(db: Db) {
  const [categoryRows, subcategoryRows] = await Promise.all([
    db.select({ name: categories.name, localized: categories.localizedNames }).from(categories),
    db
      .select({ name: subcategories.name, localized: subcategories.localizedNames })
      .from(subcategories),
  ]);
  return { categories: categoryRows, subcategories: subcategoryRows };
}
