import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { searchDocument } from './document';

const BATCH = 2000;

interface Unindexed {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  subcategory: string;
  colours: string[];
  ram: string[];
  storage: string[];
  specification: Record<string, Record<string, string>> | null;
  otherNames: string[];
}

/**
 * Makes the search document of every product that has none ('' after the migration that added
 * it, or a product written without one), a batch at a time, then refreshes the vocabulary.
 * Returns how many products it indexed.
 */
export async function indexUnsearchableProducts(db: Db): Promise<number> {
  let indexed = 0;
  // Keyset pages by id: each batch starts where the last ended instead of scanning from the top.
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.execute(sql`
      select p.id, p.name, p.brand, c.name as category, s.name as subcategory,
        coalesce(array_agg(distinct v.color) filter (where v.color is not null), '{}') as colours,
        coalesce(array_agg(distinct v.ram) filter (where v.ram is not null), '{}') as ram,
        coalesce(array_agg(distinct v.storage) filter (where v.storage is not null), '{}') as storage,
        (array_agg(v.specification::jsonb order by v.position))[1] as specification,
        array(select value from jsonb_each_text(c.localized_names)
          union all select value from jsonb_each_text(s.localized_names)) as "otherNames"
      from products p
      join categories c on c.id = p.category_id
      join subcategories s on s.id = p.subcategory_id
      left join variations v on v.product_id = p.id
      where p.search_name = '' and p.id > ${after}
      group by p.id, c.name, s.name, c.localized_names, s.localized_names
      order by p.id
      limit ${BATCH}`);
    const batch = rows as unknown as Unindexed[];
    if (batch.length === 0) break;
    const documents = batch.map((p) => ({
      id: p.id,
      ...searchDocument({ ...p, specification: p.specification ?? {} }),
    }));
    await db.execute(sql`
      update products p set search_name = d.name, search_more = d.more, search_also = d.also
      from json_to_recordset(${JSON.stringify(documents)}::json)
        as d(id uuid, name text, more text, also text)
      where p.id = d.id`);
    indexed += batch.length;
    after = batch.at(-1)!.id;
  }
  if (indexed > 0) await refreshVocabulary(db);
  return indexed;
}

/** The vocabulary from every document: each word of three letters or more, with its product count. */
export async function refreshVocabulary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_terms`);
    await tx.execute(sql`
      insert into search_terms (term, products)
      select word, ndoc from ts_stat('select search_vector from products')
      where length(word) >= 3 and word !~ '^[0-9]+$'`);
  });
}
