import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners, categories, products, sellers, variations } from '../../db/schema';

/**
 * Whether a drawing is one the catalogue shows. Any key draws a picture (an unknown one is a
 * handbag), which costs nothing as SVG; a WebP is made and kept on disk, so only the catalogue's
 * own are, or a stranger could fill the disk with made-up keys. Asked only when a WebP is not
 * made yet. A product's key names its slug (`drawing--slug[-back]--colour`), so one row is read.
 */
export async function isCataloguePicture(db: Db, kind: string, key: string): Promise<boolean> {
  const url = `/images/${kind}/${key}.svg`;
  const label = key.split('--')[1] ?? '';
  const found =
    kind === 'product'
      ? sql`select 1 from ${products} p where p.slug = ${label.replace(/-back$/, '')}
          and (${url} = any(p.images) or exists (select 1 from ${variations} v
            where v.product_id = p.id and ${url} = any(v.images)))`
      : kind === 'category'
        ? sql`select 1 from ${categories} where ${categories.slug} = ${label}
            and ${categories.image} = ${url}`
        : kind === 'banner'
          ? sql`select 1 from ${banners} where ${banners.imgUrl} = ${url}`
          : kind === 'seller'
            ? sql`select 1 from ${sellers} where ${sellers.image} = ${url}`
            : null;
  if (!found) return false;
  const { rows } = await db.execute(sql`${found} limit 1`);
  return rows.length > 0;
}
